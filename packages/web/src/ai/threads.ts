/**
 * The most threads the AI searches on in the browser: the main search and one lazy-SMP helper, what
 * has been measured to pay (+51 Elo on 2 cores, packages/ai/docs/experiments.md "Threads (lazy SMP) again").
 */
export const MAX_AI_THREADS = 2;

/**
 * Threads for the AI's full-strength searches: helpers share the search's table in shared memory,
 * which a page has only when cross-origin isolated (the server and Vite send COOP and COEP
 * headers), and pay only with a core to spare.
 */
export function aiThreads(crossOriginIsolated: boolean, cores: number | undefined): number {
  if (!crossOriginIsolated || typeof SharedArrayBuffer === 'undefined') return 1;
  return Math.max(1, Math.min(MAX_AI_THREADS, Math.floor(cores ?? 1)));
}

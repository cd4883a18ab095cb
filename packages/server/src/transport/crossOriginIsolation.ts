/**
 * Headers that make the web app's pages cross-origin isolated, which browsers require before they
 * give a page shared memory (SharedArrayBuffer): the AI's lazy-SMP helpers share its search's table
 * through it (packages/web src/ai/threads.ts). The app loads nothing from other origins, so
 * `require-corp` costs it nothing.
 */
export const CROSS_ORIGIN_ISOLATION: Readonly<Record<string, string>> = {
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Embedder-Policy': 'require-corp',
};

/** Adds the isolation headers to a static file's response (`@fastify/static`'s `setHeaders`). */
export function isolate(response: { setHeader(name: string, value: string): unknown }): void {
  for (const [name, value] of Object.entries(CROSS_ORIGIN_ISOLATION)) response.setHeader(name, value);
}

/**
 * The policies that make the web app's pages cross-origin isolated, which browsers require before
 * they give a page shared memory (SharedArrayBuffer): the AI's lazy-SMP helpers share its search's
 * table through it (packages/web src/ai/threads.ts). The app loads nothing from other origins, so
 * `require-corp` costs it nothing. Sent on every answer with the other security headers
 * (securityHeaders.ts).
 */
export const CROSS_ORIGIN_ISOLATION = {
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginEmbedderPolicy: { policy: 'require-corp' },
} as const;

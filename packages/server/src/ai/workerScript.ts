import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The built AI worker. worker_threads runs JavaScript only, so even when this module runs from its
 * TypeScript source (vitest) the worker is the compiled one. This module lies in src/ai or dist/ai,
 * two folders below the package root in both cases.
 */
export const AI_WORKER_SCRIPT = new URL('../../dist/ai/aiWorker.js', import.meta.url);

/** Throws, saying what to do, when `script` (a file URL or path) does not exist. */
export function checkWorkerScript(script: URL | string): void {
  const path = script instanceof URL ? fileURLToPath(script) : script;
  if (!existsSync(path))
    throw new Error(`the AI worker script ${path} is missing: run npm run build (tsc -b) first`);
}

/**
 * The parent's Node options for the worker, less its export conditions: the worker is built
 * JavaScript, and a condition such as vitest's `@santorini/source` would lead its imports to sources.
 */
export function workerExecArgv(parent: readonly string[] = process.execArgv): string[] {
  const kept: string[] = [];
  for (let i = 0; i < parent.length; i++) {
    const option = parent[i] as string;
    if (option === '--conditions' || option === '-C') i++;
    else if (!option.startsWith('--conditions=')) kept.push(option);
  }
  return kept;
}

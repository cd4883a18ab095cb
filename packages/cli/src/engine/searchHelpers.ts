import { SearchHelpers, type HelperPort, type HelperSetup, type SharedTables } from '@santorini/ai';
import { Worker } from 'node:worker_threads';

/** The built helper script beside this file (dist/engine/helperWorker.js). */
const HELPER_SCRIPT = new URL('./helperWorker.js', import.meta.url);

/** Starts a lazy-SMP helper on a worker thread of its own. */
function startHelper(setup: HelperSetup): HelperPort {
  const worker = new Worker(HELPER_SCRIPT, { workerData: setup });
  // A helper that fails only costs its help.
  worker.on('error', () => undefined);
  return worker;
}

/** The engine's helper threads (`setoption name Threads`), sharing the main search's `tables`. */
export const nodeSearchHelpers = (tables: SharedTables): SearchHelpers =>
  new SearchHelpers(tables, startHelper);

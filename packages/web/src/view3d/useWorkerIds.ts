import { useMemo, useRef } from 'react';
import type { WorkerShape } from './scene.js';
import { trackWorkers, type TrackedWorker } from './workerTracks.js';

/** A lasting id per worker (in `workers`' order), so a worker that moves keeps its drawing and glides. */
export function useWorkerIds(workers: readonly WorkerShape[]): readonly number[] {
  const tracked = useRef<TrackedWorker[]>([]);
  return useMemo(() => {
    // Deterministic given the same boards, so running twice (React's strict mode) changes nothing.
    tracked.current = trackWorkers(
      tracked.current,
      workers.map((worker) => ({ square: worker.square, kind: `${String(worker.side)}-${worker.model}` })),
      0,
    );
    return tracked.current.map((worker) => worker.id);
  }, [workers]);
}

import { Searcher } from '@santorini/ai';
import { parentPort, workerData } from 'node:worker_threads';
import { answerRequest } from './answerRequest.js';
import type { AiWorkerData, TurnRequest } from './protocol.js';

// One AI thread of the pool: a Searcher kept between requests (its transposition table), one search
// at a time. The pool stops a search by setting the shared flag, which the search polls.
const data = workerData as AiWorkerData;
const stopFlag = new Int32Array(data.stopFlag);
const searcher = new Searcher({ hashMb: data.hashMb });
const stopped = (): boolean => Atomics.load(stopFlag, 0) === 1;

parentPort?.on('message', (request: TurnRequest) => {
  parentPort?.postMessage(answerRequest(searcher, request, stopped));
});

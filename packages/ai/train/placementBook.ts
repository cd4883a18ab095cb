import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parsePosition } from '@santorini/engine';
import { Searcher } from '@santorini/ai';
import { Options } from './options.js';
import {
  bookFromScores,
  bookModuleSource,
  firstPairClasses,
  repliesTo,
  type ClassScores,
} from './placementBookMaker.js';

/**
 * `npm run train:book -- --depth 8 --threads 2`: the base game's placement book. Every first pair
 * of each symmetry class (49) against every reply (253 each): the position after placement searched
 * to --depth plies by level 8's evaluation (a cleared table each, so any split of the work gives
 * the same scores), for the first placer, who moves first. Each class's scores are appended to
 * --cache as they come (a stopped run resumes); the book is then written to --out, a TypeScript
 * module (run prettier on it). Progress on stderr.
 */
interface WorkerJob {
  readonly depth: number;
  readonly classes: readonly string[];
}

const EMPTY_LEVELS = ['00000', '00000', '00000', '00000', '00000'];

function scoreClass(searcher: Searcher, depth: number, first: string): ClassScores {
  const replies = repliesTo(first).map((reply) => {
    const parsed = parsePosition({
      players: [{ workers: first.split(' ') }, { workers: reply.split(' ') }],
      levels: EMPTY_LEVELS,
      domes: [],
      toMove: 0,
    });
    if (!parsed.ok) throw new Error(`${first} against ${reply}: ${parsed.error.message}`);
    searcher.clear();
    return { reply, score: searcher.search(parsed.value, { depth }).score };
  });
  return { first, replies };
}

if (!isMainThread) {
  const { depth, classes } = workerData as WorkerJob;
  const searcher = new Searcher({ hashMb: 16 });
  for (const first of classes) parentPort?.postMessage(scoreClass(searcher, depth, first));
} else {
  const options = new Options();
  const depth = options.whole('depth', 8, 1);
  const threads = options.whole('threads', 1, 1);
  const cache = options.text('cache', `packages/ai/train/data/placement-book-d${depth}.jsonl`);
  const out = options.text('out', 'packages/ai/src/base/placementBookData.ts');
  options.refuseUnknown();
  const recipe = `npm run train:book -- --depth ${depth}`;
  const header = JSON.stringify({ format: 'santorini-placement-scores', version: 1, depth });
  const done = readCache(cache, header);
  const classes = firstPairClasses();
  const left = classes.filter((first) => !done.has(first));
  const started = Date.now();
  let finished = 0;
  const report = (): void => {
    const seconds = (Date.now() - started) / 1000;
    const eta =
      finished === 0 ? '' : `, about ${((seconds * (left.length - finished)) / finished).toFixed(0)} s left`;
    process.stderr.write(`\rfirst pairs ${done.size}/${classes.length}, ${seconds.toFixed(0)} s${eta}   `);
  };
  report();
  const jobs = Array.from({ length: Math.min(threads, left.length) }, (_, t) =>
    left.filter((_, i) => i % threads === t),
  );
  await Promise.all(
    jobs.map(
      (job) =>
        new Promise<void>((resolve, reject) => {
          const worker = new Worker(new URL(import.meta.url), { workerData: { depth, classes: job } });
          worker.on('message', (scores: ClassScores) => {
            appendFileSync(cache, `${JSON.stringify(scores)}\n`);
            done.set(scores.first, scores);
            finished++;
            report();
          });
          worker.on('error', reject);
          worker.on('exit', (code) => {
            if (code === 0) resolve();
            else reject(new Error(`a search thread stopped with status ${code}`));
          });
        }),
    ),
  );
  process.stderr.write('\n');
  const book = bookFromScores([...done.values()], depth, recipe);
  writeFileSync(out, bookModuleSource(book));
  console.log(
    `${classes.length} first pairs × their replies searched to depth ${depth}; first placer: ${book.first.pair} (${book.first.score}); book written to ${out}`,
  );
}

/** The classes already scored in `path` (a torn last line is dropped); makes the file if new. */
function readCache(path: string, header: string): Map<string, ClassScores> {
  const done = new Map<string, ClassScores>();
  if (!existsSync(path)) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, `${header}\n`);
    return done;
  }
  const lines = readFileSync(path, 'utf8').split('\n');
  if (lines[0] !== header)
    throw new Error(`${path} holds scores of another recipe (${lines[0] ?? ''}); give another --cache`);
  const whole: string[] = [header];
  for (const line of lines.slice(1)) {
    try {
      const scores = JSON.parse(line) as ClassScores;
      done.set(scores.first, scores);
      whole.push(line);
    } catch {
      // A torn line from a stopped run: that class is searched again.
    }
  }
  writeFileSync(path, `${whole.join('\n')}\n`);
  return done;
}

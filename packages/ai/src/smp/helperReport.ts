import type { SearchInfo } from '../result.js';

/** A helper's last completed iteration of one search, as the main search's thread reads it. */
export interface HelperIteration {
  readonly depth: number;
  readonly score: number;
  readonly turn: string;
}

// Words: sequence (odd while the helper writes), search generation, depth, score, turn length, and
// the search the helper is in (0: none).
const SEQUENCE = 0;
const GENERATION = 1;
const DEPTH = 2;
const SCORE = 3;
const LENGTH = 4;
const BUSY = 5;
const HEADER_BYTES = 6 * Int32Array.BYTES_PER_ELEMENT;
/** Turns in notation are far shorter (a Santorini turn is a move and a build: `b5-c5 +d4`). */
const TURN_BYTES = 60;

/**
 * Where one lazy-SMP helper posts its last completed iteration for the main search's thread, in
 * shared memory: the main thread is busy searching and cannot read messages, and when its own search
 * ends it reads this to play a helper's deeper result. A sequence number, odd while the helper
 * writes, keeps a reader from taking half of one report and half of the next. It also says whether
 * the helper is searching, so that the next search can wait until none writes to the tables any more.
 */
export class HelperReport {
  private readonly words: Int32Array;
  private readonly bytes: Uint8Array;

  constructor(readonly buffer = new SharedArrayBuffer(HEADER_BYTES + TURN_BYTES)) {
    this.words = new Int32Array(buffer, 0, HEADER_BYTES / Int32Array.BYTES_PER_ELEMENT);
    this.bytes = new Uint8Array(buffer, HEADER_BYTES, TURN_BYTES);
  }

  /** The helper's side: `info` completed an iteration of search number `generation`. */
  write(generation: number, info: SearchInfo): void {
    const turn = info.pv[0] ?? '';
    // Notation is ASCII: one byte a character.
    if (turn.length === 0 || turn.length > TURN_BYTES || !/^[\x20-\x7e]*$/.test(turn)) return;
    const words = this.words;
    Atomics.add(words, SEQUENCE, 1);
    Atomics.store(words, GENERATION, generation);
    Atomics.store(words, DEPTH, info.depth);
    Atomics.store(words, SCORE, info.score);
    Atomics.store(words, LENGTH, turn.length);
    for (let i = 0; i < turn.length; i++) this.bytes[i] = turn.charCodeAt(i);
    Atomics.add(words, SEQUENCE, 1);
  }

  /** The main thread's side: the helper's last iteration of search `generation`, if it finished one. */
  read(generation: number): HelperIteration | null {
    const words = this.words;
    // A helper writes a report in well under a microsecond; a few tries always find a whole one.
    for (let attempt = 0; attempt < 100; attempt++) {
      const before = Atomics.load(words, SEQUENCE);
      if ((before & 1) === 1) continue;
      const report = {
        generation: Atomics.load(words, GENERATION),
        depth: Atomics.load(words, DEPTH),
        score: Atomics.load(words, SCORE),
        turn: String.fromCharCode(...this.bytes.subarray(0, Atomics.load(words, LENGTH))),
      };
      if (Atomics.load(words, SEQUENCE) !== before) continue;
      return report.generation === generation
        ? { depth: report.depth, score: report.score, turn: report.turn }
        : null;
    }
    return null;
  }

  /**
   * The helper's side, as it begins search `generation` of `current` (the shared generation
   * number): it marks itself busy, then checks that the search has not ended meanwhile (in that
   * order, so that a main thread that saw it idle never has it start an ended search). False: the
   * search is over, and it is idle again.
   */
  begin(generation: number, current: Int32Array): boolean {
    Atomics.store(this.words, BUSY, generation);
    if (Atomics.load(current, 0) === generation) return true;
    this.end();
    return false;
  }

  /** The helper's side: its search is over, it writes no more. */
  end(): void {
    Atomics.store(this.words, BUSY, 0);
    Atomics.notify(this.words, BUSY);
  }

  /**
   * The main thread's side: waits (blocking: a worker's thread only) until the helper is idle, at
   * most `timeoutMs`. False when it is still searching then.
   */
  awaitIdle(timeoutMs: number, now: () => number = Date.now): boolean {
    const words = this.words;
    const until = now() + timeoutMs;
    for (;;) {
      const busy = Atomics.load(words, BUSY);
      if (busy === 0) return true;
      const left = until - now();
      if (left <= 0) return false;
      Atomics.wait(words, BUSY, busy, left);
    }
  }
}

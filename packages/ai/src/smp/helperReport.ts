import type { SearchInfo } from '../result.js';

/** A helper's last completed iteration of one search, as the main search's thread reads it. */
export interface HelperIteration {
  readonly depth: number;
  readonly score: number;
  readonly turn: string;
}

// Words: sequence (odd while the helper writes), search generation, depth, score, turn length.
const SEQUENCE = 0;
const GENERATION = 1;
const DEPTH = 2;
const SCORE = 3;
const LENGTH = 4;
const HEADER_BYTES = 5 * Int32Array.BYTES_PER_ELEMENT;
/** Turns in notation are far shorter (a Santorini turn is a move and a build: `b5-c5 +d4`). */
const TURN_BYTES = 60;

/**
 * Where one lazy-SMP helper posts its last completed iteration for the main search's thread, in
 * shared memory: the main thread is busy searching and cannot read messages, and when its own search
 * ends it reads this to play a helper's deeper result. A sequence number, odd while the helper
 * writes, keeps a reader from taking half of one report and half of the next.
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
}

export { main } from './main.js';
export type { CliIo, TextSink } from './cliIo.js';
export { play, type PlayOptions, type SeatKind } from './play.js';
export { renderBoard, type RenderOptions } from './render.js';
export { seededRandom, type Random } from './random.js';
export { memoryIo, runCaptured, type CapturedRun, type MemoryIo } from './memoryIo.js';

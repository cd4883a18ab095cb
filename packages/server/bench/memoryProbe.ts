// Loaded into each server child by the bench (node --expose-gc --import): on SIGUSR2 it runs a
// full GC when it can and prints the heap in use as one `bench-memory {json}` line on stdout.
const collect = (globalThis as { gc?: () => void }).gc;
process.on('SIGUSR2', () => {
  collect?.();
  const heapUsedBytes = process.memoryUsage().heapUsed;
  process.stdout.write(`bench-memory ${JSON.stringify({ heapUsedBytes, rssBytes: 0 })}\n`);
});

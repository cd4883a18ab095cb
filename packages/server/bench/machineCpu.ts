import { readFile } from 'node:fs/promises';

/** The machine's CPU time so far, in seconds: busy (not idle or iowait) and all, from /proc/stat. */
export async function machineCpu(): Promise<{ busy: number; total: number; cores: number }> {
  const stat = await readFile('/proc/stat', 'utf8');
  const lines = stat.split('\n');
  const ticks = (lines[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  const cores = lines.filter((line) => /^cpu\d/.test(line)).length;
  return { busy: (total - idle) / 100, total: total / 100, cores };
}

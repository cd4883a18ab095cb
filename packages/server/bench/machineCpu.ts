import { readdir, readFile } from 'node:fs/promises';

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

/** CPU seconds used so far by the processes named `names` (PostgreSQL's backends, Redis), from /proc. */
export async function cpuOfNamed(names: readonly string[]): Promise<number> {
  const pids = (await readdir('/proc')).filter((entry) => /^\d+$/.test(entry));
  const seconds = await Promise.all(
    pids.map(async (pid) => {
      const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
      const name = /\(([^)]*)\)/.exec(stat)?.[1] ?? '';
      if (!names.includes(name)) return 0;
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / 100;
    }),
  );
  return seconds.reduce((a, b) => a + b, 0);
}

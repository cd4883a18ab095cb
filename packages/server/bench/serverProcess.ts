import { spawn, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';

/** The server's memory as the probe reports it (after a full GC) and /proc says (RSS). */
export interface ServerMemory {
  readonly rssBytes: number;
  readonly heapUsedBytes: number;
}

export interface ServerProcessOptions {
  readonly env: Readonly<Record<string, string>>;
  /** The port to listen on; 0 for any free one (the address printed is read back). */
  readonly port: number;
  readonly label: string;
}

// Built as dist-bench/bench/serverProcess.js: the server is the package's own build.
const MAIN = new URL('../../dist/main.js', import.meta.url);
const PROBE = new URL('./memoryProbe.js', import.meta.url);
const SERVED = /being served at http:\/\/[^:]+:(\d+)/;
const MEMORY_LINE = 'bench-memory ';

/** One `node dist/main.js` child: started, measured (memory, CPU) and stopped or killed. */
export class ServerProcess {
  private memoryWaiters: ((memory: ServerMemory) => void)[] = [];
  private exited: Promise<void>;

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly label: string,
  ) {
    this.exited = new Promise((resolve) =>
      child.once('exit', () => {
        resolve();
      }),
    );
  }

  get url(): string {
    return `http://127.0.0.1:${String(this.port)}`;
  }

  get pid(): number {
    return this.child.pid ?? 0;
  }

  static async start(options: ServerProcessOptions): Promise<ServerProcess> {
    const child = spawn(process.execPath, ['--expose-gc', '--import', PROBE.href, MAIN.pathname], {
      env: { ...process.env, ...options.env, HOST: '127.0.0.1', PORT: String(options.port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Memory lines come once the process is serving, and go to its ServerProcess.
    const started: { server?: ServerProcess } = {};
    const stderr: string[] = [];
    const port = await new Promise<number>((resolve, reject) => {
      const lines = createInterface({ input: child.stdout });
      lines.on('line', (line) => {
        const served = SERVED.exec(line);
        if (served !== null) resolve(Number(served[1]));
        else if (line.startsWith(MEMORY_LINE)) started.server?.memoryLine(line);
      });
      createInterface({ input: child.stderr }).on('line', (line) => {
        if (stderr.length < 50) stderr.push(line);
        if (process.env.BENCH_VERBOSE !== undefined) process.stderr.write(`[${options.label}] ${line}\n`);
      });
      child.once('exit', (code, signal) => {
        reject(
          new Error(
            `${options.label} exited (${String(code ?? signal)}) before serving: ${stderr.join('\n')}`,
          ),
        );
      });
    });
    started.server = new ServerProcess(child, port, options.label);
    return started.server;
  }

  private memoryLine(line: string): void {
    const memory = JSON.parse(line.slice(MEMORY_LINE.length)) as ServerMemory;
    const waiters = this.memoryWaiters;
    this.memoryWaiters = [];
    for (const wake of waiters) wake(memory);
  }

  /** Heap after a full GC (the probe, asked by SIGUSR2) and RSS from /proc/<pid>/status. */
  async memory(): Promise<ServerMemory> {
    const reported = new Promise<ServerMemory>((resolve) => this.memoryWaiters.push(resolve));
    this.child.kill('SIGUSR2');
    const { heapUsedBytes } = await reported;
    return { heapUsedBytes, rssBytes: await rssOf(this.pid) };
  }

  /** CPU seconds (user + system) the process has used, from /proc/<pid>/stat. */
  async cpuSeconds(): Promise<number> {
    const stat = await readFile(`/proc/${String(this.pid)}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at state, field 3.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return ticks / 100;
  }

  kill(): Promise<void> {
    this.child.kill('SIGKILL');
    return this.exited;
  }

  stop(): Promise<void> {
    this.child.kill('SIGTERM');
    return this.exited;
  }
}

async function rssOf(pid: number): Promise<number> {
  const status = await readFile(`/proc/${String(pid)}/status`, 'utf8');
  const kilobytes = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
  return Number(kilobytes ?? 0) * 1024;
}

import type { CliIo } from '../cliIo.js';
import { LineReader } from '../lineReader.js';
import type { EngineOptions } from './engineOptions.js';
import { EngineSession } from './engineSession.js';
import type { SearchHost } from './searchHost.js';

/**
 * Speaks the protocol over the CLI's streams until `quit` or the end of input. At the end of input
 * a running search finishes and reports first, so a script piped in gets all its answers.
 */
export async function runEngine(io: CliIo, host: SearchHost, options: EngineOptions): Promise<void> {
  const reader = new LineReader(io.stdin);
  const session = new EngineSession(host, (line) => io.stdout.write(`${line}\n`), options);
  try {
    for (;;) {
      const line = await reader.next();
      if (line === undefined) {
        await session.whenIdle();
        return;
      }
      if (!session.handle(line)) return;
    }
  } finally {
    await host.close();
    await reader.close();
  }
}

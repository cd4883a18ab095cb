import { portFrom } from './port.js';
import { buildServer } from './server.js';
import { defaultWebRoot } from './webRoot.js';

// `npm start` runs this: serves the web app on PORT (default 3000) at HOST (default localhost).
const port = portFrom(process.env.PORT);
if ('error' in port) {
  process.stderr.write(`${port.error}\n`);
  process.exit(2);
}
const host = process.env.HOST ?? 'localhost';
try {
  const app = await buildServer({ webRoot: defaultWebRoot() });
  await app.listen({ port: port.port, host });
  const address = app.server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port.port;
  process.stdout.write(`Santorini is being served at http://${host}:${actual}\n`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      void app.close().then(() => process.exit(0));
    });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

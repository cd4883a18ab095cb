import { resolve } from 'node:path';
import { aiThreadsFrom, createTurnChooser } from './ai/createTurnChooser.js';
import { abandonMsFrom } from './abandonSetting.js';
import { logLevelFrom } from './logging/logging.js';
import { portFrom } from './port.js';
import { buildServer } from './server.js';
import { limitSettingsFrom } from './limits/limitSettings.js';
import { redactedUrl } from './store/postgresStore.js';
import { shutDownOnSignals } from './shutdown/shutdown.js';
import { SQLITE_SYNCS } from './store/sqliteStore.js';
import { allowedOriginsFrom } from './transport/origin.js';
import { trustProxyFrom } from './transport/trustProxy.js';
import { socketOpenLimitFrom } from './transport/openGate.js';
import { defaultWebRoot } from './webRoot.js';

// `npm start` runs this: the web app and online play on PORT (default 3000) at HOST (default
// localhost), the games kept in DATA_DIR (default ./data).
const port = portFrom(process.env.PORT);
if ('error' in port) {
  process.stderr.write(`${port.error}\n`);
  process.exit(2);
}
const threads = aiThreadsFrom(process.env.AI_THREADS);
if (typeof threads === 'object') {
  process.stderr.write(`${threads.error}\n`);
  process.exit(2);
}
const abandon = abandonMsFrom(process.env.ABANDON_MS);
if ('error' in abandon) {
  process.stderr.write(`${abandon.error}\n`);
  process.exit(2);
}
const limits = limitSettingsFrom(process.env);
if ('error' in limits) {
  process.stderr.write(`${limits.error}\n`);
  process.exit(2);
}
const trustProxy = trustProxyFrom(process.env.TRUST_PROXY);
if ('error' in trustProxy) {
  process.stderr.write(`${trustProxy.error}\n`);
  process.exit(2);
}
const allowedOrigins = allowedOriginsFrom(process.env.ALLOWED_ORIGINS);
if ('error' in allowedOrigins) {
  process.stderr.write(`${allowedOrigins.error}\n`);
  process.exit(2);
}
const sqliteSync = SQLITE_SYNCS.find((value) => value === (process.env.SQLITE_SYNC ?? 'normal'));
if (sqliteSync === undefined) {
  process.stderr.write(
    `SQLITE_SYNC must be normal or full, not ${JSON.stringify(process.env.SQLITE_SYNC)}\n`,
  );
  process.exit(2);
}
const poolText = process.env.DATABASE_POOL ?? '';
const databasePool = poolText === '' ? undefined : Number(poolText);
if (
  databasePool !== undefined &&
  !(Number.isInteger(databasePool) && databasePool >= 1 && databasePool <= 1000)
) {
  process.stderr.write(
    `DATABASE_POOL must be a whole number from 1 to 1000, not ${JSON.stringify(poolText)}\n`,
  );
  process.exit(2);
}
const logLevel = logLevelFrom(process.env.LOG_LEVEL);
if ('error' in logLevel) {
  process.stderr.write(`${logLevel.error}\n`);
  process.exit(2);
}
const metricsToken = process.env.METRICS_TOKEN ?? '';
const socketOpens = socketOpenLimitFrom(process.env.SOCKET_OPENS);
if ('error' in socketOpens) {
  process.stderr.write(`${socketOpens.error}\n`);
  process.exit(2);
}
const host = process.env.HOST ?? 'localhost';
const databaseUrl = process.env.DATABASE_URL ?? '';
const redisUrl = process.env.REDIS_URL ?? '';
const dataDir = resolve(
  process.env.DATA_DIR === undefined || process.env.DATA_DIR === '' ? 'data' : process.env.DATA_DIR,
);
try {
  const app = await buildServer({
    webRoot: defaultWebRoot(),
    dataDir,
    sqliteSync,
    databaseUrl,
    ...(databasePool === undefined ? {} : { databasePool }),
    redisUrl,
    turnChooser: createTurnChooser(threads),
    logLevel: logLevel.level,
    ...(metricsToken === '' ? {} : { metricsToken }),
    ...abandon,
    limits: limits.limits,
    ...trustProxy,
    allowedOrigins: allowedOrigins.origins,
    ...(socketOpens.limit === undefined ? {} : { socketOpenLimit: socketOpens.limit }),
  });
  await app.listen({ port: port.port, host });
  const address = app.server.address();
  const actual = typeof address === 'object' && address !== null ? address.port : port.port;
  const kept = databaseUrl === '' ? dataDir : `PostgreSQL at ${redactedUrl(databaseUrl)}`;
  const shared = redisUrl === '' ? '' : `, live updates shared through Redis`;
  process.stdout.write(
    `Santorini is being served at http://${host}:${actual} (games kept in ${kept}${shared})\n`,
  );
  shutDownOnSignals(app);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

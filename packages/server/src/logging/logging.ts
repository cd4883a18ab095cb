import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** pino's levels, LOG_LEVEL's values (silent: nothing). */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * LOG_LEVEL for `npm start`: `warn` when unset (errors, such as a request answered 500, and
 * warnings, one JSON line each; no line per request); `info` adds a line per request and answer.
 */
export function logLevelFrom(text: string | undefined): { level: LogLevel } | { error: string } {
  if (text === undefined || text === '') return { level: 'warn' };
  const level = LOG_LEVELS.find((known) => known === text.toLowerCase());
  return level === undefined
    ? { error: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(text)}` }
    : { level };
}

/** The header a request's id comes in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** An incoming id is kept only when it is short and plain (it goes into every log line). */
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The request's id: a valid incoming X-Request-Id, or a new UUID. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && VALID_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Query parameters whose values never reach a log. */
const SECRET_QUERY = /([?&](?:token|access_token|password|key|secret)=)[^&#]*/gi;

/** The URL as logged: secrets in its query replaced. */
export const loggedUrl = (url: string): string => url.replace(SECRET_QUERY, '$1[redacted]');

/**
 * Whatever is logged, these never are: the headers that carry a token or a cookie (in any
 * request or answer logged), and any field named password or token one or two levels down.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  'password',
  'token',
  '*.password',
  '*.token',
  '*.*.password',
  '*.*.token',
];

export interface LoggingOptions {
  /** The log's level; without it (and without `logger`) nothing is logged. */
  readonly logLevel?: LogLevel;
  /** The old switch: true logs at `info` when no level is given. */
  readonly logger?: boolean;
  /** Where the JSON lines go (default stdout); tests capture them. */
  readonly logStream?: NodeJS.WritableStream;
}

/**
 * Fastify's logging options: pino, one JSON object a line, each line of a request carrying its
 * `reqId`; secrets redacted; request ids from X-Request-Id or new.
 */
export function fastifyLogging(
  options: LoggingOptions,
): Pick<FastifyServerOptions, 'logger' | 'genReqId' | 'requestIdHeader'> {
  const level = options.logLevel ?? (options.logger === true ? 'info' : undefined);
  return {
    genReqId: requestIdOf,
    requestIdHeader: false,
    logger:
      level === undefined
        ? false
        : {
            level,
            ...(options.logStream === undefined ? {} : { stream: options.logStream }),
            redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
            serializers: {
              req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
                method: request.method,
                url: loggedUrl(request.url),
                remoteAddress: request.ip,
              }),
            },
          },
  };
}

/** Every answer says its request's id in X-Request-Id (so a user's report can be found in the log). */
export function echoRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}

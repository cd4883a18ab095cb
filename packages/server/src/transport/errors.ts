import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Refusal, type RefusalCode } from '../service/refusal.js';
import { installJsonBodies } from './jsonBodies.js';

/** The HTTP status of each refusal code (spec §7, and the server's own codes). */
export const STATUS: Record<RefusalCode, number> = {
  malformed: 400,
  'too-large': 413,
  unauthorized: 401,
  'not-found': 404,
  finished: 409,
  'not-your-turn': 403,
  stale: 409,
  illegal: 422,
  'rate-limited': 429,
  full: 409,
  taken: 409,
  started: 409,
  'not-started': 409,
  'not-seated': 409,
  'not-finished': 409,
  out: 409,
  'account-needed': 403,
  forbidden: 403,
};

/** The largest request body: a turn or a game's options are far smaller. */
export const BODY_LIMIT = 64 * 1024;

/**
 * Every error answer is `{"error": CODE, "message": …}`: refusals with their status, the body
 * parser's (not JSON or not sent as JSON, too large) as malformed and too-large, an unknown route as not-found, and a
 * failure of the server itself as 500 `internal`.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  installJsonBodies(app);
  app.setErrorHandler((error: FastifyError | Refusal, request, reply) => {
    if (error instanceof Refusal) return reply.code(STATUS[error.code]).send(error.toJSON());
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413)
      return reply.code(413).send({ error: 'too-large', message: `the body is over ${BODY_LIMIT} bytes` });
    if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500)
      return reply.code(400).send({ error: 'malformed', message: error.message });
    request.log.error(error);
    return reply.code(500).send({ error: 'internal', message: 'the server failed to answer: try again' });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      error: 'not-found',
      message: `nothing at ${request.method} ${shortPath(request.url)}`,
    }),
  );
}

/** A request's address without its query, cut short to be quoted in a message. */
function shortPath(url: string): string {
  const path = url.split('?')[0] ?? '';
  return path.length <= MAX_QUOTED_PATH ? path : `${path.slice(0, MAX_QUOTED_PATH)}…`;
}
const MAX_QUOTED_PATH = 120;

/**
 * Fastify's own refusals, answered before any route or hook (its `frameworkErrors` option), in
 * §7's shape: an address with bad percent-encoding (`/api/games/%zz`) is `malformed`; an id longer
 * than any the server makes (over Fastify's maxParamLength, 100) names nothing, so `not-found`.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const path = shortPath(request.url);
  if (error.code === 'FST_ERR_BAD_URL')
    void reply
      .code(400)
      .send({ error: 'malformed', message: `the address ${path} is not valid percent-encoding` });
  else if (error.code === 'FST_ERR_MAX_PARAM_LENGTH')
    void reply.code(404).send({
      error: 'not-found',
      message: `nothing at ${request.method} ${path}: an id that long names nothing`,
    });
  else {
    request.log.error(error);
    void reply.code(500).send({ error: 'internal', message: 'the server failed to answer: try again' });
  }
}

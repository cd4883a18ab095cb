import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Refusal } from '../service/refusal.js';

/**
 * Bodies are read only as JSON sent with `Content-Type: application/json` (parameters such as
 * charset allowed). A browser sends that type across origins only after asking the server first
 * (a CORS preflight, which this server never grants), while `text/plain`, a form's types and a body
 * with no type at all go without asking: read as JSON, they were how another site's page acted for
 * a signed-in player. A request without a body (resign, leave, logout) needs no Content-Type.
 */
export function installJsonBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(new Refusal('malformed', 'the body is not JSON'), undefined);
    }
  });
  // Every other type, and a body with none.
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (request, body, done) => {
    const type = request.headers['content-type'];
    if (type === undefined && body.length === 0) {
      done(null, undefined);
      return;
    }
    done(new Refusal('malformed', notJsonType(request)), undefined);
  });
}

function notJsonType(request: FastifyRequest): string {
  const type = request.headers['content-type'];
  const sent = type === undefined ? 'no Content-Type' : `Content-Type ${JSON.stringify(type)}`;
  return `a body must be JSON sent with Content-Type: application/json, not with ${sent}`;
}

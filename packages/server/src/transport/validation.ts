import { errorText } from '@santorini/protocol';
import type { Static, TSchema } from '@sinclair/typebox';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyInstance, FastifyTypeProvider, preValidationHookHandler } from 'fastify';
import { Refusal } from '../service/refusal.js';

/** How each part of a request is named in a refusal's words. */
const PART_NAMES: Record<string, string> = {
  body: 'the body',
  querystring: 'the query',
  params: 'the address',
  headers: 'the headers',
};

/**
 * Routes check their bodies and queries against the protocol's TypeBox schemas (compiled once a
 * route), and a request that does not match is refused as `malformed`, naming what is wrong
 * (`seq: expected integer`), before the route's handler runs.
 */
export function installValidation(app: FastifyInstance): void {
  app.setValidatorCompiler<TSchema>(({ schema, httpPart }) => {
    const check = TypeCompiler.Compile(schema);
    const whole = PART_NAMES[httpPart ?? 'body'] ?? 'the request';
    return (value) => {
      if (check.Check(value)) return { value };
      const first = check.Errors(value).First();
      const message = first === undefined ? `${whole} does not match` : errorText(first, whole);
      return { error: new Refusal('malformed', message) };
    };
  });
}

/** For a route whose body may be left out: no body reads as `{}` (a JSON `null` stays malformed). */
export const absentBodyAsEmpty: preValidationHookHandler = (request, _reply, done) => {
  if (request.body === undefined) request.body = {};
  done();
};

/**
 * Fastify's types for a route from its TypeBox schemas: `request.body` is what the body schema
 * describes, and so on. (@fastify/type-provider-typebox 6 does this for TypeBox 1.x, whose types
 * are not those of the @sinclair/typebox 0.34 schemas the protocol is written in.)
 */
export interface TypeBoxProvider extends FastifyTypeProvider {
  validator: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
  serializer: this['schema'] extends TSchema ? Static<this['schema']> : unknown;
}

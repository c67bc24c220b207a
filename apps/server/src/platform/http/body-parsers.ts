import type { FastifyInstance } from 'fastify';

/**
 * Request bodies are JSON, besides the types a route registers for itself (the TSA's
 * `application/timestamp-query`). Fastify's own text/plain parser is removed: a JSON route
 * given text/plain, like any type without a parser, answers 415 UNSUPPORTED_MEDIA_TYPE
 * instead of validating a string. An empty `application/json` body is no body, as when
 * there is no content type at all (a route that needs a body then answers 400).
 */
export function registerBodyParsers(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser(['application/json', 'text/plain']);
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') return done(null, undefined);
    return parseJson(request, text, done);
  });
}

import type { FastifyInstance } from 'fastify';
import { redactUrl } from '../logger.ts';

/**
 * One log line per request, written when the answer has gone: method, address (credentials
 * redacted), status and time. What Fastify would log on arrival (host, client address) is at
 * `debug`. Build the app with a LogController that has `disableRequestLogging`, so Fastify's
 * own two lines are not added.
 */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    request.log.debug({ req: request }, 'request received');
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: redactUrl(request.url),
        statusCode: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'request',
    );
  });
}

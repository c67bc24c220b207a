import type { FastifyInstance } from 'fastify';
import { redactUrl, type TLogger } from '../logger.ts';

/**
 * One log line per request, written when the answer has gone: method, address (credentials
 * redacted), status and time. What Fastify would log on arrival (host, client address) is at
 * `debug`. Build the app with a LogController that has `disableRequestLogging`, so Fastify's
 * own two lines are not added. A hook whose level is off is not registered at all: every
 * hook costs each request a call and a promise.
 */
export function registerRequestLog(app: FastifyInstance) {
  // The app's logger is the platform's pino logger (app.ts: loggerInstance).
  const log = app.log as unknown as Pick<TLogger, 'isLevelEnabled'>;
  if (log.isLevelEnabled('debug')) {
    app.addHook('onRequest', (request, _reply, done) => {
      request.log.debug({ req: request }, 'request received');
      done();
    });
  }
  if (log.isLevelEnabled('info')) {
    app.addHook('onResponse', (request, reply, done) => {
      request.log.info(
        {
          method: request.method,
          url: redactUrl(request.url),
          statusCode: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
      done();
    });
  }
}

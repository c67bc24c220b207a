import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Bindings, ChildLoggerOptions } from 'pino';
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
      // The app's logger with the request id, not request.log: the request's own logger is
      // made only when something logs through it (lazyChildLogger).
      app.log.info(
        {
          reqId: request.id,
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

type TLogArguments = Parameters<FastifyBaseLogger['info']>;

/**
 * Fastify's `childLoggerFactory`: `request.log` made when first used instead of for every
 * request. A pino child serialises its bindings (the request id) through the redaction
 * when it is made, and most requests never log through theirs: on /api/health, making one
 * per request was a tenth of the process's time, in garbage collection mostly.
 */
export function lazyChildLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new LazyChildLogger(logger, bindings, options);
}

class LazyChildLogger implements FastifyBaseLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #child(): FastifyBaseLogger {
    this.#made ??= this.parent.child(this.bindings, this.options);
    return this.#made;
  }

  get level() {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#child().level = level;
  }

  fatal(...args: TLogArguments) {
    this.#child().fatal(...args);
  }

  error(...args: TLogArguments) {
    this.#child().error(...args);
  }

  warn(...args: TLogArguments) {
    this.#child().warn(...args);
  }

  info(...args: TLogArguments) {
    this.#child().info(...args);
  }

  debug(...args: TLogArguments) {
    this.#child().debug(...args);
  }

  trace(...args: TLogArguments) {
    this.#child().trace(...args);
  }

  silent(...args: TLogArguments) {
    this.#child().silent(...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#child().child(bindings, options);
  }
}

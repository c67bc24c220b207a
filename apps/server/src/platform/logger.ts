import { type DestinationStream, pino } from 'pino';
import type { TConfig } from './config.ts';

/** Query parameters that carry credentials (download links): never written to the log. */
const SECRET_QUERY = /([?&](?:token|t)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[redacted]');
}

/**
 * One pino logger for the process; Fastify derives per-request children carrying `reqId`.
 * Writes to stdout unless given another destination (tests read what is logged).
 */
export function createLogger(config: Pick<TConfig, 'LOG_LEVEL'>, destination?: DestinationStream) {
  const options = {
    level: config.LOG_LEVEL,
    serializers: {
      req: (request: { method?: string; url?: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type TLogger = ReturnType<typeof createLogger>;

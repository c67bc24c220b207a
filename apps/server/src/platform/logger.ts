import { pino } from 'pino';
import type { TConfig } from './config.ts';

/** One pino logger for the process; Fastify derives per-request children carrying `reqId`. */
export function createLogger(config: Pick<TConfig, 'LOG_LEVEL'>) {
  return pino({
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  });
}

export type TLogger = ReturnType<typeof createLogger>;

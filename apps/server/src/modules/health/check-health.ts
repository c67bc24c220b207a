import type { FastifyBaseLogger } from 'fastify';
import { RetryLaterError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';

/** What a 503 of the health check tells the caller to wait, in seconds. */
const HEALTH_RETRY_AFTER_SECONDS = 5;

/**
 * Resolves while the database answers (`checkAnswering`: a statement of this process came
 * back within the last second, or one shared `select 1`); otherwise 503 DB_UNAVAILABLE
 * with Retry-After, the cause in the log.
 */
export async function checkHealth(platform: TPlatform, log: FastifyBaseLogger): Promise<void> {
  try {
    await platform.database.checkAnswering();
  } catch (error) {
    log.warn({ err: error }, 'health: database did not answer');
    throw new RetryLaterError(
      'DB_UNAVAILABLE',
      HEALTH_RETRY_AFTER_SECONDS,
      'The database did not answer',
    );
  }
}

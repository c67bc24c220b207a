import { and, asc, inArray, lt, sql } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import type { TLogger } from '../../platform/logger.ts';
import { expireIfDue } from './end-operation.ts';
import { operations } from './operations-schema.ts';

/** Statuses an operation can expire from (SEALING was signed in time). */
const EXPIRABLE = ['CREATED', 'SENT', 'OPENED', 'DOCUMENT_READ', 'OTP_SENT', 'PARTIALLY_SIGNED'];

/**
 * Expires the operations whose end date has passed, oldest first, `batch` at a time, with
 * the same evidence as the lazy expiry on first touch. Safe to run on several workers at
 * once: each move is conditional on the status it read.
 */
export async function expireDueOperations(db: TDb, batch = 100): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await db
      .select()
      .from(operations)
      .where(and(lt(operations.expiresAt, sql`now()`), inArray(operations.status, EXPIRABLE)))
      .orderBy(asc(operations.expiresAt))
      .limit(batch);
    for (const operation of due) {
      if ((await expireIfDue(db, operation)).status === 'EXPIRED') expired++;
    }
    if (due.length < batch) return expired;
  }
}

/** Runs the expiry sweep every `intervalMs` on a worker; returns the stop function. */
export function startExpirySweep(db: TDb, log: TLogger, intervalMs: number): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireDueOperations(db)
      .then((count) => count && log.info({ count }, 'operations expired'))
      .catch((error) => log.warn({ err: error }, 'expiry sweep failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

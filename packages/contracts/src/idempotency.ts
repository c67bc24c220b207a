import { z } from 'zod';

/** An Idempotency-Key header: letters, digits and - _ . : (a UUID fits). */
export const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/)
  .optional();

/**
 * The headers of a creating POST: with an `Idempotency-Key`, a retry of the same request
 * (same key, same body) within 24 hours gets the first answer back and creates and
 * charges nothing; the same key with another body is 409 CONFLICT.
 */
export const ZIdempotencyHeaders = z.looseObject({
  'idempotency-key': ZIdempotencyKey.describe(
    'Any unique string of 8 to 100 letters, digits and - _ . : (a UUID fits): a retry with ' +
      'the same key and body replays the first answer (header Idempotent-Replayed: true).',
  ),
});

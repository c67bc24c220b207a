import { lte, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { AppError } from '../errors.ts';

export interface TRateRule {
  /** Counter name, e.g. `sign-in:ip:127.0.0.1`. */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Where a caller stands against a counter, as the `RateLimit-Limit`, `RateLimit-Remaining`
 * and `RateLimit-Reset` headers tell it (IETF draft-ietf-httpapi-ratelimit-headers).
 */
export interface TRateState {
  limit: number;
  remaining: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/**
 * A 429 RATE_LIMITED: the answer carries `Retry-After`, `RateLimit-Remaining: 0` and
 * `RateLimit-Reset`, and `RateLimit-Limit` when the refusal is a counter's (not a
 * cooldown's).
 */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    readonly limit?: number,
  ) {
    super('RATE_LIMITED', 'Too many attempts; try again later');
  }
}

/** Sets the `RateLimit-*` headers of an answer within its limit. */
export function sendRateState(
  reply: { header(name: string, value: string): unknown },
  state: TRateState,
): void {
  reply.header('ratelimit-limit', String(state.limit));
  reply.header('ratelimit-remaining', String(state.remaining));
  reply.header('ratelimit-reset', String(state.resetSeconds));
}

/**
 * Counts one hit on each rule (fixed windows in the `rate_limits` table, so every server
 * process shares them) and throws RateLimitedError when any rule is over its maximum. A
 * row lives until its window ends (`expires_at`), then purgeRateLimits deletes it. Answers
 * the state of the rule with the fewest calls left (for the `RateLimit-*` headers).
 */
export async function hitRateLimits(db: TDbOrTx, rules: TRateRule[]): Promise<TRateState> {
  let retryAfter = 0;
  let trippedLimit: number | undefined;
  let tightest: TRateState = { limit: 0, remaining: Number.POSITIVE_INFINITY, resetSeconds: 0 };
  for (const rule of rules) {
    const seconds = rule.windowMs / 1000;
    const result = (await db.execute(sql`
      insert into rate_limits (key, window_start, count, expires_at)
        values (${rule.key}, now(), 1, now() + make_interval(secs => ${seconds}))
      on conflict (key) do update set
        count = case when rate_limits.window_start < now() - make_interval(secs => ${seconds})
          then 1 else rate_limits.count + 1 end,
        window_start = case when rate_limits.window_start < now() - make_interval(secs => ${seconds})
          then now() else rate_limits.window_start end,
        expires_at = case when rate_limits.window_start < now() - make_interval(secs => ${seconds})
          then now() + make_interval(secs => ${seconds}) else rate_limits.expires_at end
      returning count,
        greatest(1, ceil(extract(epoch from (window_start + make_interval(secs => ${seconds}) - now()))))::int
          as retry_after`)) as unknown as { rows: { count: number; retry_after: number }[] };
    const row = result.rows[0];
    if (!row) continue;
    const resetSeconds = Number(row.retry_after);
    if (Number(row.count) > rule.max && resetSeconds > retryAfter) {
      retryAfter = resetSeconds;
      trippedLimit = rule.max;
    }
    const remaining = Math.max(0, rule.max - Number(row.count));
    if (remaining < tightest.remaining) tightest = { limit: rule.max, remaining, resetSeconds };
  }
  if (retryAfter > 0) throw new RateLimitedError(retryAfter, trippedLimit);
  return tightest;
}

/**
 * Counts a call made with a token (a link's, a signer's) from an address: first against
 * the address's counter, then, only when the address is within its limit, against the
 * token's. So one address sending many tokens (made up, or many signers') is capped, and
 * adds no row per token past its cap.
 */
export async function hitTokenRateLimits(
  db: TDbOrTx,
  rules: { ip: TRateRule; token: TRateRule },
): Promise<TRateState> {
  const ip = await hitRateLimits(db, [rules.ip]);
  const token = await hitRateLimits(db, [rules.token]);
  return token.remaining <= ip.remaining ? token : ip;
}

/** Deletes the counters whose window has ended (a periodic job); returns how many. */
export async function purgeRateLimits(db: TDbOrTx): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.expiresAt, sql`now()`))
    .returning({ key: rateLimits.key });
  return gone.length;
}

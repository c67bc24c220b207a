import type { TestOptions } from 'vitest';

/**
 * Test options that skip a suite (or a test) unless `condition` holds, with the reason CI's
 * summary prints beside each of its tests (scripts/ci-summary.ts). Decided as the file is
 * collected, so a skipped suite's hooks (the servers it would start) never run:
 * `describe('two servers', runWhen(process.env.DATABASE_URL, 'PostgreSQL only: ...'), () => {})`.
 * A condition known only inside a test is `context.skip(condition, reason)` instead.
 */
export function runWhen(condition: unknown, reason: string): TestOptions {
  if (condition) return {};
  // Vitest gives a test its `meta` option, and a suite's options to each of its tests; the
  // JSON report carries each test's meta (checked by scripts/ci-summary.test.ts's samples).
  return { skip: true, meta: { skipReason: reason } } as TestOptions;
}

import { beforeAll, describe, expect, it } from 'vitest';
import { runWhen } from '../../apps/server/test/support/run-when.ts';

let tries = 0;
it('passes on its second try', { retry: 1 }, () => {
  tries += 1;
  expect(tries).toBe(2);
});

it('skips with a reason', (context) => {
  context.skip(true, 'font IBM 3270 is not installed');
});

it.skipIf(true)('skips without one', () => {});

describe('a suite for PostgreSQL', runWhen(false, 'PostgreSQL only'), () => {
  beforeAll(() => {
    throw new Error('a skipped suite starts nothing');
  });
  it('runs there', () => expect(1).toBe(1));
});

it('passes', () => expect(1).toBe(1));

import { expect, it } from 'vitest';

it('leaves an error behind', async () => {
  setTimeout(() => {
    throw new Error('thrown after the test');
  }, 0);
  expect(1).toBe(1);
});

it('runs while it is thrown', () => new Promise((resolve) => setTimeout(resolve, 50)));

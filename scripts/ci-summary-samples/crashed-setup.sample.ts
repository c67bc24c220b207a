import { beforeAll, describe, expect, it } from 'vitest';

describe('a server that does not start', () => {
  beforeAll(() => {
    throw new Error('listen EADDRINUSE');
  });
  it('answers', () => expect(1).toBe(1));
  it('answers again', () => expect(1).toBe(1));
});

it('passes beside it', () => expect(1).toBe(1));

import { describe, expect, it } from 'vitest';
import { isCanonicalBase64, ZPublicAnchor } from './verify.ts';

describe('the public anchor log', () => {
  it('takes tokens in canonical base64 only: one spelling per byte string', () => {
    for (const bytes of [[], [0], [0, 1], [0, 1, 2], [255, 254, 253, 252]]) {
      expect(isCanonicalBase64(Buffer.from(bytes).toString('base64'))).toBe(true);
    }
    // Node decodes every one of these to the bytes of a canonical spelling.
    for (const variant of [
      'AA==\n',
      'A\nA==',
      'AA ==',
      'AB==',
      'AAB=',
      'AA',
      'AA=',
      'A===',
      '-_8=',
    ]) {
      expect(isCanonicalBase64(variant), variant).toBe(false);
    }
    const anchor = { id: 1, subject: 's', seq: 1, headHash: 'h', genTime: '', tsa: 't' };
    expect(ZPublicAnchor.safeParse({ ...anchor, token: 'AAEC' }).success).toBe(true);
    expect(ZPublicAnchor.safeParse({ ...anchor, token: 'AA\nEC' }).success).toBe(false);
  });
});

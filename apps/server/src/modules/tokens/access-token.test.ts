import { afterEach, describe, expect, it, vi } from 'vitest';
import { issueToken, tokenKey, verifyToken } from './access-token.ts';

const key = tokenKey('a secret of at least thirty-two characters');
const claims = { typ: 'signer' as const, sub: 'signer-1', op: 'operation-1' };

describe('verifyToken', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('checks expiry and type on every use, also once the signature is known', async () => {
    const token = await issueToken(key, claims, 60);
    expect(await verifyToken(key, token, { typ: 'signer' })).toMatchObject(claims);
    // Known now: the type is still checked.
    await expect(verifyToken(key, token, { typ: 'account' })).rejects.toThrow(
      'The token is not valid',
    );

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    await expect(verifyToken(key, token, { typ: 'signer' })).rejects.toThrow(
      'The token has expired',
    );
    expect(await verifyToken(key, token, { typ: 'any', graceSeconds: 3600 })).toMatchObject(claims);
    vi.setSystemTime(Date.now() + 3600_000);
    await expect(verifyToken(key, token, { typ: 'any', graceSeconds: 3600 })).rejects.toThrow(
      'The token has expired',
    );
  });

  it('refuses a token signed with another key or altered, whatever it verified before', async () => {
    const token = await issueToken(key, claims, 60);
    await verifyToken(key, token, { typ: 'signer' });
    const other = tokenKey('another secret of at least thirty-two characters');
    await expect(verifyToken(other, token, { typ: 'signer' })).rejects.toThrow(
      'The token is not valid',
    );
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), sub: 'x' }),
    ).toString('base64url');
    await expect(
      verifyToken(key, `${header}.${forged}.${signature}`, { typ: 'signer' }),
    ).rejects.toThrow('The token is not valid');
  });
});

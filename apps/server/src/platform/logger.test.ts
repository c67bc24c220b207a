import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger.ts';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhIn0.c2lnbmF0dXJl_-';

describe('redactUrl', () => {
  it.each([
    [
      '/api/auth/reset-password/AbCdEf123?callbackURL=%2F',
      '/api/auth/reset-password/[redacted]?callbackURL=%2F',
    ],
    [
      '/api/auth/verify-email?token=abc&callbackURL=/',
      '/api/auth/verify-email?token=[redacted]&callbackURL=/',
    ],
    ['/?token=AbCdEf123#/resetpassword', '/?token=[redacted]#/resetpassword'],
    ['/api/v2/files?token=x.y.z', '/api/v2/files?token=[redacted]'],
    ['/embed/signing?lang=es&token=abc', '/embed/signing?lang=es&token=[redacted]'],
    [
      '/api/auth/callback/google?code=4%2F0Ab&state=xyz',
      '/api/auth/callback/google?code=[redacted]&state=[redacted]',
    ],
    [`/api/some/new/${JWT}/route`, '/api/some/new/[redacted]/route'],
    ['/api/x?key=cfs_AbC-123_x', '/api/x?key=[redacted]'],
  ])('redacts %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('leaves an address without credentials as it is', () => {
    const url = '/api/operations/0b7c6f0e-3a8e-4c52-9f0e-1d2b3c4d5e6f/files/signed/x?lang=es';
    expect(redactUrl(url)).toBe(url);
  });
});

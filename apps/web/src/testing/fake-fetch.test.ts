import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT } from './account-fixtures';
import { fakeFetch, json, problem } from './fake-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fakeFetch against the contracts', () => {
  it('passes answers that keep their route’s contract, errors included', async () => {
    const { drifts } = fakeFetch({
      'GET /api/account': () => json(200, ACCOUNT),
      'DELETE /api/account': () => new Response(null, { status: 204 }),
      'POST /api/auth/sign-in/email': () =>
        json(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }),
      'GET /api/account/history': () => problem('UNAUTHORIZED'),
    });
    expect((await fetch('/api/account')).status).toBe(200);
    expect((await fetch('/api/account', { method: 'DELETE' })).status).toBe(204);
    expect((await fetch('/api/auth/sign-in/email', { method: 'POST' })).status).toBe(401);
    expect((await fetch('/api/account/history?limit=20')).status).toBe(401);
    expect((await fetch('/api/unrouted')).status).toBe(404);
    expect(drifts).toEqual([]);
  });

  it('rejects an answer that lacks a field of its contract, and records it', async () => {
    const { credits: _, ...withoutCredits } = ACCOUNT;
    const { drifts } = fakeFetch({ 'GET /api/account': () => json(200, withoutCredits) });
    await expect(fetch('/api/account')).rejects.toThrow(
      /fake answer 200 to GET \/api\/account breaks its contract/,
    );
    expect(drifts.splice(0)).toHaveLength(1);
  });

  it('rejects fields the contract does not have, and a body where it has none', async () => {
    const { drifts } = fakeFetch({
      'GET /api/account/sign-in-options': () => json(200, { google: true, facebook: true }),
      'DELETE /api/account': () => json(200, { deleted: true }),
    });
    await expect(fetch('/api/account/sign-in-options')).rejects.toThrow(
      /fields outside the contract/,
    );
    await expect(fetch('/api/account', { method: 'DELETE' })).rejects.toThrow(
      /a body where the contract has none/,
    );
    expect(drifts.splice(0)).toHaveLength(2);
  });

  it('rejects a problem at another status than its code’s, and better-auth errors elsewhere', async () => {
    const { drifts } = fakeFetch({
      'POST /api/auth/sign-in/email': () =>
        json(400, { type: 'about:blank', title: 'x', status: 400, code: 'RATE_LIMITED' }),
      'GET /api/account': () => json(401, { code: 'UNAUTHORIZED', message: 'No session' }),
    });
    await expect(fetch('/api/auth/sign-in/email', { method: 'POST' })).rejects.toThrow(
      /problem RATE_LIMITED \(status 400\) answered with HTTP 400/,
    );
    await expect(fetch('/api/account')).rejects.toThrow(/breaks its contract/);
    expect(drifts.splice(0)).toHaveLength(2);
  });

  it('refuses to fake a route that has no contract', () => {
    expect(() => fakeFetch({ 'GET /api/unknown': () => json(200, {}) })).toThrow(
      'fakeFetch: no contract for GET /api/unknown',
    );
  });

  it.fails('fails the test that leaves a drift behind, even when the app swallowed it', async () => {
    fakeFetch({ 'GET /api/account/sign-in-options': () => json(200, { google: 'yes' }) });
    await fetch('/api/account/sign-in-options').catch(() => undefined);
  });
});

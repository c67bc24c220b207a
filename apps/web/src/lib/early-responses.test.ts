import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client.ts';
import { requestEarly, takeEarlyResponse } from './early-responses.ts';
import { createSessionStore } from './session-store.ts';

afterEach(() => vi.unstubAllGlobals());

function stubNetwork() {
  const network = vi.fn(async (input: RequestInfo | URL) => {
    return new Response(JSON.stringify({ url: String(input), n: network.mock.calls.length }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', network);
  return network;
}

describe('early responses', () => {
  it('hands the early answer to the API client once, for the same URL and credential', async () => {
    const network = stubNetwork();
    void requestEarly('/v2/getoperationbyuuid/d/o', 'signer-token');
    const session = createSessionStore(undefined);
    session.set({ esignToken: 'signer-token' });
    const api = createApiClient({
      fetch: (input, init) => takeEarlyResponse(input, init) ?? globalThis.fetch(input, init),
      session,
      baseUrl: '/api',
      refreshPath: '/v2/refresh',
    });

    expect(await api.get('/v2/getoperationbyuuid/d/o')).toEqual({
      url: '/api/v2/getoperationbyuuid/d/o',
      n: 1,
    });
    expect(network).toHaveBeenCalledTimes(1);
    // Taken once: the next read is a fresh request.
    expect(await api.get('/v2/getoperationbyuuid/d/o')).toMatchObject({ n: 2 });
  });

  it('does not hand an answer to another credential or to a write', () => {
    stubNetwork();
    void requestEarly('/v2/getdocumentbyuuidb64/o/d', 'signer-token');
    const url = '/api/v2/getdocumentbyuuidb64/o/d';
    expect(takeEarlyResponse(url, { headers: { Authorization: 'Bearer other' } })).toBeUndefined();
    expect(
      takeEarlyResponse(url, {
        method: 'POST',
        headers: { Authorization: 'Bearer signer-token' },
      }),
    ).toBeUndefined();
    expect(
      takeEarlyResponse(url, { headers: { Authorization: 'Bearer signer-token' } }),
    ).toBeDefined();
  });

  it("adopts the answer index.html's inline script already asked for, once", async () => {
    const network = stubNetwork();
    const started = Promise.resolve(new Response('picture'));
    const page = { confirmaEarly: { '/api/v2/getdocumentpage/o/d/1 signer-token': started } };
    vi.stubGlobal('window', page);
    expect(requestEarly('/v2/getdocumentpage/o/d/1', 'signer-token')).toBe(started);
    expect(network).not.toHaveBeenCalled();
    expect(page.confirmaEarly).toEqual({});
    void requestEarly('/v2/getdocumentpage/o/d/1', 'signer-token');
    expect(network).toHaveBeenCalledTimes(1);
  });
});

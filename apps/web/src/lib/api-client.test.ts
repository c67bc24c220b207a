import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, createApiClient, errorMessageKey } from './api-client.ts';
import { createSessionStore } from './session-store.ts';

type TCall = { url: string; init: RequestInit };
type THandler = (call: TCall) => Response | Promise<Response>;

const json = (body: unknown, status = 200, type = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': type } });
const problem = (status: number, code: string) =>
  json({ type: 'about:blank', title: 'T', status, code }, status, 'application/problem+json');

function setup(handler: THandler) {
  const calls: TCall[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { url: String(input), init: init ?? {} };
    calls.push(call);
    return handler(call);
  });
  const session = createSessionStore(undefined);
  session.set({ token: 'tok', esignToken: 'esign' });
  const api = createApiClient({ fetch, session, baseUrl: '/api', refreshPath: '/refresh' });
  const header = (i: number, name: string) =>
    ((calls[i]?.init.headers ?? {}) as Record<string, string>)[name];
  return { api, calls, session, header };
}

/** A fetch answer we resolve by hand, to observe the state while it is pending. */
function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('authorization by call kind', () => {
  it('sends no Authorization on login, token on create/account/refresh, esignToken otherwise', async () => {
    const { api, header } = setup(() => json({}));
    await api.post('/login', { username: 'u' }, { kind: 'login' });
    await api.post('/create/withotpandtoken/d', {}, { kind: 'create' });
    await api.get('/x', { kind: 'refresh' });
    await api.get('/getoperationbyuuid/d/o');
    await api.get('/identification/certificate/o/v', { kind: 'account' });
    expect(header(0, 'Authorization')).toBeUndefined();
    expect(header(1, 'Authorization')).toBe('Bearer tok');
    expect(header(2, 'Authorization')).toBe('Bearer tok');
    expect(header(3, 'Authorization')).toBe('Bearer esign');
    expect(header(4, 'Authorization')).toBe('Bearer tok');
  });

  it('always sends no-cache headers, cache no-store and JSON bodies', async () => {
    const { api, calls, header } = setup(() => json({ ok: true }));
    const answer = await api.put('/p', { a: 1 });
    expect(answer).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/p');
    expect(calls[0]?.init).toMatchObject({ method: 'PUT', cache: 'no-store', body: '{"a":1}' });
    expect(header(0, 'Cache-Control')).toBe('no-cache');
    expect(header(0, 'Pragma')).toBe('no-cache');
    expect(header(0, 'Content-Type')).toBe('application/json');
    await api.delete('https://video.example/x');
    expect(calls[1]).toMatchObject({ url: 'https://video.example/x', init: { method: 'DELETE' } });
    expect(header(1, 'Content-Type')).toBeUndefined();
  });
});

describe('loading flag', () => {
  it('stays up until the last overlapping request ends', async () => {
    const answers = [deferred(), deferred()];
    let n = 0;
    const { api, session } = setup(() => (answers[n++] ?? deferred()).promise);
    const first = api.get('/a');
    await Promise.resolve();
    expect(session.get().loading).toBe(true);
    const second = api.get('/b');
    answers[0]?.resolve(json({}));
    await first;
    expect(session.get().loading).toBe(true);
    answers[1]?.resolve(json({}));
    await second;
    expect(session.get().loading).toBe(false);
  });

  it.each([
    '/startidentification/o',
    'https://video.example/start/s',
    '/detection/face/o',
    '/saveidentificationdata/o/v',
    '/identificationresult/o/v',
  ])('is not raised for %s', async (path) => {
    const answer = deferred();
    const { api, session } = setup(() => answer.promise);
    const pending = api.post(path);
    await Promise.resolve();
    expect(session.get().loading).toBe(false);
    answer.resolve(json({}));
    await pending;
  });

  it('is lowered after a failure', async () => {
    const { api, session } = setup(() => problem(404, 'NOT_FOUND'));
    await expect(api.get('/a')).rejects.toBeInstanceOf(ApiError);
    expect(session.get().loading).toBe(false);
  });
});

describe('401 handling', () => {
  it('refreshes with the token, stores the new tokens and retries once', async () => {
    const { api, calls, session, header } = setup(({ url, init }) => {
      if (url === '/api/refresh') return json({ token: 'tok2', esignToken: 'esign2' });
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer esign2' ? json({ id: 1 }) : problem(401, 'UNAUTHORIZED');
    });
    await expect(api.get('/op')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/op', '/api/refresh', '/api/op']);
    expect(calls[1]?.init.method).toBe('GET');
    expect(header(1, 'Authorization')).toBe('Bearer tok');
    expect(session.get()).toMatchObject({ token: 'tok2', esignToken: 'esign2' });
  });

  it('rejects when the refresh fails, without retrying', async () => {
    const { api, calls } = setup(({ url }) =>
      url === '/api/refresh' ? problem(403, 'FORBIDDEN') : problem(401, 'UNAUTHORIZED'),
    );
    await expect(api.get('/op')).rejects.toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    expect(calls).toHaveLength(2);
  });

  it('rejects when the retry is 401 again (no second refresh)', async () => {
    const { api, calls } = setup(({ url }) =>
      url === '/api/refresh' ? json({ token: 'tok2' }) : problem(401, 'UNAUTHORIZED'),
    );
    await expect(api.get('/op')).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/op', '/api/refresh', '/api/op']);
  });

  it('does not refresh after a 401 on a login call', async () => {
    const { api, calls } = setup(() => problem(401, 'UNAUTHORIZED'));
    await expect(api.post('/login', {}, { kind: 'login' })).rejects.toBeInstanceOf(ApiError);
    expect(calls).toHaveLength(1);
  });

  it('shares one refresh between concurrent 401s', async () => {
    const refresh = deferred();
    const { api, calls } = setup(({ url, init }) => {
      if (url === '/api/refresh') return refresh.promise;
      const auth = (init.headers as Record<string, string>).Authorization;
      return auth === 'Bearer esign2' ? json({ url }) : problem(401, 'UNAUTHORIZED');
    });
    const all = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1));
    refresh.resolve(json({ token: 'tok2', esignToken: 'esign2' }));
    await expect(all).resolves.toEqual([{ url: '/api/a' }, { url: '/api/b' }, { url: '/api/c' }]);
    expect(calls.filter((c) => c.url === '/api/refresh')).toHaveLength(1);
  });
});

describe('errors and parsing', () => {
  it('extracts the code of a problem+json answer', async () => {
    const { api } = setup(() => problem(409, 'CONFLICT'));
    const error = await api.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'CONFLICT', isNetworkError: false });
  });

  it('says how long to wait from Retry-After, in seconds or as a date', async () => {
    const limited = (retryAfter: string) => {
      const answer = problem(429, 'RATE_LIMITED');
      answer.headers.set('Retry-After', retryAfter);
      return answer;
    };
    const inSeconds = setup(() => limited('45'));
    await expect(inSeconds.api.post('/x')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      retryAfterSeconds: 45,
    });
    const later = new Date(Date.now() + 120_000).toUTCString();
    const error = await setup(() => limited(later))
      .api.post('/x')
      .catch((e: unknown) => e);
    expect((error as ApiError).retryAfterSeconds).toBeGreaterThanOrEqual(118);
    expect((error as ApiError).retryAfterSeconds).toBeLessThanOrEqual(120);
    const none = await setup(() => problem(409, 'CONFLICT'))
      .api.post('/x')
      .catch((e: unknown) => e);
    expect((none as ApiError).retryAfterSeconds).toBeUndefined();
  });

  it('uses INTERNAL for an answer that is not problem+json', async () => {
    const { api } = setup(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(api.get('/x')).rejects.toMatchObject({ status: 502, code: 'INTERNAL' });
  });

  it('flags a network failure', async () => {
    const { api } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 0, code: 'NETWORK', isNetworkError: true });
    expect(errorMessageKey(error)).toBe('network');
  });

  it('maps any thrown value to a key of the errors namespace', () => {
    expect(errorMessageKey(new ApiError(409, 'CONFLICT', 'x'))).toBe('CONFLICT');
    expect(errorMessageKey(new ApiError(200, 'INVALID_RESPONSE', 'x'))).toBe('unknown');
    expect(errorMessageKey(new Error('boom'))).toBe('unknown');
  });

  it('parses the answer with a schema and rejects one that does not match', async () => {
    const { api } = setup(({ url }) => json(url.endsWith('good') ? { n: 1 } : { n: 'one' }));
    const schema = z.object({ n: z.number() });
    const good: { n: number } = await api.get('/good', { schema });
    expect(good).toEqual({ n: 1 });
    await expect(api.get('/bad', { schema })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('returns text answers as text and empty answers as undefined', async () => {
    const { api } = setup(({ url }) =>
      url.endsWith('pdf') ? new Response('JVBERi0x') : new Response(null, { status: 204 }),
    );
    await expect(api.get('/pdf')).resolves.toBe('JVBERi0x');
    await expect(api.patch('/none', { a: 1 })).resolves.toBeUndefined();
  });
});

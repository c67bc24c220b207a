/**
 * A tiny browser stand-in for API tests: keeps cookies between calls and sends the Origin
 * header a browser would.
 */
export function createHttpClient(baseUrl: string, defaults: Record<string, string> = {}) {
  const jar = new Map<string, string>();
  async function call(method: string, path: string, body?: unknown, headers = {}) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        origin: baseUrl,
        ...defaults,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(jar.size ? { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
  return {
    jar,
    get: (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers),
    post: (path: string, body?: unknown, headers?: Record<string, string>) =>
      call('POST', path, body ?? {}, headers),
    patch: (path: string, body: unknown) => call('PATCH', path, body),
    put: (path: string, body: unknown, headers?: Record<string, string>) =>
      call('PUT', path, body, headers),
    /** Any method, with a JSON body unless GET or HEAD. */
    send: (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
      call(method, path, method === 'GET' || method === 'HEAD' ? undefined : (body ?? {}), headers),
    delete: (path: string, body: unknown) => call('DELETE', path, body),
  };
}

export type THttpClient = ReturnType<typeof createHttpClient>;

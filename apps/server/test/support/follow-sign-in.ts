import type { THttpClient } from './http-client.ts';

/** Follows redirects by hand, keeping each side's cookies, until the product answers. */
export async function followSignIn(start: string, product: THttpClient, productUrl: string) {
  const issuerCookies = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 15; hop += 1) {
    if (url.startsWith(productUrl)) {
      const response = await product.get(url.slice(productUrl.length));
      if (response.status < 300 || response.status >= 400) return { url, response };
      url = new URL(response.headers.get('location') ?? '', url).toString();
      if (!url.includes('/api/')) return { url, response };
      continue;
    }
    const response = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...issuerCookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const index = pair.indexOf('=');
      issuerCookies.set(pair.slice(0, index), pair.slice(index + 1));
    }
    const location = response.headers.get('location');
    if (!location)
      throw new Error(`issuer stopped at ${url}: ${response.status} ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  throw new Error('too many redirects');
}

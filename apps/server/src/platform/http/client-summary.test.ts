import { describe, expect, it } from 'vitest';
import { maskIp, summariseUserAgent } from './client-summary.ts';

describe('maskIp', () => {
  it('hides the host part of IPv4, mapped IPv4 and IPv6 addresses', () => {
    expect(maskIp('203.0.113.42')).toBe('203.0.113.x');
    expect(maskIp('::ffff:192.0.2.7')).toBe('192.0.2.x');
    expect(maskIp('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3:8d3:…');
    expect(maskIp('2001:db8::1')).toBe('2001:db8:…');
    expect(maskIp(null)).toBeNull();
    expect(maskIp('not an address')).toBeNull();
  });
});

describe('summariseUserAgent', () => {
  it('names the browser, its major version and the system', () => {
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
      ),
    ).toBe('Chrome 142 on Android');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('Safari 18 on iOS');
    expect(
      summariseUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36 Edg/141.0.3537.57',
      ),
    ).toBe('Edge 141 on Windows');
    expect(
      summariseUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:144.0) Gecko/20100101 Firefox/144.0'),
    ).toBe('Firefox 144 on Linux');
  });

  it('keeps an unknown agent short and gives null for none', () => {
    expect(summariseUserAgent('curl/8.11.1')).toBe('curl/8.11.1');
    expect(summariseUserAgent('x'.repeat(100))).toHaveLength(60);
    expect(summariseUserAgent(null)).toBeNull();
  });
});

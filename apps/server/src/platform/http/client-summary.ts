/**
 * How a client is shown to people (the sender's timeline, the certificate): the address
 * with its host part hidden and the user agent summarised. The evidence keeps both whole.
 */

/** `203.0.113.42` → `203.0.113.x`; an IPv6 address keeps its first four groups. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  const address = mapped?.[1] ?? ip;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(address)) return address.replace(/\.\d+$/, '.x');
  if (address.includes(':')) {
    const groups = address.split('::')[0]?.split(':').filter(Boolean) ?? [];
    return `${groups.slice(0, 4).join(':')}:…`;
  }
  return null;
}

const BROWSERS: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/Firefox\/(\d+)|FxiOS\/(\d+)/, 'Firefox'],
  [/CriOS\/(\d+)|Chrom(?:e|ium)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+)(?:\.[\d.]*)? (?:Mobile\/\S+ )?Safari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows NT/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * `Mozilla/5.0 (Linux; Android 14; …) … Chrome/142.0.0.0 Mobile Safari/537.36` →
 * `Chrome 142 on Android`. Unknown agents are cut to 60 characters; none → null.
 */
export function summariseUserAgent(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  for (const [pattern, name] of BROWSERS) {
    const match = pattern.exec(userAgent);
    if (!match) continue;
    const version = match.slice(1).find(Boolean);
    const browser = version ? `${name} ${version}` : name;
    return system ? `${browser} on ${system}` : browser;
  }
  const short = userAgent.length > 60 ? `${userAgent.slice(0, 59)}…` : userAgent;
  return system ? `${short} (${system})` : short;
}

import { EMBED_ORIGINS_MAX } from '@confirma/contracts/webhooks';
import { AppError } from '../../platform/errors.ts';

/** Hosts that may be embedded over plain http: the integrator's own machine. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1']);

/** The i18n keys of the field issues (errors namespace of the web client). */
export const EMBED_ORIGIN_ISSUES = {
  invalid: 'errors:embedOrigin.invalid',
  insecure: 'errors:embedOrigin.insecure',
} as const;

/**
 * One origin as a browser writes it (`Origin`, `frame-ancestors`): lower case, no default
 * port. `null` when it is not an origin. The contract's pattern already allows only
 * `scheme://host[:port]`; this also checks the host's labels and the port's range.
 */
function canonicalOrigin(origin: string): string | null {
  let url: URL;
  try {
    url = new URL(origin.trim().toLowerCase());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const labels = url.hostname.split('.');
  if (labels.some((label) => !/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label))) return null;
  return url.origin;
}

/**
 * The account's allowed origins as they are stored: lower case, default ports dropped,
 * duplicates removed, in the order given. https anywhere; http only for localhost and
 * 127.0.0.1 (in every environment: a page served over http elsewhere can be altered on the
 * way, and so can the messages it receives). Any bad entry is 400 VALIDATION_FAILED naming
 * each one (`body.origins.<index>`) with an i18n key as its message.
 */
export function normaliseEmbedOrigins(origins: readonly string[]): string[] {
  const issues: { path: string; message: string }[] = [];
  const result: string[] = [];
  for (const [index, origin] of origins.entries()) {
    const canonical = canonicalOrigin(origin);
    const path = `body.origins.${index}`;
    if (!canonical) {
      issues.push({ path, message: EMBED_ORIGIN_ISSUES.invalid });
    } else if (
      new URL(canonical).protocol === 'http:' &&
      !LOOPBACK_HOSTS.has(new URL(canonical).hostname)
    ) {
      issues.push({ path, message: EMBED_ORIGIN_ISSUES.insecure });
    } else if (!result.includes(canonical)) {
      result.push(canonical);
    }
  }
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some origins cannot embed the pages', issues);
  }
  if (result.length > EMBED_ORIGINS_MAX) {
    throw new AppError('VALIDATION_FAILED', `At most ${EMBED_ORIGINS_MAX} origins`);
  }
  return result;
}

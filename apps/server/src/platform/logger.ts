import { type DestinationStream, pino } from 'pino';
import type { TConfig } from './config.ts';

/**
 * Query parameters that carry credentials: the download, embed and e-mail verification links
 * (`token`, `t`) and the OpenID provider's redirect back (`code`, `state`).
 */
const SECRET_QUERY = /([?&](?:token|t|code|state)=)[^&#]*/gi;

/** Paths whose last segment is a credential: better-auth's password-reset link. */
const SECRET_PATH = /^(\/api\/auth\/reset-password\/)[^/?#]+/;

/**
 * A part of an address shaped like a credential this server issues: a JWT (account, signer,
 * file and e-mail verification tokens) or an API secret (`cfs_…`). Tested part by part
 * (between `/ ? & = #`), so a route added later with a token in its path is covered before
 * anyone names it above.
 */
const TOKEN_SHAPED = /^(?:eyJ[\w-]*\.[\w-]*\.[\w-]*|cfs_[\w-]+)$/;
const URL_DELIMITERS = /([/?&=#])/;

/** The address of a request as it may be logged: every credential in it replaced. */
export function redactUrl(url: string): string {
  const named = url.replace(SECRET_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
  // Every request's line passes here: most addresses hold neither shape and are not split.
  if (!named.includes('eyJ') && !named.includes('cfs_')) return named;
  return named
    .split(URL_DELIMITERS)
    .map((part) => (TOKEN_SHAPED.test(part) ? '[redacted]' : part))
    .join('');
}

export function createLogger(config: Pick<TConfig, 'LOG_LEVEL'>, destination?: DestinationStream) {
  const options = {
    level: config.LOG_LEVEL,
    serializers: {
      req: (request: { method?: string; url?: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url ?? ''),
        host: request.hostname,
        remoteAddress: request.ip,
      }),
    },
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      censor: '[redacted]',
    },
  };
  return destination ? pino(options, destination) : pino(options);
}

export type TLogger = ReturnType<typeof createLogger>;

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';

/** A JSON answer (the API's, problems included) is data, never a page a browser draws. */
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/;

/** An origin as `frame-ancestors` takes it: nothing that could end or add a directive. */
const FRAMING_ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d{1,5})?$/;

/** What a route may change in the security headers of its own answer. */
export interface TSecurityHeaders {
  /**
   * Makes this answer a page that exactly `origins` may frame (the embedded signing pages):
   * its CSP's `frame-ancestors` lists them (`'none'` without any), `scriptHashes` run beside
   * the SPA's own inline scripts, and X-Frame-Options goes, since some browsers obey it over
   * the CSP. Every other answer keeps `frame-ancestors 'self'` and `X-Frame-Options: SAMEORIGIN`.
   */
  allowFraming(
    reply: FastifyReply,
    framing: { origins: readonly string[]; scriptHashes?: readonly string[] },
  ): void;
}

/** A CSP with `frame-ancestors` and `script-src` changed as allowFraming says. */
function framedPolicy(
  policy: string,
  { origins, scriptHashes = [] }: Parameters<TSecurityHeaders['allowFraming']>[1],
): string {
  const allowed = origins.filter((origin) => FRAMING_ORIGIN.test(origin));
  return policy
    .split(';')
    .map((directive) => {
      const [name] = directive.trim().split(/\s+/);
      if (name === 'frame-ancestors') {
        return `frame-ancestors ${allowed.length > 0 ? allowed.join(' ') : "'none'"}`;
      }
      if (name === 'script-src') return [directive, ...scriptHashes].join(' ');
      return directive;
    })
    .join(';');
}

/** The headers a middleware such as helmet's sets, captured once on a stand-in response. */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: () => void) => void,
): [string, string][] {
  const headers: [string, string][] = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * Security headers, worked out once at start and written by two synchronous hooks:
 * - on arrival, what guards any answer: no MIME sniffing, no framing by another site, no
 *   reading by another origin's page, HSTS behind HTTPS. A Server-Sent Events stream,
 *   which Fastify lets go of before it sends, keeps these (`openEventStream`);
 * - as it is sent, by its type: a page or file gets helmet's whole set. The SPA loads only
 *   its own hashed assets; MUI (emotion) injects style elements, hence 'unsafe-inline' for
 *   styles only; camera and microphone stay allowed for the identification pages on our
 *   own origin. A JSON answer gets only a CSP that allows nothing, as OWASP's REST
 *   cheat sheet advises: the rest of the set (referrer, opener, permissions and IE-era
 *   headers) governs documents, and writing 14 headers instead of 5 was a fifth of what
 *   /api/health cost. A header the route wrote itself (the API docs' CSP, an embedded
 *   page's, see `allowFraming`) is kept.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Hashes of the SPA's own inline scripts (`inlineScriptHashes`). */
  scriptHashes: readonly string[] = [],
): TSecurityHeaders {
  const https = publicUrl.startsWith('https://');
  const pageHeaders = headersSetBy(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...scriptHashes],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          mediaSrc: ["'self'", 'blob:'],
          workerSrc: ["'self'", 'blob:'],
          frameSrc: ["'self'", 'blob:'],
          frameAncestors: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Upgrading would break plain-HTTP local runs; behind HTTPS it is on.
          upgradeInsecureRequests: https ? [] : null,
        },
      },
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    }),
  );
  pageHeaders.push(['permissions-policy', 'camera=(self), microphone=(self), geolocation=()']);
  const common = new Set([
    'x-content-type-options',
    'x-frame-options',
    'cross-origin-resource-policy',
    'strict-transport-security',
  ]);
  const onArrival = pageHeaders.filter(([name]) => common.has(name));
  const pageOnly = pageHeaders.filter(([name]) => !common.has(name));
  const jsonOnly: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ];

  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of onArrival) reply.header(name, value);
    done();
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    const headers = typeof type === 'string' && JSON_TYPE.test(type) ? jsonOnly : pageOnly;
    for (const [name, value] of headers) if (!reply.hasHeader(name)) reply.header(name, value);
    done(null, payload);
  });

  const pagePolicy = pageOnly.find(([name]) => name === 'content-security-policy')?.[1] ?? '';
  return {
    allowFraming(reply, framing) {
      reply.header('content-security-policy', framedPolicy(pagePolicy, framing));
      reply.removeHeader('x-frame-options');
    },
  };
}

import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. The SPA loads only its own hashed assets; MUI (emotion) injects style
 * elements, hence 'unsafe-inline' for styles only. Camera and microphone stay allowed for
 * the identification pages on our own origin. helmet is built once and applied in one
 * synchronous hook (@fastify/helmet built it again on every request, parsing the CSP each
 * time, behind an async hook: a third of what /api/health cost).
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  publicUrl: string,
  /** Hashes of the SPA's own inline scripts (`inlineScriptHashes`). */
  scriptHashes: readonly string[] = [],
) {
  const https = publicUrl.startsWith('https://');
  const applyHelmet = helmet({
    // /api/docs sets its own CSP (swagger-ui's staticCSP).
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
  });
  // Set on arrival (a synchronous hook: no promise per request); a route's own header (the
  // API docs' CSP) is written over them when it answers.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', 'camera=(self), microphone=(self), geolocation=()');
    applyHelmet(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
}

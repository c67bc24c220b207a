import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

/**
 * Every setting of the server, read from the environment once at start.
 * Nothing else in the server reads `process.env`. Documented in `.env.example`.
 */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** `all` serves HTTP and runs jobs; `web` only HTTP; `worker` only jobs. */
    ROLE: z.enum(['all', 'web', 'worker']).default('all'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().default('http://localhost:3000'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** Embedded data (PGlite database, blobs) lives here when no external service is set. */
    DATA_DIR: z.string().min(1).default('./data'),
    /** PostgreSQL connection string; when unset the embedded PGlite database is used. */
    DATABASE_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** Largest request body accepted, in bytes. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(25 * 1024 * 1024),
    /** smtp:// or smtps:// URL; when unset e-mail goes to the outbox. */
    SMTP_URL: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3).default('Confirma <no-reply@confirma.local>'),
    /** HTTP SMS provider endpoint (JSON POST); when unset SMS goes to the outbox. */
    SMS_PROVIDER_URL: optionalUrl,
    SMS_PROVIDER_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().min(1).max(11).default('Confirma'),
    /** Serve GET /api/dev/outbox; defaults to on outside production. */
    OUTBOX_ENABLED: bool.optional(),
    JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
    /** A claimed job is owned for this long; a crashed worker's job is taken again after it. */
    JOBS_LEASE_MS: z.coerce.number().int().min(200).default(60_000),
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
    JOBS_BACKOFF_BASE_MS: z.coerce.number().int().min(10).default(2000),
    /** How often a worker expires operations past their end date. */
    EXPIRY_SWEEP_MS: z.coerce.number().int().min(1000).default(60_000),
    /**
     * Signs session cookies and tokens (32+ characters). Required in production; elsewhere
     * generated on first start and kept in DATA_DIR/secrets/auth-secret.
     */
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** The fixed domain identifier (spec: domainUuid); generated and kept when unset. */
    DOMAIN_UUID: z.uuid().optional(),
    /** Google sign-in (OpenID Connect): the button shows only when both are set. */
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    /** OpenID discovery document; another issuer may stand in for Google (tests). */
    GOOGLE_DISCOVERY_URL: z
      .url()
      .default('https://accounts.google.com/.well-known/openid-configuration'),
    /**
     * Sealing identities from PKCS#12 files instead of the PKI generated under DATA_DIR/pki:
     * the document-sealing certificate and the time-stamping (TSA) certificate.
     */
    SEAL_P12_PATH: z.string().min(1).optional(),
    SEAL_P12_PASSWORD: z.string().optional(),
    TSA_P12_PATH: z.string().min(1).optional(),
    TSA_P12_PASSWORD: z.string().optional(),
    /**
     * An external RFC 3161 time-stamp authority (e.g. a qualified TSA). When unset the
     * platform's own TSA stamps the signatures. A failed stamp is retried by a job.
     */
    TSA_URL: optionalUrl,
    TSA_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /** Sign-in attempts allowed per IP and per account in 15 minutes. */
    AUTH_SIGN_IN_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Sign-ups, reset and verification e-mails allowed per IP (and per address) per hour. */
    AUTH_EMAIL_LIMIT: z.coerce.number().int().min(1).default(5),
    /**
     * Public demo proof of work (ALTCHA, PBKDF2/SHA-256): iterations per attempt, and the
     * largest secret counter (the solver needs between half of it and all of it attempts).
     * The defaults average 0.9 M iterations: ~0.3 s on a desktop, ~1 s on a mid-range phone.
     */
    DEMO_POW_COST: z.coerce.number().int().min(1).max(1_000_000).default(1000),
    DEMO_POW_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(1200),
    /** Demo challenges issued per IP per minute. */
    DEMO_CHALLENGE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Demo operations per IP per hour, and per destination phone and e-mail per day. */
    DEMO_IP_LIMIT: z.coerce.number().int().min(1).default(5),
    DEMO_DESTINATION_LIMIT: z.coerce.number().int().min(1).default(3),
    /** Contact-form proof-of-work challenges per IP per minute. */
    CONTACT_CHALLENGE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Contact requests accepted per IP per hour (the three public contact forms together). */
    CONTACT_IP_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Where every contact request is notified, and the language of that e-mail. */
    SALES_EMAIL: z.email().default('sales@confirma.local'),
    SALES_EMAIL_LANG: z.enum(['es', 'en', 'it']).default('es'),
    /** Analytics events accepted per IP per minute. */
    ANALYTICS_IP_LIMIT: z.coerce.number().int().min(1).default(120),
    /** The built web client; served at `/` when present. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'required in production' });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_SECRET'],
        message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together',
      });
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    OUTBOX_ENABLED: env.OUTBOX_ENABLED ?? env.NODE_ENV !== 'production',
  }));

export type TConfig = z.infer<typeof ZConfig>;

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parse the environment; throws a ConfigError listing every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  // An empty variable (`SMTP_URL=` copied from .env.example) means unset.
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ZConfig.safeParse(set);
  if (!result.success) {
    throw new ConfigError(
      result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Reads `.env` from the working directory into the environment when present. */
export function loadDotEnv(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

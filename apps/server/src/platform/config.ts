import fs from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_VAT_RATE_PERCENT } from '@confirma/contracts/vat';
import { z } from 'zod';
import { DEFAULT_MAX_IMAGE_PIXELS } from './images/image-size.ts';
import { DAY_MS } from './time-units.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

function withoutTrailingSlashes(url: string): string {
  let end = url.length;
  while (end > 0 && url[end - 1] === '/') end -= 1;
  return url.slice(0, end);
}

/** A cron schedule: five fields (minute, hour, day of month, month, day of week). */
const cron = z
  .string()
  .trim()
  .regex(/^[\d*/,\-A-Za-z?]+(\s+[\d*/,\-A-Za-z?]+){4}$/, 'must be a five-field cron schedule');

/** Days after an invitation, e.g. `2,5`, in increasing order; `off` (or `none`) for none. */
const reminderDays = z
  .string()
  .trim()
  .transform((value, ctx): number[] => {
    if (/^(off|none)$/i.test(value)) return [];
    const days = value.split(',').map((item) => Number(item.trim()));
    const valid = days.every((day) => Number.isInteger(day) && day >= 1 && day <= 365);
    if (!valid || days.some((day, index) => index > 0 && day <= (days[index - 1] ?? 0))) {
      ctx.addIssue({
        code: 'custom',
        message: 'days from 1 to 365 in increasing order separated by commas (2,5), or off',
      });
      return z.NEVER;
    }
    return days;
  });

const optionalUrl = z.preprocess((value) => (value === '' ? undefined : value), z.url().optional());

/** The named ranges Fastify's `trustProxy` (proxy-addr) understands. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

/** An IP address, a CIDR range (`10.0.0.0/8`, `fd00::/8`) or a named range. */
function isProxyRange(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Which proxies may tell us the client's address (X-Forwarded-For): none (`false`), a hop
 * count, or a list of addresses and ranges. Fastify then takes the right-most address no
 * trusted proxy wrote, so an address the client wrote itself is never taken.
 */
const trustedProxies = z
  .string()
  .default('')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === '') return false;
    if (/^\d+$/.test(text)) return Number(text) > 0 ? Number(text) : false;
    const items = text.split(',').map((item) => item.trim());
    const bad = items.filter((item) => !isProxyRange(item));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `not an IP address, CIDR range or hop count: ${bad.join(', ') || '(empty)'}`,
      });
      return z.NEVER;
    }
    return items;
  });

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
    /** Where people reach the product; stored without trailing slashes, links append `/…`. */
    PUBLIC_URL: z.url().default('http://localhost:3000').transform(withoutTrailingSlashes),
    /**
     * Proxies in front of the server whose X-Forwarded-For is believed: comma-separated IP
     * addresses or CIDR ranges, or a hop count. Unset: none, the socket's address is the
     * client's (per-IP limits and evidence use it).
     */
    TRUSTED_PROXIES: trustedProxies,
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
    /**
     * Admission control of the API's writes, per process (platform/http/admission.ts):
     * served at once, waiting at most, the longest wait (ms) and the Retry-After (s) of the
     * 503 SERVER_BUSY that refuses one more.
     */
    ADMISSION_RUNNING: z.coerce.number().int().min(1).max(256).default(4),
    ADMISSION_WAITING: z.coerce.number().int().min(0).max(10_000).default(64),
    ADMISSION_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
    ADMISSION_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(2),
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
    /** Largest total of files attached to one e-mail; beyond it, download links are sent. */
    MAIL_ATTACHMENTS_MAX_BYTES: z.coerce
      .number()
      .int()
      .min(0)
      .default(10 * 1024 * 1024),
    /** HTTP SMS provider endpoint (JSON POST); when unset SMS goes to the outbox. */
    SMS_PROVIDER_URL: optionalUrl,
    SMS_PROVIDER_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().min(1).max(11).default('Confirma'),
    /** Serve GET /api/dev/outbox; defaults to on outside production. */
    OUTBOX_ENABLED: bool.optional(),
    /**
     * Administrators and platform reviewers must sign in with two-step verification to use
     * the back office and the review desk (403 SECOND_FACTOR_REQUIRED until they turn it
     * on). Default: on with NODE_ENV=production, off otherwise.
     */
    STAFF_SECOND_FACTOR: bool.optional(),
    /** How often an idle worker looks for due jobs. */
    JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
    /** Jobs one process runs at once, all types together. */
    JOBS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    /** Tries of a job before it is dead (pg-boss state `failed`). */
    JOBS_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(5),
    /** The wait after a first failed try, doubled (with up to 100% jitter) after each next one. */
    JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(2),
    /** The longest wait between two tries of a job (the doubling stops there). */
    JOBS_RETRY_DELAY_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
    /**
     * A try still running after this is failed and the job taken again (its worker died):
     * longer than any job takes. pg-boss allows less than a day.
     */
    JOBS_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_399).default(300),
    /** How often one worker fails expired tries and archives ended jobs. */
    JOBS_MAINTENANCE_SECONDS: z.coerce.number().int().min(1).max(86_399).default(60),
    /** How long a dead (failed) job stays listed and retryable by `npm run jobs`. */
    JOBS_FAILED_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /**
     * How long a deferred seal (the time stamp failed at signing time) keeps being retried
     * before its job is dead; a worker's sweep gives a SEALING operation a new job anyway.
     */
    SEAL_RETRY_HORIZON_MS: z.coerce.number().int().min(1000).default(DAY_MS),
    /**
     * Where documents, images and videos are kept (content-addressed, checked on every
     * read): `disk` under DATA_DIR/blobs (one machine, or a shared directory), `postgres`
     * in the database's `blobs` table (every process that shares the database shares
     * them), `s3` in the bucket S3_BUCKET. `npm run blobs:migrate` copies between them.
     */
    BLOB_STORE: z.enum(['disk', 'postgres', 's3']).default('disk'),
    S3_BUCKET: z.string().min(3).optional(),
    /** Prepended to every object name, to share a bucket (`confirma/`). */
    S3_PREFIX: z.string().default(''),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service (MinIO, Ceph, R2...); unset: AWS itself. */
    S3_ENDPOINT: optionalUrl,
    /** `endpoint/bucket/key` addressing, which most S3-compatible services need. */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Unset: the AWS SDK's default chain (AWS_* variables, instance or task role). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * When a worker deletes the stored files nothing references any more (a cron schedule,
     * UTC), and how long a file is left alone after it was stored (a change that has not
     * committed yet).
     */
    BLOB_GC_CRON: cron.default('0 */6 * * *'),
    /**
     * When a worker renews the archive time stamp of signed documents (PAdES B-LTA) whose
     * newest time stamp's TSA certificate ends within ARCHIVE_RENEW_DAYS (UTC cron).
     */
    ARCHIVE_TIME_STAMP_CRON: cron.default('30 3 * * *'),
    ARCHIVE_RENEW_DAYS: z.coerce.number().int().min(1).max(3650).default(365),
    BLOB_GC_GRACE_MS: z.coerce.number().int().min(60_000).default(DAY_MS),
    /** When a worker expires operations past their end date and re-queues lost seal jobs. */
    EXPIRY_SWEEP_CRON: cron.default('* * * * *'),
    /**
     * Automatic reminders to signers who have not signed: the days after their invitation
     * on which each goes out (`2,5`: two reminders), sent by the operation sweep; `off`
     * sends none.
     */
    REMINDER_DAYS: reminderDays.default([2, 5]),
    /**
     * How often a sender may write again to an operation's signers (resend the invitation,
     * send a reminder; both counted together per operation): one every
     * SENDER_NUDGE_INTERVAL_SECONDS, SENDER_NUDGE_DAILY_MAX in 24 hours.
     */
    SENDER_NUDGE_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(600),
    SENDER_NUDGE_DAILY_MAX: z.coerce.number().int().min(1).max(100).default(5),
    /**
     * The e-mails that tell a sender their operation moved (signed, rejected, expired) go
     * out this long after the change: never while the signer is still downloading what
     * they signed. 0 sends them at once (tests).
     */
    SENDER_NOTICE_DELAY_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
    /** When a worker time-stamps (anchors) every evidence chain whose head moved. */
    EVIDENCE_ANCHOR_CRON: cron.default('0 * * * *'),
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
     * Single sign-on: the origins (`https://idp.example.com`, comma-separated) of the identity
     * providers organisations may register. The SSO plugin fetches an OpenID discovery document
     * only from these (no server-side request to an address the operator did not list).
     */
    SSO_IDP_ORIGINS: z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((item) => item.trim())
          .filter((item) => item !== ''),
      )
      .pipe(z.array(z.url())),
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
    /**
     * PEM file with the certificate of the TSA at TSA_URL, or of the CA that issues it:
     * evidence anchors are trusted only when stamped by the platform TSA or by these.
     */
    TSA_CA_PATH: z.string().min(1).optional(),
    /**
     * How long (ms) a process may reuse its finding that an account token's session or API
     * credential is alive before looking again; 0 looks on every request. Also how long
     * another process may accept a token after a sign-out, a revocation or an erasure.
     */
    TOKEN_LIVENESS_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
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
    /**
     * Demo operations with a video identification (on top of the limits above): per IP per
     * day, and per destination phone and e-mail per day.
     */
    DEMO_IDENTIFICATION_IP_LIMIT: z.coerce.number().int().min(1).default(3),
    DEMO_IDENTIFICATION_DESTINATION_LIMIT: z.coerce.number().int().min(1).default(1),
    /**
     * Guest check-ins an establishment's link starts: per IP per day, and per link per day
     * (the platform's bound, beside each establishment's own daily maximum).
     */
    CHECKIN_IP_LIMIT: z.coerce.number().int().min(1).default(10),
    CHECKIN_LINK_LIMIT: z.coerce.number().int().min(1).default(500),
    /** Check-in challenges issued per IP per minute. */
    CHECKIN_CHALLENGE_LIMIT: z.coerce.number().int().min(1).default(30),
    /**
     * The demo's budget of the vision pool, per process: its detections running at once,
     * and waiting; one more is refused with 503 VISION_BUSY and this Retry-After (seconds).
     */
    DEMO_VISION_CONCURRENCY: z.coerce.number().int().min(1).max(8).default(1),
    DEMO_VISION_QUEUE: z.coerce.number().int().min(0).default(2),
    DEMO_VISION_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(600).default(60),
    /** Hours a demo identification's images and video are kept (then purged and deleted). */
    DEMO_IDENTIFICATION_RETENTION_HOURS: z.coerce.number().int().min(1).max(23).default(12),
    /** Contact-form proof-of-work challenges per IP per minute. */
    CONTACT_CHALLENGE_LIMIT: z.coerce.number().int().min(1).default(30),
    /** Contact requests accepted per IP per hour (the three public contact forms together). */
    CONTACT_IP_LIMIT: z.coerce.number().int().min(1).default(10),
    /** Where every contact request is notified, and the language of that e-mail. */
    SALES_EMAIL: z.email().default('sales@confirma.local'),
    SALES_EMAIL_LANG: z.enum(['es', 'en', 'it']).default('es'),
    /** Documents one operation may carry (create answers 400 beyond it). */
    OPERATION_MAX_DOCUMENTS: z.coerce.number().int().min(1).max(500).default(50),
    /** Days a certified notification waits for its acknowledgement before it expires. */
    NOTIFICATION_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(10),
    /**
     * Bearer secret of the inbound delivery-status endpoint (POST /api/notifications/dsn),
     * where the mail system pipes the bounce reports (RFC 3464) it receives; unset: the
     * endpoint answers 404 and only synchronous SMTP rejections mark a notification BOUNCED.
     */
    NOTIFICATION_DSN_SECRET: z.string().min(16).optional(),
    /** Calls per minute with a signer's tokens (every signing endpoint together). */
    SIGNER_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
    /**
     * Calls per minute with a signer's tokens on the identification service (every
     * identification endpoint together, counted apart from SIGNER_RATE_LIMIT). The capture
     * screen sends a frame every 400 ms at most while a stage looks (150 a minute), a burst
     * of frames per liveness or hologram try (one call each, 2-3 s apart), then the video
     * in 1 MB parts (up to 100 for the largest video): 300 leaves a genuine capture room.
     */
    IDENTIFICATION_SIGNER_RATE_LIMIT: z.coerce.number().int().min(1).default(300),
    /**
     * Calls per minute from one IP with link tokens, whoever's (signers' signing calls and
     * download links, notification recipients', each counted apart): the cap on one address
     * with many tokens, made up or real. Counted before the token's own limit. Five
     * signers' SIGNER_RATE_LIMIT, for an office behind one address.
     */
    SIGNER_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(600),
    /** The same on the identification service: five captures' IDENTIFICATION_SIGNER_RATE_LIMIT. */
    IDENTIFICATION_IP_RATE_LIMIT: z.coerce.number().int().min(1).default(1500),
    /** Public verifications (POST /api/verify and the operation lookup) per IP per hour. */
    VERIFY_IP_LIMIT: z.coerce.number().int().min(1).default(60),
    /** Time stamps per IP per minute from the public TSA (POST /api/tsa); 429 past it. */
    TSA_IP_LIMIT: z.coerce.number().int().min(1).default(30),
    /**
     * OCSP answers and CRLs per IP per minute from the platform CA (`/api/pki/ocsp`,
     * `/api/pki/root.crl`); 429 past it. A validator checking one document asks a few.
     */
    PKI_IP_LIMIT: z.coerce.number().int().min(1).default(120),
    /**
     * The time zone the operation certificate prints beside UTC (IANA name): the
     * platform's, since the parties' own zones are not known.
     */
    CERTIFICATE_TIME_ZONE: z
      .string()
      .refine((zone) => {
        try {
          new Intl.DateTimeFormat('en', { timeZone: zone });
          return true;
        } catch {
          return false;
        }
      }, 'not an IANA time zone')
      .default('Europe/Madrid'),
    /** Analytics events accepted per IP per minute. */
    ANALYTICS_IP_LIMIT: z.coerce.number().int().min(1).default(120),
    /**
     * The sender's live workspace (Server-Sent Events): streams one account may hold open
     * on one process (each holds a socket; more are 429), and the keep-alive comment's period.
     */
    WORKSPACE_STREAMS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
    WORKSPACE_STREAM_HEARTBEAT_MS: z.coerce.number().int().min(100).default(20_000),
    /**
     * Uploaded PDFs are parsed in worker threads, off the HTTP thread: how many threads, the
     * V8 heap of each (MB) and the time one check may take before its thread is stopped.
     */
    PDF_WORKERS: z.coerce.number().int().min(1).max(16).default(1),
    PDF_WORKER_HEAP_MB: z.coerce.number().int().min(32).max(4096).default(256),
    PDF_WORKER_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * A web process draws the first page of each new document as soon as the operation is
     * created (one render per distinct document), so the signer's link finds the picture
     * ready; off, the picture is drawn when the signer first asks for it.
     */
    PAGE_PREVIEWS_AHEAD: bool.default(true),
    /**
     * An uploaded PDF's streams may inflate, all together, to this many times the file's
     * size and to PDF_MAX_INFLATED_BYTES at most (200 MB); more is a compression bomb.
     */
    PDF_MAX_INFLATE_RATIO: z.coerce.number().int().min(1).default(50),
    PDF_MAX_INFLATED_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(200 * 1024 * 1024),
    /**
     * What an uploaded PDF's object and cross-reference streams may inflate to (16 MB): the
     * part every later parse of the document (each seal) decodes.
     */
    PDF_MAX_STRUCTURE_BYTES: z.coerce
      .number()
      .int()
      .min(1024 * 1024)
      .default(16 * 1024 * 1024),
    /**
     * Objects an uploaded PDF may declare (its trailer's /Size) or hold: each seal parses
     * every one of them, tens of µs each (some 5 s for 250,000).
     */
    PDF_MAX_OBJECTS: z.coerce.number().int().min(1000).default(100_000),
    /**
     * A seal reads the PDF in a seal thread (PDF_WORKERS threads of PDF_WORKER_HEAP_MB): the
     * time one seal may take there before its thread is stopped and the seal fails.
     */
    SEAL_WORKER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
    /** Largest image accepted (handwritten signatures), in pixels: width x height. */
    IMAGE_MAX_PIXELS: z.coerce.number().int().min(1).default(DEFAULT_MAX_IMAGE_PIXELS),
    /**
     * Video identification offered at all (on by default): false refuses the video signature
     * types at creation (SIGNATURE_TYPE_UNAVAILABLE, nothing stored or charged), and the web
     * client, told by /api/config, offers none.
     */
    IDENTIFICATION_ENABLED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /** Video identification: worker threads of the vision engine (started on first use). */
    VISION_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
    /** Largest identification video (whole or summed chunks), in bytes (100 MB). */
    IDENTIFICATION_MAX_VIDEO_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(100 * 1024 * 1024),
    /**
     * Chunks of one identification's video that may be replaced by other bytes (the same
     * index sent again with a different body); the next one is refused
     * (VIDEO_TOO_MANY_REPLACEMENTS). The same bytes sent again (a retry) do not count.
     */
    IDENTIFICATION_MAX_CHUNK_REPLACEMENTS: z.coerce.number().int().min(0).default(64),
    /**
     * A failed face match fails the identification (biometryBlocking). On by
     * default; an operation may relax it (`identificationChecks.faceMatch: REPORTED`).
     */
    IDENTIFICATION_BIOMETRY_BLOCKING: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The active liveness challenge (a blink and a head turn, GET identification/challenge)
     * must pass for the identification to pass (LIVENESS_FAILED otherwise). On by default;
     * false reports it only, and an operation may relax it (`identificationChecks.liveness`).
     */
    IDENTIFICATION_LIVENESS_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * A Spanish DNI's hologram (the card front's OVI, seen changing colour as the card is
     * tilted) must be seen for the identification to pass (HOLOGRAM_FAILED otherwise): on by
     * default. Another card's hologram is reported only; a passport has none.
     */
    IDENTIFICATION_HOLOGRAM_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The document must be physically there (not on a screen, not a print or a photocopy, no
     * portrait laid on it, one card from the front to the hologram): a refusal fails the
     * identification (DOCUMENT_SCREEN, DOCUMENT_COPY, DOCUMENT_NOT_PRESENT), a doubt sends it to
     * review (DOCUMENT_DOUBTED). On by default.
     */
    IDENTIFICATION_DOCUMENT_PRESENCE_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * The capture screen runs the liveness challenge even when it is not required (the
     * session answer says `liveness`: REQUIRED, OFFERED or, with this false, OFF).
     */
    IDENTIFICATION_LIVENESS_OFFERED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * startidentification refuses a call without the person's explicit consent to the
     * processing of their biometric data (GDPR art. 9(2)(a)). On by default: a face template
     * is special-category data. An operation may turn it off (`identificationChecks.consent:
     * OFF`, for an integrator that asks for the consent in its own screen), and then the
     * summary, the operation page, the e-mails and the certificate say so.
     */
    IDENTIFICATION_CONSENT_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * After the movement challenges the screen shows a colour sequence the server drew and
     * the face must reflect it (POST detection/colours; COLOUR_NOT_REFLECTED otherwise): on by
     * default wherever the liveness is required. An operation may turn it off
     * (`identificationChecks.colour: OFF`); `false` turns it off for every operation that does
     * not ask for it. Off, the summary, the operation page, the e-mails and the certificate
     * say so.
     */
    IDENTIFICATION_COLOUR_REQUIRED: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
    /**
     * Every capture comes from a camera on a stand (a kiosk, a desk's webcam): a liveness
     * burst whose room moves with the face is then refused as a print or a screen held up
     * (`SURROUND_MOVED`). Off by default: a phone held in the hand moves the room too.
     */
    IDENTIFICATION_FIXED_CAMERA: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Liveness challenges asked of each attempt (drawn at random from the five kinds). */
    IDENTIFICATION_CHALLENGE_COUNT: z.coerce.number().int().min(2).max(5).default(2),
    /**
     * Seconds a liveness challenge stays open on the server's clock, from when the one before
     * it is settled (the first: from when the sequence is issued); a burst received later is
     * refused (CHALLENGE_EXPIRED) and the challenge fails. Room for five tries of a 3 s burst
     * on a slow connection.
     */
    IDENTIFICATION_CHALLENGE_WINDOW_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
    /** Attempts (identifications that began recording) per signer of an operation. */
    IDENTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(3),
    /**
     * Attempts begun in the last 24 hours, across an account's operations, for one document
     * number (the signer's `nif`): past it, 429 IDENTIFICATION_DOCUMENT_ATTEMPTS.
     */
    IDENTIFICATION_DOCUMENT_DAILY_ATTEMPTS: z.coerce.number().int().min(1).max(1000).default(10),
    /**
     * Frames whose MRZ fails its check digits a capture stage holds, waiting for one whose
     * MRZ passes, before such a frame may end it (see invalidMrzMayEnd): 20 is about 8 s of
     * the capture screen's frames (one every 400 ms at most); 0 ends it on the first frame
     * whose MRZ is read, valid or not. Frames, not seconds: a loaded server answers each
     * frame later, and the same capture must get the same verdict.
     */
    IDENTIFICATION_MRZ_PATIENCE_FRAMES: z.coerce.number().int().min(0).max(300).default(20),
    /**
     * Minutes within which an identification under review should be decided (the review
     * desk's due time, and the expected time the signer is told).
     */
    IDENTIFICATION_REVIEW_SLA_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(60 * 24 * 30)
      .default(240),
    /** Days the video and images are kept; the certificate and hashes stay. */
    IDENTIFICATION_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /**
     * When a worker purges the images and videos past IDENTIFICATION_RETENTION_DAYS, and the
     * demo's past DEMO_IDENTIFICATION_RETENTION_HOURS (UTC cron; hourly, so a demo's are gone
     * within a day).
     */
    IDENTIFICATION_RETENTION_CRON: cron.default('30 * * * *'),
    /** Document verification (OCR): days the photos and results are kept, then deleted. */
    OCR_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
    /** When a worker deletes the analyses past OCR_RETENTION_DAYS (UTC cron). */
    OCR_RETENTION_CRON: cron.default('45 3 * * *'),
    /**
     * Traveller reports (partes de viajero): years they are kept after the guest's check-out
     * (Real Decreto 933/2021 asks for three), then deleted with their operation.
     */
    TRAVELLER_RETENTION_YEARS: z.coerce.number().min(0).default(3),
    /** When a worker deletes the traveller reports past their retention (UTC cron). */
    TRAVELLER_RETENTION_CRON: cron.default('0 4 * * *'),
    /**
     * SES.HOSPEDAJES: when a worker sends the partes due and asks about the batches sent
     * (UTC cron), and the service's addresses (the Ministry's test and real services; a
     * local simulator in tests). Nothing is sent for an establishment without credentials.
     */
    SES_CRON: cron.default('* * * * *'),
    SES_TEST_URL: z
      .string()
      .url()
      .default('https://hospedajes.pre-ses.mir.es/hospedajes-web/ws/v1/comunicacion'),
    SES_PRODUCTION_URL: z
      .string()
      .url()
      .default('https://hospedajes.ses.mir.es/hospedajes-web/ws/v1/comunicacion'),
    /** How long one call to the service may take. */
    SES_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /**
     * Payments. The sandbox provider (embedded, no account) takes card and wallet payments
     * unless Stripe (cards) or PayPal (wallet) is configured. SANDBOX_WEBHOOK_SECRET signs the
     * sandbox's webhooks (generated and kept in DATA_DIR/secrets when unset).
     */
    SANDBOX_WEBHOOK_SECRET: z.string().min(32).optional(),
    /**
     * Extra copies of every sandbox webhook, sent on purpose (0: each event once, as a PSP
     * does when all goes well; tests raise it to prove that duplicates change nothing).
     */
    SANDBOX_WEBHOOK_DUPLICATES: z.coerce.number().int().min(0).max(20).default(0),
    /** Seconds a signed webhook's time stamp may differ from now (replay window). */
    PAYMENT_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(30).default(300),
    /**
     * The embedded sandbox PSP takes the card and wallet payments no real provider takes,
     * and runs the payment demo. Default: on, except with NODE_ENV=production, where a
     * method without a real provider is not offered (503 PAYMENTS_NOT_CONFIGURED). true in
     * production runs it anyway: its purchases then say TEST (PRUEBA, PROVA) on every
     * page, invoice and e-mail, as they always do.
     */
    PAYMENTS_SANDBOX: bool.optional(),
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Where the Stripe SDK sends its calls (tests point it at a local double). */
    STRIPE_API_BASE_URL: optionalUrl,
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** The id PayPal gave the webhook subscription; its signatures are verified against it. */
    PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
    PAYPAL_API_BASE_URL: z.url().default('https://api-m.sandbox.paypal.com'),
    /**
     * Invoices: VAT rate in percent (prices of packs include it), the series prefix, and the
     * seller printed on every invoice.
     */
    VAT_RATE_PERCENT: z.coerce.number().min(0).max(100).default(DEFAULT_VAT_RATE_PERCENT),
    INVOICE_SERIES: z
      .string()
      .regex(/^[A-Z0-9-]{1,10}$/, 'capital letters, digits and hyphens, at most 10')
      .refine(
        (series) => series !== 'TEST' && series !== 'TESTR',
        'TEST and TESTR are the series of sandbox (test) purchases',
      )
      .default('CF'),
    SELLER_NAME: z.string().min(1).default('Confirma Trust Services S.L.'),
    SELLER_TAX_ID: z.string().min(1).default('B00000000'),
    SELLER_ADDRESS: z.string().min(1).default('Calle Mayor 1, 28013 Madrid, España'),
    SELLER_EMAIL: z.email().default('billing@confirma.local'),
    /**
     * Bank details given for a bank-transfer order. Transfers are offered only when
     * BANK_TRANSFER_IBAN is set, except outside production, where an example account
     * stands in.
     */
    BANK_TRANSFER_IBAN: z.string().min(15).optional(),
    BANK_TRANSFER_BIC: z.string().min(8).default('CAIXESBBXXX'),
    BANK_TRANSFER_HOLDER: z.string().min(1).default('Confirma Trust Services S.L.'),
    /** Days a bank-transfer order waits for the money before it is cancelled. */
    BANK_TRANSFER_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    /**
     * Minutes a card or wallet checkout stays open: until then the buyer can resume it from
     * Compras; past it the payments sweep cancels it as expired (a payment that still
     * arrives later is credited all the same). Stripe's own sessions last 24 hours.
     */
    PAYMENT_CHECKOUT_MINUTES: z.coerce.number().int().min(30).max(1440).default(1440),
    /**
     * The outbound HTTP client (platform/outbound): calls in flight at once per process,
     * the next waiting their turn within their own time. A request waiting on an outside
     * service gives up its write slot meanwhile: this is never taken from ADMISSION_RUNNING.
     */
    OUTBOUND_MAX_CONCURRENT: z.coerce.number().int().min(1).max(1024).default(16),
    /** An outbound call's limit when its caller names none: connection, answer and body. */
    OUTBOUND_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
    /**
     * Outgoing webhooks (docs/webhooks.md). DEVELOPMENT ONLY: true lets endpoints on
     * loopback, private, link-local and metadata addresses be registered and called (a
     * receiver on the developer's machine); never in production, where it opens SSRF.
     * Destinations the configuration names (TSA_URL, SMS_PROVIDER_URL…) need no such switch.
     */
    WEBHOOK_ALLOW_PRIVATE: bool.default(false),
    /**
     * Seconds between a webhook delivery's tries, comma-separated: the first retry comes
     * the first value after the first try; past the last one the delivery is FAILED.
     */
    WEBHOOK_RETRY_SCHEDULE_SECONDS: z
      .string()
      .trim()
      .regex(/^\d+(\s*,\s*\d+)*$/, 'comma-separated whole seconds')
      .default('5,300,1800,7200,18000,36000,50400,72000,86400')
      .transform((text) => text.split(',').map((item) => Number(item.trim()))),
    /** Hours an endpoint may fail every try before it is disabled and its account e-mailed. */
    WEBHOOK_DISABLE_AFTER_HOURS: z.coerce.number().min(0).default(120),
    /** How long one webhook try may take (connection, answer and body). */
    WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** The built web client; served at `/` when present. */
    WEB_DIST_DIR: z.string().default(path.join(repoRoot, 'apps/web/dist')),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'required in production' });
    }
    if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together',
      });
    }
    const paypal = [env.PAYPAL_CLIENT_ID, env.PAYPAL_CLIENT_SECRET, env.PAYPAL_WEBHOOK_ID];
    if (paypal.some(Boolean) && !paypal.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PAYPAL_WEBHOOK_ID'],
        message: 'PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID go together',
      });
    }
    if (env.BLOB_STORE === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required with BLOB_STORE=s3' });
    }
    if (Boolean(env.S3_ACCESS_KEY_ID) !== Boolean(env.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
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
    STAFF_SECOND_FACTOR: env.STAFF_SECOND_FACTOR ?? env.NODE_ENV === 'production',
    PAYMENTS_SANDBOX: env.PAYMENTS_SANDBOX ?? env.NODE_ENV !== 'production',
    BANK_TRANSFER_IBAN:
      env.BANK_TRANSFER_IBAN ??
      (env.NODE_ENV === 'production' ? undefined : 'ES91 2100 0418 4502 0005 1332'),
  }));

export type TConfig = z.infer<typeof ZConfig>;

/**
 * Variables of earlier versions whose meaning moved to another (jobs on pg-boss count in
 * seconds; periodic work runs on cron schedules): refused rather than silently ignored.
 */
const REPLACED: Record<string, string> = {
  JOBS_LEASE_MS: 'JOBS_EXPIRE_SECONDS',
  JOBS_BACKOFF_BASE_MS: 'JOBS_RETRY_DELAY_SECONDS',
  JOBS_BACKOFF_MAX_MS: 'JOBS_RETRY_DELAY_MAX_SECONDS',
  EXPIRY_SWEEP_MS: 'EXPIRY_SWEEP_CRON',
  EVIDENCE_ANCHOR_MS: 'EVIDENCE_ANCHOR_CRON',
  BLOB_GC_INTERVAL_MS: 'BLOB_GC_CRON',
  IDENTIFICATION_MRZ_PATIENCE_SECONDS: 'IDENTIFICATION_MRZ_PATIENCE_FRAMES',
};

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
  const replaced = Object.entries(REPLACED)
    .filter(([name]) => set[name] !== undefined)
    .map(([name, replacement]) => `${name}: no longer read; set ${replacement} instead`);
  const result = ZConfig.safeParse(set);
  const issues = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`);
  if (!result.success || replaced.length) throw new ConfigError([...replaced, ...issues]);
  return result.data;
}

/** Reads `.env` from the working directory into the environment when present. */
export function loadDotEnv(file = '.env'): void {
  if (fs.existsSync(file)) process.loadEnvFile(file);
}

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs on embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      OUTBOX_ENABLED: true,
      ROLE: 'all',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.SMS_PROVIDER_URL).toBeUndefined();
    expect(config.DATA_DIR).toBe(path.resolve('./data'));
  });

  it('defaults the demo proof of work and the demo and analytics limits', () => {
    expect(loadConfig({})).toMatchObject({
      DEMO_POW_COST: 1000,
      DEMO_POW_MAX_COUNTER: 1200,
      DEMO_CHALLENGE_LIMIT: 30,
      DEMO_IP_LIMIT: 5,
      DEMO_DESTINATION_LIMIT: 3,
      ANALYTICS_IP_LIMIT: 120,
    });
    expect(() => loadConfig({ DEMO_POW_COST: '0' })).toThrow(/DEMO_POW_COST/);
  });

  it('defaults the contact limits and the sales inbox, and refuses a bad address', () => {
    expect(loadConfig({})).toMatchObject({
      CONTACT_CHALLENGE_LIMIT: 30,
      CONTACT_IP_LIMIT: 10,
      SALES_EMAIL: 'sales@confirma.local',
      SALES_EMAIL_LANG: 'es',
    });
    expect(() => loadConfig({ SALES_EMAIL: 'sales' })).toThrow(/SALES_EMAIL/);
    expect(() => loadConfig({ SALES_EMAIL_LANG: 'fr' })).toThrow(/SALES_EMAIL_LANG/);
    expect(() => loadConfig({ CONTACT_IP_LIMIT: '0' })).toThrow(/CONTACT_IP_LIMIT/);
  });

  it('reads the verification limit and the certificate time zone', () => {
    expect(loadConfig({})).toMatchObject({
      VERIFY_IP_LIMIT: 60,
      CERTIFICATE_TIME_ZONE: 'Europe/Madrid',
    });
    expect(loadConfig({ CERTIFICATE_TIME_ZONE: 'America/Bogota' }).CERTIFICATE_TIME_ZONE).toBe(
      'America/Bogota',
    );
    expect(() => loadConfig({ CERTIFICATE_TIME_ZONE: 'Mars/Olympus' })).toThrow(
      /CERTIFICATE_TIME_ZONE/,
    );
  });

  it('reads the automatic reminder days, off, and the sender limits', () => {
    expect(loadConfig({})).toMatchObject({
      REMINDER_DAYS: [2, 5],
      SENDER_NUDGE_INTERVAL_SECONDS: 600,
      SENDER_NUDGE_DAILY_MAX: 5,
    });
    expect(loadConfig({ REMINDER_DAYS: ' 1, 3 ,7' }).REMINDER_DAYS).toEqual([1, 3, 7]);
    expect(loadConfig({ REMINDER_DAYS: 'off' }).REMINDER_DAYS).toEqual([]);
    for (const bad of ['5,2', '0', '2,2', '1.5', 'two', '2,,5']) {
      expect(() => loadConfig({ REMINDER_DAYS: bad })).toThrow(/REMINDER_DAYS/);
    }
  });

  it('keeps the outbox closed in production unless asked', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).OUTBOX_ENABLED).toBe(false);
    expect(loadConfig({ ...production, OUTBOX_ENABLED: 'true' }).OUTBOX_ENABLED).toBe(true);
  });

  it('requires two-step verification of administrators and reviewers in production', () => {
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).STAFF_SECOND_FACTOR).toBe(true);
    expect(loadConfig({}).STAFF_SECOND_FACTOR).toBe(false);
    expect(loadConfig({ STAFF_SECOND_FACTOR: 'true' }).STAFF_SECOND_FACTOR).toBe(true);
  });

  it('runs the payment sandbox outside production, in production only when asked', () => {
    expect(loadConfig({}).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ PAYMENTS_SANDBOX: 'false' }).PAYMENTS_SANDBOX).toBe(false);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).PAYMENTS_SANDBOX).toBe(false);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX: 'true' }).PAYMENTS_SANDBOX).toBe(true);
    // Bank transfers: an example account outside production, only a real one in production.
    expect(loadConfig({}).BANK_TRANSFER_IBAN).toMatch(/^ES\d{2} /);
    expect(loadConfig(production).BANK_TRANSFER_IBAN).toBeUndefined();
    const iban = 'ES76 0049 1500 0512 3456 7892';
    expect(loadConfig({ ...production, BANK_TRANSFER_IBAN: iban }).BANK_TRANSFER_IBAN).toBe(iban);
    // The test purchases' invoice series are not for real invoices.
    expect(() => loadConfig({ INVOICE_SERIES: 'TEST' })).toThrow(/INVOICE_SERIES/);
    expect(() => loadConfig({ INVOICE_SERIES: 'TESTR' })).toThrow(/INVOICE_SERIES/);
  });

  it('trusts no proxy by default, in every NODE_ENV', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toBe(false);
    const production = { NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(32) };
    expect(loadConfig(production).TRUSTED_PROXIES).toBe(false);
    expect(loadConfig({ TRUSTED_PROXIES: '0' }).TRUSTED_PROXIES).toBe(false);
  });

  it('reads TRUSTED_PROXIES as addresses and ranges, or as a hop count', () => {
    expect(loadConfig({ TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe(2);
    expect(
      loadConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, 127.0.0.1 ,::1, fd00::/8, loopback' })
        .TRUSTED_PROXIES,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['10.0.0.0/33', 'proxy.example.com', '1.2.3', '::1/129', '10.0.0.1/8/8']) {
      expect(() => loadConfig({ TRUSTED_PROXIES: bad })).toThrow(/TRUSTED_PROXIES/);
    }
  });

  it('keeps token liveness answers a few seconds by default; 0 turns the cache off', () => {
    expect(loadConfig({}).TOKEN_LIVENESS_CACHE_MS).toBe(5000);
    expect(loadConfig({ TOKEN_LIVENESS_CACHE_MS: '0' }).TOKEN_LIVENESS_CACHE_MS).toBe(0);
    expect(() => loadConfig({ TOKEN_LIVENESS_CACHE_MS: '-1' })).toThrow(/TOKEN_LIVENESS_CACHE_MS/);
  });

  it('stores blobs on disk by default; S3 needs its bucket and both keys together', () => {
    expect(loadConfig({}).BLOB_STORE).toBe('disk');
    expect(loadConfig({ BLOB_STORE: 'postgres' }).BLOB_STORE).toBe('postgres');
    expect(() => loadConfig({ BLOB_STORE: 'ftp' })).toThrow(/BLOB_STORE/);
    expect(() => loadConfig({ BLOB_STORE: 's3' })).toThrow(/S3_BUCKET: required/);
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'AKIA' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    const s3 = loadConfig({ BLOB_STORE: 's3', S3_BUCKET: 'docs', S3_FORCE_PATH_STYLE: 'true' });
    expect([s3.S3_BUCKET, s3.S3_FORCE_PATH_STYLE, s3.S3_REGION]).toEqual([
      'docs',
      true,
      'us-east-1',
    ]);
  });

  it('requires AUTH_SECRET in production and both Google settings together', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /AUTH_SECRET: required in production/,
    );
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrow(/GOOGLE_CLIENT_SECRET/);
  });

  it('takes Stripe and PayPal only with all their settings, and checks their URLs', () => {
    const none = loadConfig({});
    expect(none.STRIPE_SECRET_KEY).toBeUndefined();
    expect(none.PAYPAL_CLIENT_ID).toBeUndefined();
    expect(none.PAYPAL_API_BASE_URL).toBe('https://api-m.sandbox.paypal.com');
    expect(none.PAYMENT_WEBHOOK_TOLERANCE_SECONDS).toBe(300);

    const stripe = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(stripe)).toMatchObject(stripe);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together/,
    );
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_1' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => loadConfig({ ...stripe, STRIPE_API_BASE_URL: '127.0.0.1:12111' })).toThrow(
      /STRIPE_API_BASE_URL/,
    );
    expect(
      loadConfig({ ...stripe, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111' }).STRIPE_API_BASE_URL,
    ).toBe('http://127.0.0.1:12111');

    const paypal = {
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH1',
    };
    expect(loadConfig(paypal)).toMatchObject(paypal);
    for (const missing of Object.keys(paypal)) {
      const partial = Object.fromEntries(Object.entries(paypal).filter(([key]) => key !== missing));
      expect(() => loadConfig(partial)).toThrow(
        /PAYPAL_WEBHOOK_ID: PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID go together/,
      );
    }
    expect(() => loadConfig({ ...paypal, PAYPAL_API_BASE_URL: 'api-m.paypal.com' })).toThrow(
      /PAYPAL_API_BASE_URL/,
    );
    expect(() => loadConfig({ PAYMENT_WEBHOOK_TOLERANCE_SECONDS: '5' })).toThrow(
      /PAYMENT_WEBHOOK_TOLERANCE_SECONDS/,
    );
  });

  it('keeps PUBLIC_URL without trailing slashes, so links append to it', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://firma.example.com//' }).PUBLIC_URL).toBe(
      'https://firma.example.com',
    );
  });

  it('treats empty strings as unset for optional URLs', () => {
    const config = loadConfig({
      DATABASE_URL: '',
      SMTP_URL: '',
      SMS_PROVIDER_URL: '',
      OUTBOX_ENABLED: '',
      WEB_DIST_DIR: '',
    });
    expect(config.WEB_DIST_DIR).toMatch(/apps\/web\/dist$/);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        SMTP_URL: 'http://mail',
        ROLE: 'boss',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const issues = (error as ConfigError).issues.join('\n');
    for (const name of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'ROLE']) expect(issues).toContain(name);
  });

  it('reads the job settings in seconds and the periodic work as cron schedules', () => {
    expect(loadConfig({})).toMatchObject({
      JOBS_MAX_ATTEMPTS: 5,
      JOBS_RETRY_DELAY_SECONDS: 2,
      JOBS_RETRY_DELAY_MAX_SECONDS: 3600,
      JOBS_EXPIRE_SECONDS: 300,
      EXPIRY_SWEEP_CRON: '* * * * *',
      EVIDENCE_ANCHOR_CRON: '0 * * * *',
      BLOB_GC_CRON: '0 */6 * * *',
    });
    expect(loadConfig({ BLOB_GC_CRON: '15 3 * * SUN' }).BLOB_GC_CRON).toBe('15 3 * * SUN');
    expect(() => loadConfig({ EXPIRY_SWEEP_CRON: 'every minute' })).toThrow(/EXPIRY_SWEEP_CRON/);
    expect(() => loadConfig({ JOBS_EXPIRE_SECONDS: '86400' })).toThrow(/JOBS_EXPIRE_SECONDS/);
  });

  it('refuses the variables the jobs replaced, naming their successors', () => {
    expect(() => loadConfig({ JOBS_LEASE_MS: '60000', EXPIRY_SWEEP_MS: '60000' })).toThrow(
      /JOBS_LEASE_MS: no longer read; set JOBS_EXPIRE_SECONDS[\s\S]*EXPIRY_SWEEP_MS: .*EXPIRY_SWEEP_CRON/,
    );
  });
});

import { CERTIFICATE_REVOCATION_REASONS } from '@confirma/contracts/certificate-authority';
import { SIGNER_CERTIFICATE_LEVELS } from '@confirma/contracts/verify';
import { sql } from 'drizzle-orm';
import { check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/** What the platform root issued: a person's one-time certificate, or its own leaves. */
export const ISSUED_PROFILES = ['signer', 'seal', 'tsa', 'ocsp-responder'] as const;

/**
 * Every certificate the platform CA answers for (OCSP, CRL): each signer's one-time
 * certificate as it is issued, and the platform's own leaves (seal, TSA, responder) when
 * an administrator revokes one. No foreign key to the operation: the record, and a
 * revocation, outlive an operation's purge. `revoked_at` is set once, never cleared.
 */
export const issuedCertificates = pgTable(
  'issued_certificates',
  {
    /** The serial, lowercase hexadecimal of whole octets (sealing's serialHexOf). */
    serialHex: text('serial_hex').primaryKey(),
    profile: text('profile', { enum: ISSUED_PROFILES }).notNull(),
    operationId: uuid('operation_id'),
    signerId: uuid('signer_id'),
    /** The subject as people read it (`CN=…, serialNumber=…`). */
    subject: text('subject').notNull(),
    /** What was verified before issuing (otp, handwritten, identification); signers only. */
    level: text('level', { enum: SIGNER_CERTIFICATE_LEVELS }),
    notBefore: timestamp('not_before', { withTimezone: true }).notNull(),
    notAfter: timestamp('not_after', { withTimezone: true }).notNull(),
    der: bytea('der').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** CRLReason (RFC 5280 5.3.1) of the revocation. */
    revocationReason: text('revocation_reason', { enum: CERTIFICATE_REVOCATION_REASONS }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('issued_certificates_revoked_idx')
      .on(table.revokedAt)
      .where(sql`${table.revokedAt} is not null`),
    index('issued_certificates_operation_idx').on(table.operationId),
    check(
      'issued_certificates_revocation_reason',
      sql`(${table.revokedAt} is null) = (${table.revocationReason} is null)`,
    ),
  ],
);

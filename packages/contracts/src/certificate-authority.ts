import { z } from 'zod';
import { SIGNER_CERTIFICATE_LEVELS } from './verify.ts';

/**
 * The platform certificate authority: what the back office sends to revoke a
 * certificate the platform root issued, and what it answers.
 */

/**
 * The CRLReason values (RFC 5280 5.3.1) an administrator may give. certificateHold is left
 * out: a revocation here is final.
 */
export const CERTIFICATE_REVOCATION_REASONS = [
  'unspecified',
  'keyCompromise',
  'affiliationChanged',
  'superseded',
  'cessationOfOperation',
  'privilegeWithdrawn',
] as const;
export type TCertificateRevocationReason = (typeof CERTIFICATE_REVOCATION_REASONS)[number];

/** A serial number as lowercase hexadecimal of whole octets (as openssl prints it, lowercased). */
export const ZCertificateSerialParams = z.object({
  serial: z
    .string()
    .regex(/^(?:[0-9a-fA-F]{2}){1,20}$/)
    .transform((serial) => serial.toLowerCase()),
});
export type TCertificateSerialParams = z.infer<typeof ZCertificateSerialParams>;

export const ZRevokeCertificateRequest = z.object({
  reason: z.enum(CERTIFICATE_REVOCATION_REASONS),
  /** Why, in the administrator's words: kept in the audit log. */
  note: z.string().trim().min(3).max(500),
});
export type TRevokeCertificateRequest = z.infer<typeof ZRevokeCertificateRequest>;

export const ZIssuedCertificate = z.object({
  serialHex: z.string(),
  profile: z.enum(['signer', 'seal', 'tsa', 'ocsp-responder']),
  subject: z.string(),
  level: z.enum(SIGNER_CERTIFICATE_LEVELS).nullable(),
  operationId: z.string().nullable(),
  notBefore: z.string(),
  notAfter: z.string(),
  revokedAt: z.string().nullable(),
  revocationReason: z.enum(CERTIFICATE_REVOCATION_REASONS).nullable(),
});
export type TIssuedCertificate = z.infer<typeof ZIssuedCertificate>;

/**
 * The back office's list of what the platform root issued, newest first: `q` finds a serial
 * (or its start), a subject's words (a name, an e-mail, a document) or an operation id.
 */
export const ZIssuedCertificatesQuery = z.object({
  q: z.string().trim().max(200).optional(),
  /** The previous page's `nextCursor`. */
  cursor: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z_[0-9a-f]{2,40}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});
export type TIssuedCertificatesQuery = z.infer<typeof ZIssuedCertificatesQuery>;

export const ZIssuedCertificatePage = z.object({
  certificates: z.array(ZIssuedCertificate),
  nextCursor: z.string().nullable(),
});
export type TIssuedCertificatePage = z.infer<typeof ZIssuedCertificatePage>;

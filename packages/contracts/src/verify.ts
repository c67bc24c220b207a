import { z } from 'zod';

/**
 * The public verification of signed PDFs (POST /api/verify) and of an operation's evidence
 * (GET /api/verify/operations/{operationUuid}). What is shown is what the PDF itself
 * discloses (its signatures' names, reasons and certificates) plus the validity of the
 * operation's evidence chain and its event codes and times: no e-mail, phone or address.
 */

/** The largest file POST /api/verify takes, in bytes (the upload limit of documents). */
export const VERIFY_MAX_BYTES = 20 * 1024 * 1024;

/** A certificate as a person reads it. */
export const ZVerifiedCertificate = z.object({
  subject: z.string(),
  issuer: z.string(),
  /** Hexadecimal. */
  serialNumber: z.string(),
  notBefore: z.string(),
  notAfter: z.string(),
  /** SHA-256 of the certificate (DER), hex. */
  sha256: z.string(),
});
export type TVerifiedCertificate = z.infer<typeof ZVerifiedCertificate>;

/** The RFC 3161 time stamp of a signature (PAdES B-T). */
export const ZVerifiedTimeStamp = z.object({
  time: z.string(),
  /** The time-stamp authority's common name. */
  tsa: z.string(),
  /** The token verifies and stamps this signature. */
  valid: z.boolean(),
  /** The authority is this platform's or one it trusts. */
  trusted: z.boolean(),
});

/**
 * Why a signature is not plainly valid, as codes: `digest-mismatch` (the signed bytes were
 * changed), `signature-invalid`, `signer-certificate-missing`, `unreadable-signature`,
 * `unsupported-algorithm`, `signer-unknown` (its certificates do not lead to one this
 * platform trusts), `certificate-expired`, `timestamp-invalid`, `timestamp-untrusted`.
 */
export const ZSignatureProblem = z.string();

/**
 * One signature: `valid` is intact, cryptographically valid and by a trusted signer;
 * `unknown-signer` is intact and valid by a certificate this platform does not know;
 * `invalid` is anything else (changed bytes, a broken signature).
 */
export const ZSignatureVerdict = z.enum(['valid', 'unknown-signer', 'invalid']);
export type TSignatureVerdict = z.infer<typeof ZSignatureVerdict>;

export const ZVerifiedSignature = z.object({
  verdict: ZSignatureVerdict,
  /** The signer's name as written in the signature (/Name), else the certificate's. */
  signerName: z.string().nullable(),
  reason: z.string().nullable(),
  /** The time the signer's software wrote (/M); the time stamp is the proof. */
  signingTime: z.string().nullable(),
  /** The signed bytes are unchanged (their digest matches the signed one). */
  integrity: z.boolean(),
  /** The signature itself verifies with the signer's key. */
  signatureValid: z.boolean(),
  /** Signer first, then each issuer up to the root. */
  chain: z.array(ZVerifiedCertificate),
  /** The chain reaches this platform's certificates. */
  trusted: z.boolean(),
  certificateValid: z.boolean(),
  timeStamp: ZVerifiedTimeStamp.nullable(),
  /** This signature's ranges reach the end of the file. */
  coversWholeDocument: z.boolean(),
  problems: z.array(ZSignatureProblem),
});
export type TVerifiedSignature = z.infer<typeof ZVerifiedSignature>;

/** An event of an operation's evidence chain, as shown publicly: its code and time. */
export const ZVerifiedEvent = z.object({
  seq: z.number().int(),
  /** e.g. `operation.created`, `signer.signed`. */
  type: z.string(),
  at: z.string(),
});

/** The evidence of the operation a PDF belongs to. */
export const ZVerifiedOperation = z.object({
  operationUuid: z.string(),
  status: z.string(),
  /** How the PDF was matched: its SHA-256 is the operation's signed document, or one of
   * its valid platform signatures names the operation. */
  matchedBy: z.enum(['signed-document', 'signature', 'operation-id']),
  chain: z.object({
    /** Every event's hash and link recomputed, and every anchor checked. */
    valid: z.boolean(),
    events: z.number().int(),
    /** Events 1..anchoredEvents are fixed by the newest valid RFC 3161 anchor. */
    anchoredEvents: z.number().int(),
    head: z.string().nullable(),
    anchors: z.array(
      z.object({ seq: z.number().int(), time: z.string(), tsa: z.string(), valid: z.boolean() }),
    ),
  }),
  events: z.array(ZVerifiedEvent),
});
export type TVerifiedOperation = z.infer<typeof ZVerifiedOperation>;

/**
 * The whole answer: `valid` (signed, every signature valid, nothing after the last),
 * `changed` (bytes were altered inside a signature or added after the last one),
 * `invalid` (a signature is broken), `unknown-signer`, `unsigned` (no signature).
 */
export const ZDocumentVerdict = z.enum([
  'valid',
  'changed',
  'invalid',
  'unknown-signer',
  'unsigned',
]);
export type TDocumentVerdict = z.infer<typeof ZDocumentVerdict>;

export const ZVerifyResult = z.object({
  verdict: ZDocumentVerdict,
  /** SHA-256 of the file, hex. */
  sha256: z.string(),
  byteLength: z.number().int(),
  /** Bytes follow the last signature's range: the file was changed after it was signed. */
  changedAfterSigning: z.boolean(),
  /** In signing order. */
  signatures: z.array(ZVerifiedSignature),
  operation: ZVerifiedOperation.nullable(),
});
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

export const ZVerifyOperationParams = z.object({ operationUuid: z.uuid() });

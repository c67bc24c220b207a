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

/** Why a signature is not plainly valid, as a code. */
export const ZSignatureProblem = z
  .string()
  .describe(
    '`digest-mismatch` (the signed bytes were changed), `signature-invalid`, ' +
      '`signer-certificate-missing`, `unreadable-signature` (e.g. BER, indefinite lengths), ' +
      '`unsupported-algorithm` (e.g. RSASSA-PSS), `signer-unknown` (its certificates do not ' +
      'lead to one this platform trusts), `certificate-expired`, `certificate-revoked`, ' +
      '`timestamp-invalid`, `timestamp-untrusted`.',
  );

/**
 * One signature: `valid` is intact, cryptographically valid and by a trusted signer;
 * `unknown-signer` is intact and valid by a certificate this platform does not know;
 * `invalid` is anything else (changed bytes, a broken signature).
 */
export const ZSignatureVerdict = z.enum(['valid', 'unknown-signer', 'invalid']);
export type TSignatureVerdict = z.infer<typeof ZSignatureVerdict>;

/** What the platform seals: a signature, a sealed document or one of its reports. */
export const SEAL_REASONS = [
  'OTP',
  'HANDWRITTEN',
  'signedDocument',
  'notifiedDocument',
  'operationCertificate',
  'identificationCertificate',
  'ocrReport',
  'invoice',
  'creditNote',
  'travellerReport',
] as const;
export type TSealReason = (typeof SEAL_REASONS)[number];

/**
 * The PAdES baseline level a file reaches (ETSI EN 319 142-1): B-B a signature, B-T with its
 * time stamp, B-LT with the validation data (certificates, OCSP answers, CRLs) of every
 * signature in the document security store, B-LTA with a document time stamp after it.
 */
export const PADES_LEVELS = ['B-B', 'B-T', 'B-LT', 'B-LTA'] as const;
export type TPadesLevel = (typeof PADES_LEVELS)[number];

/**
 * A signer certificate's status when the signature was made, as the file's own validation
 * data says (`not-checked`: the file holds none about it).
 */
export const REVOCATION_STATUSES = ['good', 'revoked', 'unknown', 'not-checked'] as const;

/**
 * What a signer's one-time certificate attests they did: its policy. A video identification
 * is `identification` when the automatic verdict passed every check the secure defaults
 * require, `identification-reviewed` when a person (a platform reviewer, or the sending
 * business) approved a verdict left to review, `identification-relaxed` when the business
 * did not require the face match or the liveness check.
 */
export const SIGNER_CERTIFICATE_LEVELS = [
  'otp',
  'handwritten',
  'identification',
  'identification-reviewed',
  'identification-relaxed',
] as const;
export type TSignerCertificateLevel = (typeof SIGNER_CERTIFICATE_LEVELS)[number];

/** Who a signature's certificate names (maskPhonePublicly masks the phone). */
export const ZVerifiedSigner = z
  .object({
    commonName: z.string().nullable(),
    serialNumber: z.string().nullable(),
    telephoneNumber: z.string().nullable(),
    emailAddress: z.string().nullable(),
    level: z.enum(SIGNER_CERTIFICATE_LEVELS).nullable(),
  })
  .describe(
    "A person's one-time certificate carries their name and what the platform verified (an " +
      'identity document as `serialNumber` `IDCES-…`, the phone their code went to, their ' +
      "e-mail), and `level`, its policy (null: not one of this platform's). The phone is " +
      'masked (`+34 ··· ··· 678`: the country code and the last three digits), here and in ' +
      "the chain's subjects: anyone may ask; the signed PDF holds it whole.",
  );

export const ZVerifiedSignature = z.object({
  /** A signature, or a document time stamp (the archive stamp of PAdES B-LTA). */
  kind: z.enum(['signature', 'document-time-stamp']),
  verdict: ZSignatureVerdict,
  /** The signer's name as written in the signature (/Name), else the certificate's. */
  signerName: z.string().nullable(),
  /** The signature's /Reason as written, in the language the document was sealed in. */
  reason: z.string().nullable(),
  /**
   * A trusted platform seal's reason recognised: what it sealed and the id it names, for
   * the page to say in its reader's language (null for anyone else's signature).
   */
  platformReason: z.object({ kind: z.enum(SEAL_REASONS), reference: z.string() }).nullable(),
  /** The time the signer's software wrote (/M); the time stamp is the proof. */
  signingTime: z.string().nullable(),
  /** The signed bytes are unchanged (their digest matches the signed one). */
  integrity: z.boolean(),
  signatureValid: z
    .boolean()
    .describe(
      "The CMS signature over the signed attributes verifies with the signer's key (RSA " +
        'PKCS#1 v1.5 or ECDSA), and so does its signing-certificate attribute.',
    ),
  /** Signer first, then each issuer up to the root. */
  chain: z.array(ZVerifiedCertificate),
  /** The chain reaches this platform's certificates. */
  trusted: z.boolean(),
  certificateValid: z
    .boolean()
    .describe("The signer's certificate was valid at the time stamp's time."),
  timeStamp: ZVerifiedTimeStamp.nullable(),
  /** Who the certificate names (null for a document time stamp). */
  signer: ZVerifiedSigner.nullable(),
  revocation: z
    .enum(REVOCATION_STATUSES)
    .describe(
      "The certificate's status when signed, from the file's own OCSP answers and CRLs " +
        '(`not-checked`: the file holds none about it).',
    ),
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
  matchedBy: z
    .enum(['signed-document', 'signature', 'operation-id'])
    .describe(
      "`signed-document`: the file's SHA-256 is one of the documents' current signed " +
        'versions; `signature`: the /Reason of an intact, valid platform signature names the ' +
        "operation (a certificate's seal, a document signed again later); `operation-id`: " +
        'asked for by its id.',
    ),
  chain: z.object({
    /** Every event's hash and link recomputed, and every anchor checked. */
    valid: z.boolean(),
    events: z.number().int(),
    /** Events 1..anchoredEvents are fixed by the newest valid RFC 3161 anchor. */
    anchoredEvents: z.number().int(),
    head: z.string().nullable(),
    anchors: z.array(
      z.object({
        seq: z.number().int(),
        time: z.string(),
        tsa: z.string(),
        valid: z.boolean(),
        /** Found only in the mirrored copy checked against (this database lost it). */
        mirrored: z.boolean().optional(),
      }),
    ),
  }),
  /**
   * Checked against a mirrored copy of the public anchor log (null: not asked): how many
   * distinct anchors of the copy are this operation's, how many of those verify but this
   * database no longer holds (each one is a problem: `chain.valid` is false), and how
   * many do not verify (`untrusted`).
   */
  mirror: z
    .object({
      anchors: z.number().int(),
      missing: z.number().int(),
      /**
       * Anchors of the copy that do not verify against the head they claim (not a token, not
       * signed by a trusted TSA, another head's stamp): someone else's words, not evidence;
       * left out of the check, they do not make the chain invalid.
       */
      untrusted: z.number().int(),
    })
    .nullable(),
  events: z.array(ZVerifiedEvent),
});
export type TVerifiedOperation = z.infer<typeof ZVerifiedOperation>;

/**
 * How a file with intact signatures differs from the one the platform issued:
 * `unsigned-bytes` (only inside a signature's /Contents, past its value: bytes no signature
 * covers), `appended` (bytes after the issued file's end), `earlier-revision` (the issued
 * file starts with this one: a signature was added since), `other`.
 */
export const ISSUED_DIFFERENCES = [
  'unsigned-bytes',
  'appended',
  'earlier-revision',
  'other',
] as const;
export type TIssuedDifference = (typeof ISSUED_DIFFERENCES)[number];

/** The file against the document the platform issued for its operation. */
export const ZIssuedComparison = z
  .object({
    same: z.boolean(),
    difference: z.enum(ISSUED_DIFFERENCES).nullable(),
    issuedSha256: z.string(),
  })
  .describe(
    "The same bytes, or how they differ: `unsigned-bytes` (only inside a signature's " +
      '/Contents past its value, bytes no signature covers, which PDF readers ignore), ' +
      "`appended` (bytes after the issued file's end), `earlier-revision` (the issued file " +
      'starts with this one: a signature was added since) or `other`; `issuedSha256` is the ' +
      "hash the certificate prints. Null when the file is not one of an operation's signed " +
      'documents (a certificate, say).',
  );
export type TIssuedComparison = z.infer<typeof ZIssuedComparison>;

/** The whole answer's verdict. */
export const ZDocumentVerdict = z
  .enum(['valid', 'differs-from-issued', 'changed', 'invalid', 'unknown-signer', 'unsigned'])
  .describe(
    "`valid`: signed, every signature intact and valid by this platform's certificates, " +
      "nothing after the last one and, for an operation's signed document, exactly the file " +
      'issued; `differs-from-issued`: all that, but not the bytes the platform issued (see ' +
      '`issued`); `changed`: a signed byte changed, or bytes follow the last signature (an ' +
      'incremental update nobody signed); `invalid`: a broken signature or a certificate not ' +
      'valid when signing; `unknown-signer`: intact and valid, but the certificates do not ' +
      "lead to this platform's root; `unsigned`: no signature.",
  );
export type TDocumentVerdict = z.infer<typeof ZDocumentVerdict>;

export const ZVerifyResult = z.object({
  verdict: ZDocumentVerdict,
  /** SHA-256 of the file, hex. */
  sha256: z.string(),
  byteLength: z.number().int(),
  /** Bytes follow the last signature's range: the file was changed after it was signed. */
  changedAfterSigning: z.boolean(),
  level: z
    .enum(PADES_LEVELS)
    .nullable()
    .describe(
      'The PAdES baseline level the file reaches: B-B a signature, B-T with its time stamp, ' +
        "B-LT with every signature's validation data in the DSS, B-LTA with a document time " +
        'stamp after it; null without a signature.',
    ),
  signatures: z
    .array(ZVerifiedSignature)
    .describe(
      'In signing order, document time stamps included. A document the platform signed ' +
        "reads: each signer's signature by a certificate of their own, the platform seal " +
        '(`platformReason.kind: signedDocument`), a document time stamp, then renewed ' +
        'archive time stamps over the years. Earlier signatures do not cover the whole file ' +
        "(a later one's incremental update follows them): only the last one must.",
    ),
  operation: ZVerifiedOperation.nullable(),
  issued: ZIssuedComparison.nullable(),
});
export type TVerifyResult = z.infer<typeof ZVerifyResult>;

export const ZVerifyOperationParams = z.object({ operationUuid: z.uuid() });

/** The public anchor log's page: the anchors after `after` (an id), `limit` at most. */
export const ZPublicAnchorsQuery = z.object({
  after: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});

/** The longest token an anchor may carry, base64 (a platform token is about 3,500). */
export const ANCHOR_TOKEN_MAX_CHARS = 16 * 1024;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const BASE64_DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * Base64 as the public log writes it (RFC 4648 §4, padded): one spelling per byte string,
 * so no line break, space or stray character, and the bits past the last byte zero.
 * Decoders skip what this refuses: two spellings would be two anchors of the same bytes.
 */
export function isCanonicalBase64(text: string): boolean {
  if (!BASE64.test(text)) return false;
  if (text.endsWith('==')) return (BASE64_DIGITS.indexOf(text.at(-3) ?? '') & 0x0f) === 0;
  if (text.endsWith('=')) return (BASE64_DIGITS.indexOf(text.at(-2) ?? '') & 0x03) === 0;
  return true;
}

/**
 * One RFC 3161 anchor of an evidence chain, as the public log shows it: `subject` is the
 * SHA-256 (hex) of `<subjectType>:<subjectId>` (e.g. `operation:<uuid>`: whoever holds an
 * operation's id finds its anchors; the log lists no ids), the anchored event's `seq` and
 * hash (`headHash`), the token (DER, base64), its time and TSA.
 */
export const ZPublicAnchor = z.object({
  id: z.number().int(),
  subject: z.string(),
  seq: z.number().int(),
  headHash: z.string(),
  genTime: z.string(),
  tsa: z.string(),
  token: z.string().max(ANCHOR_TOKEN_MAX_CHARS).refine(isCanonicalBase64, {
    message: 'not canonical base64 (RFC 4648: no line breaks, spaces or other characters)',
  }),
});
export type TPublicAnchor = z.infer<typeof ZPublicAnchor>;

/** Oldest first; `last` is the id to ask `after` next (null: nothing after `after`). */
export const ZPublicAnchorPage = z.object({
  items: z.array(ZPublicAnchor),
  last: z.number().int().nullable(),
  more: z.boolean(),
});
export type TPublicAnchorPage = z.infer<typeof ZPublicAnchorPage>;

/**
 * A mirrored copy of the public anchor log as a mirror keeps it: the pages of
 * GET /api/verify/anchors as fetched, one page, or their items.
 */
export const ZAnchorMirror = z.union([
  z.array(ZPublicAnchor),
  z.object({ items: z.array(ZPublicAnchor) }).transform((page) => page.items),
  z
    .array(z.object({ items: z.array(ZPublicAnchor) }))
    .transform((pages) => pages.flatMap((page) => page.items)),
]);
export type TAnchorMirror = z.input<typeof ZAnchorMirror>;

/** The largest mirrored copy the verification takes, in bytes (about 3,000 anchors). */
export const ANCHOR_MIRROR_MAX_BYTES = 10 * 1024 * 1024;

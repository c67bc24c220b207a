import { z } from 'zod';
import { CREDIT_COSTS } from './constants.ts';
import { ZIcarOcr } from './identification.ts';
import { pageQuery, ZNextCursor } from './pagination.ts';

/**
 * Document verification and OCR: one identity
 * document (a card's front and back, or a passport page) analysed from one or two photos,
 * 2 credits. `POST /api/v2/ocr` with an account token, the cropper page with the session.
 */

export const OCR_LIMITS = {
  /** One photo as base64 text (≈ 9 MB of image bytes). */
  maxImageBase64Chars: 12_000_000,
  /** Photos of one document: its front and back, or one passport page. */
  maxImages: 2,
  maxIdempotencyKeyChars: 200,
} as const;

/** What one analysed document costs: front and back of a card count once. */
export const OCR_COST = CREDIT_COSTS.DOCUMENT_OCR;

export const OCR_ROTATIONS = [0, 90, 180, 270] as const;

export const ZPoint = z.object({ x: z.number().finite(), y: z.number().finite() });
export type TPoint = z.infer<typeof ZPoint>;

/** A base64 (or data URL) image; decoding, format and pixel checks are done by the server. */
const ZOcrImageBase64 = z.string().min(1).max(OCR_LIMITS.maxImageBase64Chars);

export const ZOcrImageInput = z.object({
  image: ZOcrImageBase64.describe('the photo, base64 or a data URL (PNG or JPEG)'),
  corners: z
    .array(ZPoint)
    .length(4)
    .optional()
    .describe(
      "the document's four corners in the photo's pixels (EXIF orientation applied), in any " +
        'order; found automatically when absent (else the whole photo is taken)',
    ),
  rotation: z
    .union(OCR_ROTATIONS.map((value) => z.literal(value)))
    .optional()
    .describe('quarter turns clockwise to see the document upright'),
});
export type TOcrImageInput = z.infer<typeof ZOcrImageInput>;

export const ZOcrRequest = z.object({
  images: z.array(ZOcrImageInput).min(1).max(OCR_LIMITS.maxImages),
  /** Replays the first answer, never charges twice (also the Idempotency-Key header). */
  idempotencyKey: z.string().min(1).max(OCR_LIMITS.maxIdempotencyKeyChars).optional(),
  language: z
    .enum(['es', 'en', 'it'])
    .optional()
    .describe(
      "The sealed report's language (es by default); the report is built on first request.",
    ),
});
export type TOcrRequest = z.infer<typeof ZOcrRequest>;

/** The cropper's first step: where the document's corners are in a photo. */
export const ZOcrOutlineRequest = z.object({ image: ZOcrImageBase64 });
export const ZOcrOutlineResponse = z.object({
  width: z.number().int(),
  height: z.number().int(),
  corners: z.array(ZPoint).length(4).nullable(),
  confidence: z.number(),
});
export type TOcrOutlineResponse = z.infer<typeof ZOcrOutlineResponse>;

export const OCR_SIDES = ['id-front', 'id-back', 'passport'] as const;
export const ZOcrSideKind = z.enum(OCR_SIDES);
export const OCR_FIELD_SOURCES = ['mrz', 'printed'] as const;
export const ZFieldAgreement = z.enum(['match', 'mismatch', 'unread']);

export const ZOcrSide = z.object({
  index: z.number().int(),
  kind: ZOcrSideKind,
  documenttype: z.string(),
  confidence: z.number(),
  corners: z.array(ZPoint).length(4),
  cornersFrom: z.enum(['person', 'outline', 'whole-photo']),
  shape: z.enum(['card', 'passport']),
  quality: z.object({ brightness: z.number(), blur: z.number(), ok: z.boolean() }),
  mrz: z
    .object({
      format: z.string(),
      valid: z.boolean(),
      lines: z.array(z.string()),
      errors: z.array(z.object({ field: z.string().nullable(), error: z.string() })),
    })
    .nullable(),
  /** The printed fields' OCR confidence (0..1), null when none was read. */
  textConfidence: z.number().nullable(),
  portrait: z.boolean(),
});
export type TOcrSide = z.infer<typeof ZOcrSide>;

/** One extracted field, merged from the MRZ and the printed zone. */
export const ZOcrField = z.object({
  value: z.string(),
  source: z.enum(OCR_FIELD_SOURCES),
  confidence: z
    .number()
    .describe(
      "0..1: a valid MRZ's checked fields 1, its other fields 0.9, or 1 when the printed zone " +
        "agrees; a printed field, the OCR's line confidence. A name the printed zone spells " +
        'letter for letter as a valid MRZ does is given as printed, with its accents (GARCÍA ' +
        "for the MRZ's GARCIA), source `printed`, confidence 1.",
    ),
});
export type TOcrField = z.infer<typeof ZOcrField>;

export const OCR_FIELDS = [
  'lastName',
  'firstName',
  'documentNumber',
  'personalNumber',
  'nationality',
  'issuingState',
  'birthDate',
  'sex',
  'expirationDate',
  'documentType',
  'address',
] as const;
export type TOcrFieldName = (typeof OCR_FIELDS)[number];

export const ZOcrChecks = z.object({
  /** Every MRZ check digit holds; null without an MRZ. */
  mrzValid: z.boolean().nullable(),
  /** The Spanish DNI/NIE control letter holds; null when no Spanish number was read. */
  spanishIdValid: z.boolean().nullable(),
  /** Expired at today's date (UTC); null without an expiry date. */
  expired: z.boolean().nullable(),
  /** Age in whole years at today's date; null without a birth date. */
  age: z.number().int().nullable(),
  adult: z.boolean().nullable(),
  /** The MRZ against the printed fields (a passport page, or a card's back against its front). */
  crossCheck: z
    .object({
      fields: z.record(z.string(), ZFieldAgreement),
      matched: z.number().int(),
      mismatched: z.number().int(),
      consistent: z.boolean(),
    })
    .nullable(),
});
export type TOcrChecks = z.infer<typeof ZOcrChecks>;

export const ZOcrResult = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  /** When the photos and the result are purged (OCR_RETENTION_DAYS). */
  expiresAt: z.iso.datetime(),
  document: z.enum(['ID_CARD', 'PASSPORT']),
  credits: z.number().int(),
  /** True when an earlier request with the same idempotency key made this analysis. */
  replayed: z.boolean(),
  fields: z.partialRecord(z.enum(OCR_FIELDS), ZOcrField),
  /** The data in the spec's icar names (as the identification summary shows them). */
  icar: ZIcarOcr,
  checks: ZOcrChecks,
  sides: z.array(ZOcrSide),
  /** Relative links (same token or session): the straightened photos, portrait, report. */
  links: z.object({
    straightened: z.array(z.string()),
    portrait: z.string().nullable(),
    report: z.string(),
  }),
});
export type TOcrResult = z.infer<typeof ZOcrResult>;

export const ZOcrParams = z.object({ analysisId: z.uuid() });
export const ZOcrImageParams = z.object({
  analysisId: z.uuid(),
  index: z.coerce
    .number()
    .int()
    .min(0)
    .max(OCR_LIMITS.maxImages - 1),
});

export const ZOcrHistoryEntry = z.object({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  document: z.enum(['ID_CARD', 'PASSPORT']),
  name: z.string().nullable(),
  documentNumber: z.string().nullable(),
  mrzValid: z.boolean().nullable(),
  expired: z.boolean().nullable(),
});
export type TOcrHistoryEntry = z.infer<typeof ZOcrHistoryEntry>;
/** GET /api/v2/ocr: a page of the account's analyses (docs/api.md, "Pagination"). */
export const ZOcrHistoryQuery = pageQuery(50);
export const ZOcrHistoryResponse = z.object({
  analyses: z.array(ZOcrHistoryEntry),
  nextCursor: ZNextCursor,
});
export type TOcrHistoryResponse = z.infer<typeof ZOcrHistoryResponse>;

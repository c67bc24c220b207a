import { z } from 'zod';
import { ZBrand } from './branding.ts';
import { ZOpClass, ZSignatureType } from './constant-enums.ts';
import { HANDWRITTEN, OTP_TYPE, SIGNBOX } from './constants.ts';
import { ZEmailAddress } from './email-address.ts';
import { ZProblem } from './errors.ts';
import { ZIdentificationChecksRequest } from './identification.ts';

/**
 * The signing service's payloads ("operations v2").
 * Field names are the ones the spec gives, so the original client flows work unchanged.
 */

/** 'Y'/'N' flags of the original service; booleans are accepted too. */
const ZFlag = z.union([z.boolean(), z.enum(['Y', 'N', 'S'])]).optional();

export const ZOperationDocument = z.object({
  documentName: z.string().trim().min(1).max(200),
  documentLabel: z.string().trim().max(200).optional(),
  /** The PDF, base64. Empty for templates that render their own document. */
  documentB64: z.string().max(30_000_000).optional().default(''),
  block: ZFlag,
  order: z.coerce.number().int().min(0).max(1000).optional(),
  mandatory: ZFlag,
  transferible: ZFlag,
  signmultiple: ZFlag,
  signupload: ZFlag,
  reference: z.string().trim().min(1).max(100).optional(),
});
export type TOperationDocument = z.infer<typeof ZOperationDocument>;

export const ZSignerAction = z.object({
  action: z.enum(['avoidSendSignEmail', 'sendConfirmationEmail']),
  step: z.enum(['FIRMA-INICIO', 'FIRMA-FINAL']),
});

/** Known identifiers: nif, email, name, lastname, cellphone, idiomadef, cajafirma/signbox. */
export const ZSignerDatum = z.object({
  identifier: z.string().trim().min(1).max(60),
  value: z.string().max(500),
  authentication: z.enum(['Y', 'N']).optional().default('N'),
  label: z.string().max(200).optional().default(''),
  /** 'Y': shown on the signature-completed screen and in the certificate. */
  resumen: z.enum(['Y', 'N']).optional().default('N'),
  order: z.coerce.number().int().min(0).max(1000).optional(),
  actions: z.array(ZSignerAction).max(10).optional().default([]),
});
export type TSignerDatum = z.infer<typeof ZSignerDatum>;

/**
 * Where a signer's stamp goes on one document (boxPositions). Units are PDF
 * points (1/72 inch); `x`, `y` are the box's bottom-left corner measured from the
 * bottom-left corner of the page's visible area (its CropBox), as PDF itself counts (the
 * spec's biometric box, page 1, x 10, y 60, sits at the bottom of the page). `reference`
 * names the document (its `reference`, else its key in `documents`); without it, the first
 * document. One box per signer and document; the box must lie inside the page.
 */
export const ZBoxPosition = z.object({
  pageNumber: z.coerce.number().int().min(1).max(10_000),
  x: z.coerce.number().min(0).max(14_400),
  y: z.coerce.number().min(0).max(14_400),
  width: z.coerce
    .number()
    .min(SIGNBOX.minWidth, `at least ${SIGNBOX.minWidth} points wide`)
    .max(14_400),
  height: z.coerce
    .number()
    .min(SIGNBOX.minHeight, `at least ${SIGNBOX.minHeight} points high`)
    .max(14_400),
  reference: z.string().max(100).optional(),
  signboxName: z.string().max(100).optional(),
});

export type TBoxPosition = z.infer<typeof ZBoxPosition>;

/**
 * What a signer fills besides their signature: text they type, a checkbox, and values the
 * platform writes for them when they sign (the date, their name, their initials).
 */
export const SIGNER_FIELD_TYPES = ['text', 'checkbox', 'date', 'name', 'initials'] as const;
export type TSignerFieldType = (typeof SIGNER_FIELD_TYPES)[number];
export const FIELD_LIMITS = { perSigner: 30, labelMax: 80, valueMax: 200, minSide: 10 } as const;

/**
 * A field placed for one signer on one document (`reference`; the first document when
 * absent): a box in PDF points from the lower-left corner of the page's visible area, a
 * label saying what to fill (shown to the signer and in the certificate), and whether it
 * must be filled (a required checkbox must be ticked) before signing.
 */
/** A field's id (unique among its signer's fields; a template's, among its roles'). */
export const ZFieldId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, _ or -, at most 40');

export const ZSignerField = z.object({
  id: ZFieldId,
  type: z.enum(SIGNER_FIELD_TYPES),
  label: z.string().trim().min(1).max(FIELD_LIMITS.labelMax).optional(),
  required: z.boolean().default(false),
  /**
   * A text field's words as the sender wrote them in (a template's default, a bulk row's
   * value): the signer sees the field filled with them and may change them; without an
   * answer of theirs, these are what is signed.
   */
  value: z.string().trim().max(FIELD_LIMITS.valueMax).optional(),
  reference: z.string().max(100).optional(),
  pageNumber: z.coerce.number().int().min(1).max(10_000),
  x: z.coerce.number().min(0).max(14_400),
  y: z.coerce.number().min(0).max(14_400),
  width: z.coerce.number().min(FIELD_LIMITS.minSide).max(14_400),
  height: z.coerce.number().min(FIELD_LIMITS.minSide).max(14_400),
});
export type TSignerField = z.infer<typeof ZSignerField>;

/**
 * A field placed by the text it follows in its document (a label such as "Ciudad:"), found
 * when the operation is created: the first place the text is written (page order, case,
 * accents and runs of spaces aside, on one line).
 */
export const ZFieldAnchor = z.object({
  text: z.string().trim().min(1).max(100),
  /** Points from the text's right end to the field's left edge. */
  offsetX: z.coerce.number().min(-2000).max(2000).default(4),
  /** Points from the text's descender line to the field's bottom edge (up is positive). */
  offsetY: z.coerce.number().min(-2000).max(2000).default(0),
});
export type TFieldAnchor = z.infer<typeof ZFieldAnchor>;

/** A field as a request sends it: at `pageNumber`, `x`, `y`, or after its `anchor` text. */
export const ZRequestedField = ZSignerField.extend({
  pageNumber: ZSignerField.shape.pageNumber.optional(),
  x: ZSignerField.shape.x.optional(),
  y: ZSignerField.shape.y.optional(),
  anchor: ZFieldAnchor.optional(),
}).refine(
  (field) =>
    field.anchor
      ? field.pageNumber === undefined && field.x === undefined && field.y === undefined
      : field.pageNumber !== undefined && field.x !== undefined && field.y !== undefined,
  { message: 'either an anchor or pageNumber, x and y', path: ['anchor'] },
);
export type TRequestedField = z.infer<typeof ZRequestedField>;

/** The values a signer gives their text and checkbox fields when signing, by field id. */
export const ZFieldValues = z
  .record(z.string().max(40), z.union([z.string().max(FIELD_LIMITS.valueMax), z.boolean()]))
  .refine((values) => Object.keys(values).length <= FIELD_LIMITS.perSigner, 'too many fields');
export type TFieldValues = z.infer<typeof ZFieldValues>;

/**
 * How a stored box was chosen: sent in the request, found by its anchor text in the PDF
 * ("Firma del cliente", "Signature"…), the template's own box, or the bottom of the last
 * page when none of these applied.
 */
export const BOX_SOURCES = ['request', 'anchor', 'template', 'fallback'] as const;

/**
 * A signer's box as the server resolved it at creation and stamps it: the document always
 * named; `anchor` is the text it was placed by. Older operations may lack `source`.
 */
export const ZPlacedBox = z.object({
  pageNumber: z.number().int(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  reference: z.string(),
  signboxName: z.string().optional(),
  source: z.enum(BOX_SOURCES).optional(),
  anchor: z.string().optional(),
});
export type TPlacedBox = z.infer<typeof ZPlacedBox>;

export const ZOperationSigner = z.object({
  level: z.coerce.number().int().min(1).max(10).default(1),
  order: z.coerce.number().int().min(1).max(100).default(1),
  operationType: z.string().max(40).optional().default('EMAIL'),
  signerData: z.array(ZSignerDatum).min(1).max(50),
  signaturesType: z
    .array(z.union([ZSignatureType, z.object({ type: ZSignatureType })]))
    .min(1)
    .max(5),
  /** References of the documents this signer signs (all when absent). */
  docs: z.array(z.string().max(100)).max(50).optional(),
  boxPositions: z.array(ZBoxPosition).max(20).optional(),
  /** What the signer fills (or the platform for them) besides their signature. */
  fields: z
    .array(ZRequestedField)
    .max(FIELD_LIMITS.perSigner)
    .refine(
      (fields) => new Set(fields.map((field) => field.id)).size === fields.length,
      'field ids must differ',
    )
    .refine(
      (fields) =>
        fields.every((field) => !['text', 'checkbox'].includes(field.type) || field.label),
      'a text or checkbox field needs a label',
    )
    .refine(
      (fields) => fields.every((field) => field.type === 'text' || field.value === undefined),
      'only a text field is written in beforehand (value)',
    )
    .optional(),
  biometricAttributes: z
    .object({
      labels: z.array(z.string().max(200)).max(20),
      holders: z.array(z.string().max(200)).max(20),
    })
    .partial()
    .optional(),
});
export type TOperationSigner = z.infer<typeof ZOperationSigner>;

/** Limits of a request's invitation texts and copy recipients. */
export const REQUEST_LIMITS = { subjectMax: 150, messageMax: 1000, copyRecipientsMax: 20 } as const;

/**
 * Someone who signs nothing but receives the signed documents and the certificate by
 * e-mail once everybody has signed.
 */
export const ZCopyRecipient = z.object({
  name: z.string().trim().min(1).max(100),
  email: ZEmailAddress,
});
export type TCopyRecipient = z.infer<typeof ZCopyRecipient>;

export const ZCreateOperationRequest = z
  .object({
    /**
     * The operation's title wherever one is shown (workspace, operation page, e-mails) and
     * the invitation's subject; without it, the first document's name.
     */
    subject: z.string().trim().min(1).max(REQUEST_LIMITS.subjectMax).optional(),
    /** The sender's words, carried by every invitation (e-mail and SMS). */
    message: z.string().trim().min(1).max(REQUEST_LIMITS.messageMax).optional(),
    /** Sent the signed documents and the certificate when the operation is SIGNED. */
    copyRecipients: z.array(ZCopyRecipient).max(REQUEST_LIMITS.copyRecipientsMax).optional(),
    documents: z.record(z.string().min(1).max(100), ZOperationDocument).default({}),
    signers: z.array(ZOperationSigner).min(1).max(10),
    operationData: z
      .object({
        opClass: z.coerce.number().pipe(ZOpClass),
        /**
         * The identification checks this operation relaxes (or tightens) against the
         * server's secure defaults: face match and liveness REQUIRED, hologram REPORTED.
         * Whatever is relaxed is said in words on every screen, e-mail and certificate.
         */
        identificationChecks: ZIdentificationChecksRequest.optional(),
      })
      .passthrough(),
  })
  .meta({
    examples: [
      {
        signers: [
          {
            level: 1,
            order: 1,
            signaturesType: ['SIMPLE'],
            signerData: [
              { identifier: 'name', value: 'Ana', label: 'Nombre', resumen: 'Y' },
              { identifier: 'lastname', value: 'García', label: 'Apellidos', resumen: 'Y' },
              {
                identifier: 'email',
                value: 'ana@example.com',
                resumen: 'Y',
                actions: [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
              },
              { identifier: 'cellphone', value: '+34600111222' },
              { identifier: 'idiomadef', value: 'es-es' },
            ],
          },
        ],
        operationData: { opClass: 1241 },
      },
    ],
  });
export type TCreateOperationRequest = z.infer<typeof ZCreateOperationRequest>;

export const ZCreateOperationResponse = z
  .object({
    /** The signer token (the client's esignToken) of the first signer. */
    loginautToken: z.string(),
    uuids: z.array(z.uuid()),
    documentsUuid: z.array(z.uuid()),
  })
  .meta({
    examples: [
      {
        loginautToken: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJzaWduZXIi…',
        uuids: ['a644af18-9f23-4e0b-843b-a300448590ba'],
        documentsUuid: ['5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f'],
      },
    ],
  });
export type TCreateOperationResponse = z.infer<typeof ZCreateOperationResponse>;

/** Operations one batch call may create (POST /api/v2/create/batch/{domainUuid}). */
export const OPERATION_BATCH_MAX_ITEMS = 100;

/**
 * A batch of operations: each item is a create request (ZCreateOperationRequest), checked
 * on its own, so one bad item is refused alone, with its own answer.
 */
export const ZCreateOperationBatchRequest = z.object({
  operations: z
    .array(z.unknown())
    .min(1)
    .max(OPERATION_BATCH_MAX_ITEMS)
    .describe('Up to 100 bodies of POST /api/v2/create/withotpandtoken/{domainUuid}'),
});
export type TCreateOperationBatchRequest = z.infer<typeof ZCreateOperationBatchRequest>;

/** One item's answer: the creation's answer (status 200) or its problem, by its index. */
export const ZCreateOperationBatchItem = z.union([
  z.object({
    index: z.number().int(),
    status: z.literal(200),
    result: ZCreateOperationResponse,
    /** True when the item's answer was kept from an earlier call with the same key. */
    replayed: z.boolean(),
  }),
  z.object({ index: z.number().int(), status: z.number().int(), error: ZProblem }),
]);
export type TCreateOperationBatchItem = z.infer<typeof ZCreateOperationBatchItem>;

export const ZCreateOperationBatchResponse = z.object({
  results: z.array(ZCreateOperationBatchItem),
  /** Items created (or replayed) and items refused. */
  created: z.number().int(),
  failed: z.number().int(),
});
export type TCreateOperationBatchResponse = z.infer<typeof ZCreateOperationBatchResponse>;

/**
 * Lifecycle of an operation (the spec leaves it out; see docs/api.md). With several
 * signers the operation shows the furthest progress: PARTIALLY_SIGNED once one has signed;
 * SEALING while a signature waits for its time stamp. The video types: RECORDING once a
 * signer's identification has started (until they read the document), IDENTIFIED when an
 * identification-only operation (IDENTIFICATION_NO_ASISTIDA) has every signer identified.
 */
export const OPERATION_STATUSES = [
  'CREATED',
  'SENT',
  'OPENED',
  'RECORDING',
  'DOCUMENT_READ',
  'OTP_SENT',
  'PARTIALLY_SIGNED',
  'SEALING',
  'SIGNED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'IDENTIFIED',
  /** A certified notification's ends: the recipient acknowledged it, or it bounced. */
  'ACKNOWLEDGED',
  'BOUNCED',
] as const;
export const ZOperationStatus = z.enum(OPERATION_STATUSES);
export type TOperationStatus = z.infer<typeof ZOperationStatus>;

/**
 * Each signer's own progress. PENDING: an earlier level has not finished signing yet;
 * INVITED: their turn (signing link issued); IDENTIFYING: their video identification is
 * under way; IDENTIFIED: it passed (the video types).
 */
export const SIGNER_STATUSES = [
  'PENDING',
  'INVITED',
  'OPENED',
  'IDENTIFYING',
  'IDENTIFIED',
  'DOCUMENT_READ',
  'OTP_SENT',
  'SIGNED',
  'REJECTED',
  /** The recipient of a certified notification acknowledged receipt. */
  'ACKNOWLEDGED',
] as const;
export const ZSignerStatus = z.enum(SIGNER_STATUSES);
export type TSignerStatus = z.infer<typeof ZSignerStatus>;

/**
 * Who asks for the signature, as the signer's invitation and page name them: the business
 * (the brand's or company's name) and, when known, the person of the sending account.
 */
export const ZRequestSender = z.object({
  name: z.string(),
  person: z.string().nullable(),
});
export type TRequestSender = z.infer<typeof ZRequestSender>;

export const ZOperationResponse = z.object({
  uuid: z.uuid(),
  domainUuid: z.uuid(),
  opClass: z.number().int(),
  status: ZOperationStatus,
  signatureType: ZSignatureType,
  createdAt: z.string(),
  authPolicy: z.object({
    fields: z.array(
      z.object({
        identifier: z.string(),
        value: z.string(),
        label: z.string(),
        resumen: z.enum(['Y', 'N']),
      }),
    ),
  }),
  documents: z.array(
    z.object({
      documentUuid: z.uuid(),
      documentName: z.string(),
      reference: z.string(),
      signed: z.boolean(),
    }),
  ),
  /** Who signs, in routing order (level, then order), and how far each one is. */
  signers: z.array(
    z.object({
      signerUuid: z.uuid(),
      level: z.number().int(),
      order: z.number().int(),
      name: z.string(),
      status: ZSignerStatus,
      signedAt: z.string().nullable(),
      /** Where this signer's stamp goes on each of their documents. */
      boxPositions: z.array(ZPlacedBox).optional(),
    }),
  ),
  /** With a signer token: which signer is reading (their fields alone are in authPolicy). */
  viewer: z
    .object({
      signerUuid: z.uuid(),
      status: ZSignerStatus,
      /** What the viewing signer fills besides their signature (absent: nothing). */
      fields: z.array(ZSignerField).optional(),
    })
    .nullable(),
  /**
   * The sending account's brand (set in My Account), which the signing pages show in their
   * header; null: the product's look.
   */
  brand: ZBrand.nullable().optional(),
  /** Who asks (null: no account, e.g. a demo) and for what: the sender's title, else the first document's name. */
  sender: ZRequestSender.nullable().optional(),
  subject: z.string().optional(),
  /** When it ended (cancelled, rejected, expired or signed by all); null while open. */
  endedAt: z.string().nullable().optional(),
});
export type TOperationResponse = z.infer<typeof ZOperationResponse>;

export const ZDocumentReadRequest = z.object({ operationUuid: z.uuid(), documentUuid: z.uuid() });
export type TDocumentReadRequest = z.infer<typeof ZDocumentReadRequest>;

export const ZCreateOtpRequest = z.object({
  operationUuid: z.uuid(),
  cellPhone: z.string().trim().min(6).max(20),
  otpType: z.literal(OTP_TYPE),
});
export type TCreateOtpRequest = z.infer<typeof ZCreateOtpRequest>;

export const ZVerifyOtpRequest = z.object({
  operationUuid: z.uuid(),
  otpValue: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  otpType: z.literal(OTP_TYPE),
  /** The signer's text and checkbox fields, by id. */
  fields: ZFieldValues.optional(),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

/** One point of a handwritten stroke: where (canvas pixels) and when (milliseconds). */
export const ZStrokePoint = z.object({ x: z.number(), y: z.number(), time: z.number() });
export type TStrokePoint = z.infer<typeof ZStrokePoint>;

/** The handwritten payload; `strokes` (optional) is kept encrypted as evidence. */
export const ZHandwrittenRequest = z
  .object({
    operationUuid: z.uuid(),
    documentUuid: z.uuid(),
    signaturetype: z.literal(HANDWRITTEN.signatureType),
    message: z.string().max(500).optional().default(''),
    signboxName: z.literal(HANDWRITTEN.signBoxName),
    b64img: z.string().min(16).max(2_000_000),
    strokes: z.array(z.array(ZStrokePoint).max(5000)).max(500).optional(),
    /** The signer's text and checkbox fields, by id. */
    fields: ZFieldValues.optional(),
    /**
     * The keyboard's alternative to drawing: the name the signer typed, which `b64img` shows
     * written out (the signing page draws it); then there are no strokes. Kept in the
     * evidence as a typed signature.
     */
    typedName: z.string().trim().min(2).max(120).optional(),
  })
  .refine((request) => !request.typedName || !request.strokes?.length, {
    message: 'a typed signature has no strokes',
    path: ['strokes'],
  });
export type THandwrittenRequest = z.infer<typeof ZHandwrittenRequest>;

/** The signer declines to sign, optionally saying why. */
export const ZRejectOperationRequest = z.object({
  operationUuid: z.uuid(),
  reason: z.string().trim().max(500).optional(),
});
export type TRejectOperationRequest = z.infer<typeof ZRejectOperationRequest>;

/** The answer of a signer's step that only records something (read, code sent). */
export const ZSigningAck = z.object({ result: z.literal('OK') });
export type TSigningAck = z.infer<typeof ZSigningAck>;

/**
 * A signature's answer. `sealed` false: the signature is recorded but its time stamp could
 * not be had yet; the operation shows SEALING until a job seals the documents.
 */
export const ZSignatureAck = z.object({ result: z.literal('OK'), sealed: z.boolean() });
export type TSignatureAck = z.infer<typeof ZSignatureAck>;

/** The answer of a cancellation or a rejection: the operation's new, final status. */
export const ZEndedOperation = <T extends 'CANCELLED' | 'REJECTED'>(status: T) =>
  z.object({ status: z.literal(status) });

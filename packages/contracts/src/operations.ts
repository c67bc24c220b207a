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
  documentB64: z
    .string()
    .max(30_000_000)
    .optional()
    .default('')
    .describe(
      'The PDF, base64 (a `data:application/pdf;base64,` prefix and MIME line breaks are ' +
        'tolerated); empty for a template (opClass) that renders its own document. Checked ' +
        'before anything is stored or charged, cheapest first, each refusal naming ' +
        '`body.documents.<key>.documentB64`: the balance (402); at most 20 MB (413 ' +
        'PAYLOAD_TOO_LARGE); `%PDF-` at byte 0 (nothing before it, not even whitespace or a ' +
        'byte-order mark) and a trailer pointing at a cross-reference section (415 ' +
        'UNSUPPORTED_MEDIA_TYPE); in a worker thread, streams inflating to 50 times the file ' +
        'and 200 MB at most, object and cross-reference streams to 16 MB, a parse within the ' +
        "thread's memory and time (413 PDF_TOO_COMPLEX); a full parse, not encrypted, at " +
        'least one page (415); no active content (415 PDF_ACTIVE_CONTENT): JavaScript (`/JS`, ' +
        'the `/JavaScript` name tree, an `/OpenAction` or `/AA` running one), `/Launch`, ' +
        'embedded files and file attachments, RichMedia, XFA, wherever the object is (inside ' +
        'object streams, unreferenced) and however its name is escaped (`/Java#53cript`). ' +
        'Links and ordinary forms are fine. The `detail` names what was found: remove it, or ' +
        "print the document to PDF. A template's own document and the public demo's pass the " +
        'same checks.',
    ),
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

/** Where a signer's stamp goes on one document (boxPositions). */
export const ZBoxPosition = z
  .object({
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
  })
  .describe(
    'A box in PDF points (1/72 inch): `x`, `y` are its bottom-left corner measured from the ' +
      "bottom-left corner of the page's visible area (its CropBox), y growing upwards as PDF " +
      'counts (page 1, x 10, y 60 sits near the bottom of the page); from a top-left origin, ' +
      '`y = pageHeight - top - height`. `reference` names the document (its `reference`, else ' +
      'its key in `documents`); without it, the first document.',
  );

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

/** A field placed by the text it follows in its document (a label such as "Ciudad:"). */
export const ZFieldAnchor = z
  .object({
    text: z.string().trim().min(1).max(100),
    offsetX: z.coerce
      .number()
      .min(-2000)
      .max(2000)
      .default(4)
      .describe("Points from the text's last letter to the field's left edge."),
    offsetY: z.coerce
      .number()
      .min(-2000)
      .max(2000)
      .default(0)
      .describe(
        "Points from the text's descender line to the field's bottom edge (up is positive).",
      ),
  })
  .describe(
    'Instead of `pageNumber`, `x` and `y` (both ways, or neither, is 400 naming `….anchor`): ' +
      'the field is placed after the first place `text` is written in its document, found ' +
      'at creation (page order; case, accents and runs of spaces aside; on one line, as text, ' +
      'in the last 200 pages); a text not found is 400 naming `….anchor.text`.',
  );
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
  .refine((values) => Object.keys(values).length <= FIELD_LIMITS.perSigner, 'too many fields')
  .describe(
    'The signer\'s text and checkbox fields (`viewer.fields`), by id: `{id: "text" | true}`. ' +
      'A value for a field they do not have, a required text left empty or a required ' +
      'checkbox not ticked is 400 VALIDATION_FAILED naming `body.fields.<id>`, and nothing is ' +
      'signed (the code stays usable). The seal draws every value in its box and ' +
      '`signer.signed` records each field.',
  );
export type TFieldValues = z.infer<typeof ZFieldValues>;

/**
 * How a stored box was chosen: sent in the request, found by its anchor text in the PDF
 * ("Firma del cliente", "Signature"…), the template's own box, or the bottom of the last
 * page when none of these applied (ZOperationSigner's `boxPositions` says how).
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
  source: z
    .enum(BOX_SOURCES)
    .optional()
    .describe('How the box was chosen; older operations may lack it.'),
  anchor: z
    .string()
    .optional()
    .describe('For `anchor`: the text of the label the box was placed by.'),
});
export type TPlacedBox = z.infer<typeof ZPlacedBox>;

export const ZOperationSigner = z.object({
  level: z.coerce.number().int().min(1).max(10).default(1),
  order: z.coerce.number().int().min(1).max(100).default(1),
  operationType: z.string().max(40).optional().default('EMAIL'),
  signerData: z
    .array(ZSignerDatum)
    .min(1)
    .max(50)
    .describe(
      "The signer's data by `identifier`, checked at creation for what the operation will " +
        'need: `email`, when given, an address the mail job sends to; the phone (`cellphone`, ' +
        'or `phone` / `movil`), when given, a valid number, stored in E.164 (a number without ' +
        "its + code is read in the signer's `country` or `pais` datum, ISO 3166 alpha-2, Spain " +
        'by default: `600 111 222` is +34600111222); a phone for the types signed with an SMS ' +
        'code (SIMPLE, VIDEO_1PASO_OTP, AVANZADA_VIDEO_1PASO), `nif` for the video types, an ' +
        'e-mail for `sendConfirmationEmail`, an e-mail or a phone for a signer who is invited ' +
        '(every one without `avoidSendSignEmail` at FIRMA-INICIO): with a phone alone the ' +
        'invitation goes by SMS; reminders go by e-mail only. Otherwise 400 VALIDATION_FAILED ' +
        'naming every field (`body.signers[1].signerData[email]`) with the i18n key ' +
        '`flows:create.validation.` + emailInvalid, phoneInvalid, phoneRequired, ' +
        'emailRequired, contactRequired (neither) or countryInvalid.',
    ),
  signaturesType: z
    .array(z.union([ZSignatureType, z.object({ type: ZSignatureType })]))
    .min(1)
    .max(5),
  /** References of the documents this signer signs (all when absent). */
  docs: z.array(z.string().max(100)).max(50).optional(),
  boxPositions: z
    .array(ZBoxPosition)
    .max(20)
    .optional()
    .describe(
      "Where the signer's visible stamp goes on each document they sign, scaled to fit. " +
        'Checked at creation: the document exists and the signer signs it (`docs`), one box ' +
        'per signer and document, the page exists, the box lies inside it (half a point of ' +
        'rounding allowed), at least 40 x 20 points; otherwise 400 naming the field ' +
        '(`body.signers.0.boxPositions.0.pageNumber`). A document without a box gets one of ' +
        "180 x 56 points, signer after signer in routing order: a template's own box; on an " +
        'uploaded PDF, by its signature line, read from the last page back (200 pages at ' +
        'most): a line saying whose signature it is ("Firma del cliente", "Client ' +
        'signature"…) first, then a role alone on its line ("El cliente", "Fdo.:", "Signed"), ' +
        'then a bare "Firma" / "Signature" (case, accents and punctuation aside, the last one ' +
        'preferred), the box resting on its line of underscores or dots, else beside the ' +
        "label where the page's text leaves room; otherwise a free slot at the bottom of the " +
        'last page. Placed boxes never overlap one another or a box the request sent; text ' +
        'drawn as paths or images (a scan) has no labels to find. `signers[].boxPositions` of ' +
        'the operation reads back what is stamped.',
    ),
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
    .optional()
    .describe(
      'What the signer fills besides their signature (30 at most, ids differing), each placed ' +
        'as a box is (at least 10 x 10 points) and checked like one: `text` and `checkbox` ' +
        '(with a `label`: what the signer is asked and the certificate records) are filled by ' +
        'the signer, a `text` starting with its `value` when given (what is signed if they ' +
        'send nothing for it; `value` on another type is 400); `date` (the signing date, ' +
        "dd/mm/yyyy in the certificate's time zone), `name` and `initials` are written for " +
        'them.',
    ),
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
    subject: z
      .string()
      .trim()
      .min(1)
      .max(REQUEST_LIMITS.subjectMax)
      .optional()
      .describe(
        "The operation's title wherever one is shown (the workspace, the sender's e-mails) " +
          "and the invitation's subject; without it, the first document's name.",
      ),
    message: z
      .string()
      .trim()
      .min(1)
      .max(REQUEST_LIMITS.messageMax)
      .optional()
      .describe(
        "The sender's words, carried by every invitation (e-mail, and SMS cut to 120 characters).",
      ),
    copyRecipients: z
      .array(ZCopyRecipient)
      .max(REQUEST_LIMITS.copyRecipientsMax)
      .optional()
      .describe(
        'People who sign nothing: when the operation is SIGNED each receives, in its ' +
          "language, the signed documents and the certificate, attached or linked as a signer's " +
          'confirmation is. The creation evidence records them and the subject.',
      ),
    documents: z
      .record(z.string().min(1).max(100), ZOperationDocument)
      .default({})
      .describe('At most OPERATION_MAX_DOCUMENTS (50) documents: more is 400 on `body.documents`.'),
    signers: z.array(ZOperationSigner).min(1).max(10),
    operationData: z
      .object({
        opClass: z.coerce
          .number()
          .pipe(ZOpClass)
          .describe(
            'The template, which renders its own document when none is attached: 1239 demo ' +
              'OTP, 1240 simple or biometric contract, 1241 one-page sample contract, 1243 ' +
              'traveller report, 847 biometric demo; each with its signature box on page 1 ' +
              '(x 10, y 60, 160 x 50). An attached PDF replaces it.',
          ),
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

/** Each signer's own progress (ZSignerStatus says what each means). */
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
export const ZSignerStatus = z
  .enum(SIGNER_STATUSES)
  .describe(
    "A signer's own progress: PENDING while an earlier level has not finished signing; " +
      'INVITED at their turn (signing link issued); IDENTIFYING while their video ' +
      'identification is under way and IDENTIFIED once it passed (the video types); then ' +
      'OPENED, DOCUMENT_READ, OTP_SENT, SIGNED, or REJECTED; ACKNOWLEDGED: a certified ' +
      "notification's recipient acknowledged receipt.",
  );
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
      boxPositions: z
        .array(ZPlacedBox)
        .optional()
        .describe("Where this signer's stamp goes on each of their documents: what is stamped."),
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
  brand: ZBrand.nullable()
    .optional()
    .describe(
      "The sending account's brand (PUT /api/account/brand), which the signing pages show in " +
        "their header; null: the product's look.",
    ),
  /** Who asks (null: no account, e.g. a demo) and for what: the sender's title, else the first document's name. */
  sender: ZRequestSender.nullable().optional(),
  subject: z.string().optional(),
  /** When it ended (cancelled, rejected, expired or signed by all); null while open. */
  endedAt: z.string().nullable().optional(),
});
export type TOperationResponse = z.infer<typeof ZOperationResponse>;

export const ZDocumentReadRequest = z
  .object({ operationUuid: z.uuid(), documentUuid: z.uuid() })
  .describe(
    'Read-and-accepted evidence, recorded once per signer and document: a repeat answers OK ' +
      'and adds nothing.',
  );
export type TDocumentReadRequest = z.infer<typeof ZDocumentReadRequest>;

export const ZCreateOtpRequest = z.object({
  operationUuid: z.uuid(),
  cellPhone: z
    .string()
    .trim()
    .min(6)
    .max(20)
    .describe(
      "The signer's registered phone (compared in E.164): the code goes to that phone only. " +
        'One code every 30 seconds and 5 an hour (429 with Retry-After); each lasts 5 minutes.',
    ),
  otpType: z.literal(OTP_TYPE),
});
export type TCreateOtpRequest = z.infer<typeof ZCreateOtpRequest>;

export const ZVerifyOtpRequest = z.object({
  operationUuid: z.uuid(),
  otpValue: z
    .string()
    .trim()
    .regex(/^\d{6}$/)
    .describe(
      'The code of the SMS: a wrong one is 422 OTP_INVALID, an expired one 410 OTP_EXPIRED; ' +
        'after 5 wrong tries 423 OTP_LOCKED (ask for a new code).',
    ),
  otpType: z.literal(OTP_TYPE),
  fields: ZFieldValues.optional(),
});
export type TVerifyOtpRequest = z.infer<typeof ZVerifyOtpRequest>;

/** One point of a handwritten stroke: where (canvas pixels) and when (milliseconds). */
export const ZStrokePoint = z.object({ x: z.number(), y: z.number(), time: z.number() });
export type TStrokePoint = z.infer<typeof ZStrokePoint>;

/** The handwritten payload. */
export const ZHandwrittenRequest = z
  .object({
    operationUuid: z.uuid(),
    documentUuid: z.uuid(),
    signaturetype: z.literal(HANDWRITTEN.signatureType),
    message: z.string().max(500).optional().default(''),
    signboxName: z.literal(HANDWRITTEN.signBoxName),
    b64img: z
      .string()
      .min(16)
      .max(2_000_000)
      .describe(
        "The signature as a PNG, base64, placed in the signer's box and sealed; at most " +
          'IMAGE_MAX_PIXELS pixels (16 M), read from its header before it is decoded (413 ' +
          'IMAGE_TOO_LARGE).',
      ),
    strokes: z
      .array(z.array(ZStrokePoint).max(5000))
      .max(500)
      .optional()
      .describe('The drawing as it was made, kept encrypted as evidence.'),
    fields: ZFieldValues.optional(),
    typedName: z
      .string()
      .trim()
      .min(2)
      .max(120)
      .optional()
      .describe(
        "The keyboard's alternative to drawing: the name the signer typed, which `b64img` " +
          'shows written out; then there are no strokes (both: 400). The `signer.signed` ' +
          'evidence records `input: "typed"` and the name (`"drawn"` otherwise), and the ' +
          'certificate says the name was typed.',
      ),
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

/** A signature's answer. */
export const ZSignatureAck = z.object({
  result: z.literal('OK'),
  sealed: z
    .boolean()
    .describe(
      'false: the signature is recorded but its time stamp could not be had yet; the ' +
        'operation shows SEALING until a job seals the documents.',
    ),
});
export type TSignatureAck = z.infer<typeof ZSignatureAck>;

/** The answer of a cancellation or a rejection: the operation's new, final status. */
export const ZEndedOperation = <T extends 'CANCELLED' | 'REJECTED'>(status: T) =>
  z.object({ status: z.literal(status) });

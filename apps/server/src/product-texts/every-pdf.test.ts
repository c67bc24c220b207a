import { PDFDocument } from '@cantoo/pdf-lib';
import { SIGNATURE_TYPES } from '@confirma/contracts/constants';
import {
  IDENTIFICATION_EVENT_TYPES,
  OPERATION_EVENT_TYPES,
  type TOperationEventType,
} from '@confirma/contracts/evidence-events';
import {
  IDENTIFICATION_CHECKS,
  IDENTIFICATION_FAILURES,
  IDENTIFICATION_REVIEW_REASONS,
  LIVENESS_CHALLENGE_KINDS,
  type TIdentificationResultResponse,
} from '@confirma/contracts/identification';
import { OCR_FIELDS, type TOcrResult } from '@confirma/contracts/ocr';
import { OPERATION_STATUSES, SIGNER_STATUSES } from '@confirma/contracts/operations';
import type { TTextLanguage } from '@confirma/contracts/text-leaks';
import { TRAVELLER_PAYMENT_TYPES } from '@confirma/contracts/traveller';
import { SIGNER_CERTIFICATE_LEVELS } from '@confirma/contracts/verify';
import type { TEvidenceEvent } from '../modules/evidence/index.ts';
import { renderCertificate } from '../modules/identification/certificate/render-certificate.ts';
import type { TInvoice } from '../modules/invoices/invoices.types.ts';
import { renderInvoice } from '../modules/invoices/render-invoice.ts';
import { renderOcrReport } from '../modules/ocr/render-ocr-report.ts';
import { actaEvents } from '../modules/operation-certificate/acta-facts.ts';
import { ACTA_TEXTS } from '../modules/operation-certificate/acta-texts.ts';
import { renderActa } from '../modules/operation-certificate/render-acta.ts';
import { renderTravellerForm } from '../modules/operation-classes/index.ts';
import { TEMPLATE_CATALOG } from '../modules/operation-classes/template-catalog.ts';
import type { TSignerRow } from '../modules/operations/index.ts';
import { prepareSeal } from '../modules/sealing/pdf/prepare-seal.ts';
import { run } from '../modules/sealing/testing/pdf-tools.ts';
import { describeTexts } from './text-check.ts';
import {
  ESTABLISHMENT,
  TRAVELLER_DATA,
  travellerCompletion,
  travellerDocument,
} from './traveller-fixtures.ts';

/**
 * Every PDF the product prints (the operation certificate and the certificate of delivery,
 * the identification certificate, the OCR report, invoices and credit notes, each class's
 * document, the filled traveller report, and the seal's visible stamp), rendered in es, en
 * and it with facts that reach each enumeration, its text read back by pdftotext, fails
 * on an i18n key, a code, English in es/it or the "usted" register.
 */

const AT = new Date('2026-03-14T10:30:00Z');
const HASH = 'a1'.repeat(32);
const OPERATION = '0b9d6f3e-7c1a-4d2b-9e8f-1a2b3c4d5e6f';
const VIDEO = '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b';
/** The free text of the facts: names, titles, the servers' replies, a certificate's names. */
const DATA = [
  ...TRAVELLER_DATA,
  'Ana Ruiz',
  'Luis Gómez',
  'ana@example.com',
  'contrato-alquiler.pdf',
  'Alquiler del piso de Gran Vía',
  'No estoy de acuerdo con la cláusula 3',
  'Inmobiliaria Sol SL',
  '250 2.0.0 OK queued as 4F2A1',
  '550 5.1.1 User unknown',
  'mx.example.com',
  'Hotel Sol',
  'Calle Mayor 1, 28013 Madrid',
  'Calle Alcalá 20',
  'España',
  'Madrid',
  'Madre',
  'Ana',
  'Ruiz',
  'Plan Pro',
  'Confirma Seal',
  'Confirma TSA',
  'Confirma Root',
  'RUIZ',
  'ANA',
  'ESP',
];

/** Reads a PDF's text as a reader of the page would. */
function pdfText(pdf: Uint8Array): string {
  const result = run('pdftotext', ['-enc', 'UTF-8', '-', '-'], pdf);
  if (result.code !== 0) throw new Error(result.stderr);
  return result.stdout;
}

const signers = [
  { id: 'signer-1', fullName: 'Ana Ruiz' },
  { id: 'signer-2', fullName: 'Luis Gómez' },
] as TSignerRow[];

/** Data that reaches each event sentence's branches (a method, a reason, a report's source). */
const EVENT_DATA: Partial<Record<TOperationEventType, Record<string, unknown>[]>> = {
  'signer.signed': [
    { method: 'OTP' },
    { method: 'HANDWRITTEN' },
    { method: 'HANDWRITTEN', input: 'typed', typedName: 'Ana Ruiz' },
  ],
  'signer.otp_sent': [{ phone: '+34******222' }],
  'signer.rejected': [{ reason: 'No estoy de acuerdo con la cláusula 3' }],
  'operation.reminder_sent': [{ signers: [{ signerId: 'signer-1' }, { signerId: 'signer-2' }] }],
  'operation.invitation_resent': [{ signers: [{ signerId: 'signer-2' }] }],
  'notification.created': [
    {
      sender: 'Inmobiliaria Sol SL',
      subject: 'Alquiler del piso de Gran Vía',
      messageSha256: HASH,
    },
  ],
  'notification.sent': [
    {
      to: 'ana@example.com',
      smtpResponse: '250 2.0.0 OK queued as 4F2A1',
      messageId: '<n.1@mx.example.com>',
    },
    { to: 'ana@example.com', source: 'outbox', messageId: '<n.1@mx.example.com>' },
  ],
  'notification.bounced': [
    {
      response: '550 5.1.1 User unknown',
      source: 'dsn',
      authenticatedBy: 'envelope-id',
      reportingMta: 'mx.example.com',
    },
    { response: '550 5.1.1 User unknown', source: 'smtp' },
  ],
  'notification.bounce_reported': [
    { response: '550 5.1.1 User unknown', source: 'dsn', after: 'ACKNOWLEDGED' },
    { response: '550 5.1.1 User unknown', source: 'dsn', after: 'EXPIRED' },
  ],
  'notification.acknowledged': [{ method: 'CLICK' }, { method: 'SMS_CODE', phone: '+34******222' }],
  'notification.rejected': [{ reason: 'No estoy de acuerdo con la cláusula 3' }],
};

function evidence(types: readonly TOperationEventType[]): TEvidenceEvent[] {
  return types
    .flatMap((type) => (EVENT_DATA[type] ?? [{}]).map((data) => ({ type, data })))
    .map(({ type, data }, index) => ({
      id: index + 1,
      subjectType: 'operation',
      subjectId: OPERATION,
      seq: index + 1,
      type,
      actorType: type.startsWith('signer.') ? 'signer' : 'system',
      actorId: type.startsWith('signer.') ? 'signer-1' : null,
      occurredAt: AT,
      ip: '203.0.113.42',
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      documentSha256: null,
      data: { signerId: 'signer-2', ...data },
      prevHash: HASH,
      hash: HASH,
    })) as TEvidenceEvent[];
}

const certificate = {
  subject: 'CN=Confirma Seal',
  issuer: 'CN=Confirma Root',
  serialNumber: '01',
  notBefore: '2026-01-01T00:00:00Z',
  notAfter: '2036-01-01T00:00:00Z',
  sha256: HASH,
};

async function acta(language: TTextLanguage, notification: boolean) {
  const types = OPERATION_EVENT_TYPES.filter((type) =>
    notification ? type.startsWith('notification.') : !type.startsWith('notification.'),
  );
  const pdfs = await Promise.all(
    (notification ? ['NOTIFICACION' as const] : SIGNATURE_TYPES).map((type, index) =>
      renderActa({
        language,
        timeZone: 'Europe/Madrid',
        operation: {
          id: OPERATION,
          subject: 'Alquiler del piso de Gran Vía',
          sender: 'Inmobiliaria Sol SL (ana@example.com)',
          kind: ACTA_TEXTS[language].kinds.documents,
          type,
          status: OPERATION_STATUSES[index % OPERATION_STATUSES.length] ?? 'SIGNED',
          created: '2026-03-14 10:30:00 UTC',
          completed: '—',
        },
        signers: SIGNER_STATUSES.map((status, at) => ({
          name: at % 2 ? 'Luis Gómez' : 'Ana Ruiz',
          email: 'ana@example.com',
          phone: '+34******222',
          status,
          signedAt: '2026-03-14 10:30:00 UTC',
          certificate: {
            subject: 'CN=Ana Ruiz, serialNumber=IDCES-12345678Z',
            serial: '01',
            level: SIGNER_CERTIFICATE_LEVELS[at % SIGNER_CERTIFICATE_LEVELS.length] ?? 'otp',
            revoked: false,
          },
        })),
        documents: [{ name: 'contrato-alquiler.pdf', original: HASH, signed: HASH }],
        events: index
          ? []
          : actaEvents(evidence(types), { language, timeZone: 'Europe/Madrid', signers }),
        chain: {
          ok: index % 2 === 0,
          head: HASH,
          events: 3,
          anchoredEvents: 2,
          anchors: [
            {
              seq: 2,
              headHash: HASH,
              imprint: HASH,
              genTime: '2026-03-14T10:31:00Z',
              tsa: 'CN=Confirma TSA',
              token: 'MII=',
              valid: index % 2 === 0,
            },
          ],
        },
        seal: certificate,
        tsas: index % 2 ? [] : [{ ...certificate, subject: 'CN=Confirma TSA' }],
        verifyUrl: `https://confirma.example/#/verify?op=${OPERATION}`,
        rootUrl: 'https://confirma.example/api/pki/root.crt',
        anchorLog: { url: 'https://confirma.example/api/verify/anchors', subject: 'ab'.repeat(32) },
      }),
    ),
  );
  return pdfs.map(pdfText).join('\n');
}

const icar = {
  icarName: 'ANA',
  icarLastName: 'RUIZ',
  icarNif: '12345678Z',
  icarExpirationDate: '2031-05-01',
  icarDocType: 'ID',
  icarBirthDate: '1990-05-01',
  icarSex: 'F',
  icarAddress: 'Calle Alcalá 20',
  icarNationality: 'ESP',
  icarDocNumber: 'BAA000589',
  icarIssuingState: 'ESP',
  mrzValid: true,
};

function identificationResult(
  status: 'PASSED' | 'FAILED' | 'REVIEW',
): TIdentificationResultResponse {
  return {
    videoUuid: VIDEO,
    status,
    document: status === 'FAILED' ? 'PASSPORT' : status === 'REVIEW' ? null : 'ID_CARD',
    faceMatch: { similarity: 0.82, threshold: 0.6, passed: true, blocking: true },
    liveness: {
      passed: true,
      antispoof: status === 'PASSED' ? 0.9 : null,
      challenges: LIVENESS_CHALLENGE_KINDS.map((kind, index) => ({ kind, passed: index > 0 })),
      required: status !== 'REVIEW',
    },
    hologram: { passed: true, confidence: 0.7, threshold: 0.5, required: true },
    mrzValid: true,
    nifMatches: true,
    documentConsistency: {
      fields: { documentNumber: 'match', birthDate: 'mismatch', name: 'unread' },
      matched: 1,
      mismatched: 1,
      consistent: false,
    },
    blocked: false,
    failures: status === 'FAILED' ? [...IDENTIFICATION_FAILURES] : [],
    reviewReasons: status === 'REVIEW' ? [...IDENTIFICATION_REVIEW_REASONS] : [],
    policy: { faceMatch: 'REPORTED', liveness: 'OFF', hologram: 'REQUIRED' },
    checks: IDENTIFICATION_CHECKS.flatMap((check) =>
      (['PASSED', 'FAILED', 'REVIEW', 'NOT_RUN'] as const).map((outcome, index) => ({
        check,
        outcome,
        required: index % 2 === 0,
        score: index === 3 ? null : 0.8,
        threshold: index === 3 ? null : 0.6,
      })),
    ),
    ...(status === 'PASSED'
      ? {}
      : {
          review: { decision: status === 'FAILED' ? 'REJECTED' : 'APPROVED', at: AT.toISOString() },
        }),
  } as TIdentificationResultResponse;
}

async function identificationCertificate(language: TTextLanguage) {
  const pdfs = await Promise.all(
    (['PASSED', 'FAILED', 'REVIEW'] as const).map((status, index) =>
      renderCertificate({
        language,
        timeZone: 'Europe/Madrid',
        operation: {
          id: OPERATION,
          signatureType: SIGNATURE_TYPES[index + 2] ?? 'VIDEO_1PASO_OTP',
          createdAt: AT,
          demo: index === 1,
        },
        person: { name: 'Ana Ruiz', email: index ? null : 'ana@example.com', nif: '12345678Z' },
        identification: {
          id: VIDEO,
          startedAt: AT,
          completedAt: index === 2 ? null : AT,
          frontConfidence: 0.9,
          backConfidence: null,
        },
        result: identificationResult(status),
        images: [],
        purged: index === 1,
        ocr: index === 2 ? null : icar,
        video: index === 2 ? null : { sha256: HASH, size: 2_345_678 },
        events: IDENTIFICATION_EVENT_TYPES.map((type) => ({ at: AT, type, hash: HASH })),
      }),
    ),
  );
  return pdfs.map(pdfText).join('\n');
}

function ocrResult(document: 'ID_CARD' | 'PASSPORT'): TOcrResult {
  return {
    id: VIDEO,
    createdAt: AT.toISOString(),
    expiresAt: AT.toISOString(),
    document,
    credits: 2,
    replayed: false,
    fields: Object.fromEntries(
      OCR_FIELDS.map((field, index) => [
        field,
        {
          value: field === 'sex' ? 'F' : 'RUIZ',
          source: index % 2 ? 'mrz' : 'printed',
          confidence: 0.9,
        },
      ]),
    ),
    icar,
    checks: {
      mrzValid: document === 'ID_CARD',
      spanishIdValid: document === 'ID_CARD' ? true : null,
      expired: document === 'PASSPORT',
      age: 35,
      adult: true,
      crossCheck: {
        fields: { documentNumber: 'match', birthDate: 'mismatch', name: 'unread' },
        matched: 1,
        mismatched: 1,
        consistent: false,
      },
    },
    sides: (document === 'ID_CARD'
      ? (['id-front', 'id-back'] as const)
      : (['passport'] as const)
    ).map((kind, index) => ({
      index,
      kind,
      documenttype: kind === 'passport' ? 'PASSPORT' : 'ID_CARD',
      confidence: 0.9,
      corners: [
        { x: 0, y: 0 },
        { x: 1, y: 0 },
        { x: 1, y: 1 },
        { x: 0, y: 1 },
      ],
      cornersFrom: (['person', 'outline', 'whole-photo'] as const)[index % 3] ?? 'outline',
      shape: kind === 'passport' ? 'passport' : 'card',
      quality: { brightness: 0.5, blur: 0.1, ok: index === 0 },
      mrz: index
        ? {
            format: 'TD1',
            valid: false,
            lines: ['IDESPBAA000589'],
            errors: [{ field: 'birthDate', error: 'check digit' }],
          }
        : null,
      textConfidence: index ? null : 0.8,
      portrait: index === 0,
    })),
    links: { straightened: [], portrait: null, report: '' },
  } as TOcrResult;
}

async function ocrReport(language: TTextLanguage) {
  const pdfs = await Promise.all(
    (['ID_CARD', 'PASSPORT'] as const).map((document) =>
      renderOcrReport({
        language,
        timeZone: 'Europe/Madrid',
        result: ocrResult(document),
        images: [],
        portrait: null,
        imageHashes: [HASH],
        events: ['ocr.analysed', 'ocr.report_sealed'].map((type) => ({ at: AT, type, hash: HASH })),
      }),
    ),
  );
  return pdfs.map(pdfText).join('\n');
}

function invoice(
  kind: 'invoice' | 'credit_note',
  language: TTextLanguage,
  series: string,
): TInvoice {
  const sign = kind === 'invoice' ? 1 : -1;
  return {
    id: `inv-${kind}`,
    kind,
    series,
    year: 2026,
    number: 1,
    fullNumber: `${series}-2026-000001`,
    orderId: 'order-1',
    organizationId: 'user-1',
    correctsInvoiceId: kind === 'invoice' ? null : 'inv-invoice',
    seller: {
      name: 'Confirma Seal',
      taxId: 'B12345678',
      address: 'Calle Mayor 1, 28013 Madrid',
      email: 'ana@example.com',
    },
    buyer: {
      name: 'Inmobiliaria Sol SL',
      taxId: 'B87654321',
      email: 'ana@example.com',
      address: 'Calle Alcalá 20',
      postalcode: '28014',
      city: 'Madrid',
      state: 'Madrid',
      country: 'ES',
      language,
    },
    lines: [
      {
        productId: 'credits-50',
        description: 'Plan Pro',
        credits: 50,
        quantity: 1,
        totalCents: sign * 2420,
      },
    ],
    currency: 'EUR',
    baseCents: sign * 2000,
    vatRateBp: 2100,
    vatCents: sign * 420,
    totalCents: sign * 2420,
    pdfBlobKey: null,
    issuedAt: AT,
  };
}

async function invoices(language: TTextLanguage) {
  const pdfs = await Promise.all(
    (['invoice', 'credit_note'] as const).flatMap((kind) =>
      ['CF', 'TEST'].map((series) =>
        renderInvoice({
          invoice: invoice(kind, language, series),
          ...(kind === 'credit_note'
            ? { corrects: { fullNumber: `${series}-2026-000001`, issuedAt: AT } }
            : {}),
          orderId: 'order-1',
          paidAt: AT,
          language,
        }),
      ),
    ),
  );
  return pdfs.map(pdfText).join('\n');
}

const signer = {
  name: 'Ana',
  lastname: 'Ruiz',
  email: 'ana@example.com',
  nif: '12345678Z',
  cellphone: '+34600111222',
};

async function documents(language: TTextLanguage) {
  const catalogue = await Promise.all(
    Object.values(TEMPLATE_CATALOG).map((template) =>
      template.render?.({ language, signer, date: AT }),
    ),
  );
  const filled = await Promise.all(
    TRAVELLER_PAYMENT_TYPES.map((_payment, index) =>
      renderTravellerForm({
        language,
        signer,
        date: AT,
        traveller: {
          establishment: ESTABLISHMENT,
          document: travellerDocument(index),
          completion: travellerCompletion(index),
        },
      }),
    ),
  );
  return [...catalogue, ...filled].flatMap((pdf) => (pdf ? [pdfText(pdf)] : [])).join('\n');
}

/** The seal's visible stamp alone, on a blank page, for each method. */
async function stamps(language: TTextLanguage) {
  const blank = await PDFDocument.create();
  blank.addPage([595, 842]);
  const pdf = await blank.save();
  const sealed = await Promise.all(
    (['OTP', 'HANDWRITTEN', 'PLATFORM'] as const).map((method) =>
      prepareSeal(pdf, {
        signerName: 'Ana Ruiz',
        method,
        evidenceId: `${OPERATION}/signer-1`,
        reason: 'test',
        locale: language,
        now: AT,
      }),
    ),
  );
  return sealed.map((seal) => pdfText(seal.file)).join('\n');
}

const PDFS: Record<string, (language: TTextLanguage) => Promise<string>> = {
  'the operation certificate of each signature type': (language) => acta(language, false),
  'the certificate of delivery of a certified notification': (language) => acta(language, true),
  'the identification certificate (passed, failed, review)': identificationCertificate,
  'the OCR report (card, passport)': ocrReport,
  'the invoice and the credit note (paid, test)': invoices,
  "each operation class's document and the filled traveller report": documents,
  "the seal's visible stamp": stamps,
};

describeTexts('every PDF', PDFS, { data: DATA, timeout: 60_000 });

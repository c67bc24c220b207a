import { ZAccountDocument, ZHistoryResponse, ZSignInOptions } from '@confirma/contracts/account';
import {
  ZAdminAccountDetail,
  ZAdminAccountsResponse,
  ZAdminContactDetail,
  ZAdminContactsResponse,
  ZAdminMe,
  ZAuditResponse,
  ZOperationsStats,
} from '@confirma/contracts/admin';
import { ZApiCredentialList } from '@confirma/contracts/api-credentials';
import { ZAuthSession } from '@confirma/contracts/auth';
import { ZBrandResponse } from '@confirma/contracts/branding';
import { ZBulkSend, ZBulkSendList } from '@confirma/contracts/bulk-sends';
import {
  CERTIFICATE_REVOCATION_REASONS,
  ZIssuedCertificatePage,
} from '@confirma/contracts/certificate-authority';
import { SIGNATURE_TYPES } from '@confirma/contracts/constants';
import {
  CONTACT_KINDS,
  CONTACT_OPERATION_TYPES,
  CONTACT_STATES,
} from '@confirma/contracts/contact';
import {
  SES_COMMUNICATION_STATES,
  ZCheckinStart,
  ZEstablishmentList,
  ZKioskEstablishments,
} from '@confirma/contracts/establishments';
import { OPERATION_EVENT_TYPES } from '@confirma/contracts/evidence-events';
import {
  IDENTIFICATION_CHECKS,
  IDENTIFICATION_FAILURES,
  IDENTIFICATION_REVIEW_REASONS,
  IDENTIFICATION_STATUSES,
  LIVENESS_CHALLENGE_KINDS,
  RISK_SIGNAL_CODES,
  type TRelaxedCheck,
  ZIdentificationImagesData,
  ZIdentificationStanding,
} from '@confirma/contracts/identification';
import { ZOcrHistoryResponse } from '@confirma/contracts/ocr';
import { OPERATION_STATUSES, SIGNER_STATUSES } from '@confirma/contracts/operations';
import {
  ZAdminPaymentDetail,
  ZAdminPaymentList,
  ZOrderList,
  ZOrderStatus,
  ZPaymentMethodList,
} from '@confirma/contracts/payments';
import { ZRequestTemplate, ZRequestTemplateList } from '@confirma/contracts/request-templates';
import { ZReviewCase, ZReviewQueueResponse } from '@confirma/contracts/review';
import { REVIEW_STAGES, REVIEWER_ROLES } from '@confirma/contracts/review-decision';
import { ZClientConfig } from '@confirma/contracts/tokens';
import {
  TRAVELLER_DOCUMENT_TYPES,
  TRAVELLER_PAYMENT_TYPES,
  ZGuestRegister,
  ZTravellerReportView,
} from '@confirma/contracts/traveller';
import { SIGNER_CERTIFICATE_LEVELS, ZVerifiedOperation } from '@confirma/contracts/verify';
import {
  WEBHOOK_EVENT_TYPES,
  ZEmbedOrigins,
  ZWebhookDeliveryList,
  ZWebhookEndpointList,
} from '@confirma/contracts/webhooks';
import { ZOperationDetail, ZOperationListResponse } from '@confirma/contracts/workspace';
import { vi } from 'vitest';
import { z } from 'zod';
import {
  decisionRecord,
  queueItem,
  reviewCase,
  reviewVerdict,
} from '../features/review/testing/review-fixtures';
import { ACCOUNT, SESSION } from './account-fixtures';

/**
 * Test support: an API that answers every page's reads with data reaching each of the
 * product's enumerations (every status, type, kind, event), for the text checks of every
 * route (app/every-route-text.test.tsx). Each answer is parsed with its contract first, so
 * a fixture cannot drift from what the server sends.
 */

export const OP = 'aaaaaaaa-0000-4000-8000-000000000001';
export const VIDEO = 'bbbbbbbb-0000-4000-8000-000000000001';
const SIGNER = '55555555-0000-4000-8000-000000000001';
const DOC = 'dddddddd-0000-4000-8000-000000000001';
const AT = '2030-03-01T09:00:00.000Z';
const HASH = 'a1'.repeat(32);

/** The free text of the fixtures (names, files, addresses, messages): never a leak. */
/** A certificate's subject as the back office lists it (a distinguished name: data). */
const CERTIFICATE_SUBJECT = 'CN=Ana Ruiz, emailAddress=ana@example.com';

export const FIXTURE_DATA = [
  CERTIFICATE_SUBJECT,
  'Ana Ruiz',
  'Ana',
  'Ruiz',
  'Luis Gómez',
  'ana@example.com',
  'luis@example.com',
  'contrato-alquiler.pdf',
  'Alquiler del piso de Gran Vía',
  'Te envío el contrato para que lo firmes.',
  'No estoy de acuerdo con la cláusula 3',
  'Inmobiliaria Sol SL',
  'Hotel Sol',
  'Hostal Las Acacias',
  'Calle Mayor 1, Madrid',
  'L-2030-0042',
  'https://confirma.example/#/checkin/Q2hlY2tpbi1saW5rLXRva2VuLTAwMDAx',
  'Calle Mayor 1',
  'Calle Alcalá 20',
  'Madrid',
  'España',
  'RUIZ',
  'ANA',
  'ESP',
  'Plan Pro',
  'Integración CRM',
  'https://hooks.example.com/confirma',
  'Compensación por la incidencia 42',
  'Llamada hecha, enviará la documentación',
  // A request template's role.
  'Cliente',
  // The review desk's reasons and ids (a reviewer's user id, a document number read).
  'Same face, the card is genuine and the data agree.',
  'reviewer-2',
  'BAA000589',
  'BAA000580',
];

const valid = <T extends z.core.$ZodType>(schema: T, value: z.input<T>): z.output<T> =>
  z.parse(schema, value);

const signers = SIGNER_STATUSES.map((status, index) => ({
  signerUuid: `55555555-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  level: 1 + (index % 2),
  order: index + 1,
  name: index % 2 ? 'Luis Gómez' : 'Ana Ruiz',
  email: index % 2 ? 'luis@example.com' : 'ana@example.com',
  status,
  signedAt: status === 'SIGNED' ? AT : null,
  method: status === 'SIGNED' ? (index % 2 ? ('HANDWRITTEN' as const) : ('OTP' as const)) : null,
}));

const summary = (index: number) => ({
  uuid: `aaaaaaaa-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
  opClass: 1240,
  signatureType: SIGNATURE_TYPES[index % SIGNATURE_TYPES.length] ?? 'SIMPLE',
  status: OPERATION_STATUSES[index % OPERATION_STATUSES.length] ?? 'SENT',
  demo: index === 3,
  language: 'es' as const,
  subject: index % 2 ? 'Alquiler del piso de Gran Vía' : null,
  message: index % 2 ? 'Te envío el contrato para que lo firmes.' : null,
  copyRecipients: [{ name: 'Luis Gómez', email: 'luis@example.com' }],
  documents: [
    { documentUuid: DOC, name: 'contrato-alquiler.pdf', pages: 3, signed: index % 2 === 0 },
  ],
  signers: index ? signers.slice(0, 2) : signers,
  createdAt: AT,
  lastEventAt: AT,
  expiresAt: '2030-03-31T09:00:00.000Z',
  completedAt: index % 2 ? AT : null,
  creditsSpent: 2,
});

/** Data that reaches an event's words: a rejection's reason, a method, a phone. */
const EVENT_DATA: Record<string, Record<string, unknown>> = {
  'signer.rejected': { reason: 'No estoy de acuerdo con la cláusula 3' },
  'signer.signed': { method: 'HANDWRITTEN' },
  'notification.acknowledged': { method: 'SMS_CODE' },
};

const detail = valid(ZOperationDetail, {
  ...summary(0),
  timeline: OPERATION_EVENT_TYPES.map((type, index) => ({
    seq: index + 1,
    type,
    occurredAt: AT,
    actorType: type.startsWith('signer.') ? 'signer' : 'system',
    signerUuid: SIGNER,
    signerName: 'Ana Ruiz',
    ip: '203.0.113.x',
    device: 'Chrome 142 on Android',
    data: EVENT_DATA[type] ?? {},
  })),
  files: (['original', 'signed', 'certificate'] as const).map((kind) => ({
    kind,
    documentUuid: kind === 'certificate' ? null : DOC,
    name: 'contrato-alquiler.pdf',
    url: `/api/operations/${OP}/files/${kind}`,
  })),
  identifications: (['PASSED', 'FAILED', 'REVIEW', 'RECORDING'] as const).map((status, index) => ({
    videoUuid: `bbbbbbbb-0000-4000-8000-${String(index + 1).padStart(12, '0')}`,
    signerUuid: SIGNER,
    status,
    createdAt: AT,
    completedAt: status === 'RECORDING' ? null : AT,
    finished: status !== 'RECORDING',
    purged: index === 1,
    failures: status === 'FAILED' ? [...IDENTIFICATION_FAILURES] : [],
    reviewReasons: status === 'REVIEW' ? [...IDENTIFICATION_REVIEW_REASONS] : [],
    relaxed: ['faceMatch', 'liveness', 'consent', 'colour'] as TRelaxedCheck[],
    // The account decides its own: the owner's form, and four eyes said.
    ...(status === 'REVIEW'
      ? { review: { by: 'OWNER' as const, fourEyes: true, awaitingSecond: false, expectedBy: AT } }
      : {}),
  })),
  actions: { resend: true, remind: true, cancel: true },
  nextReminderAt: AT,
});

const ledgerEntries = (
  [
    ['grant', 'signup_bonus'],
    ['purchase', 'pack:credits-50'],
    ['spend', 'operation:signature'],
    ['spend', 'operation:notification'],
    ['refund', 'refund:credits-50'],
    ['refund', 'refund:unsettled_debit'],
    ['revoke', 'dispute:credits-50'],
    ['adjust', 'Compensación por la incidencia 42'],
    ['reserve', 'bulk_send'],
    ['release', 'bulk_send'],
  ] as const
).map(([kind, reason], index) => ({
  id: index + 1,
  kind,
  amount: kind === 'spend' || kind === 'revoke' || kind === 'reserve' ? -2 : 5,
  balanceAfter: 10 + index,
  reason,
  reference: null,
  createdAt: AT,
}));

const bulkSend = (state: 'running' | 'done' | 'cancelled', index: number) => ({
  id: `cccccccc-0000-4000-8000-00000000000${index + 1}`,
  templateId: OP,
  templateName: 'Alquiler del piso de Gran Vía',
  state,
  total: 3,
  created: state === 'cancelled' ? 0 : 2,
  failed: state === 'done' ? 1 : 0,
  cancelled: state === 'cancelled' ? 3 : 0,
  pending: state === 'running' ? 1 : 0,
  credits: {
    reserved: 12,
    used: state === 'cancelled' ? 0 : 8,
    returned: state === 'done' ? 4 : 0,
  },
  cancelling: state === 'running',
  createdAt: AT,
  finishedAt: state === 'running' ? null : AT,
  resultUrl: `/api/bulk-sends/cccccccc-0000-4000-8000-00000000000${index + 1}/result.csv`,
});
const bulkSends = (['running', 'done', 'cancelled'] as const).map(bulkSend);

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

const faceAttributes = {
  gender: 'female' as const,
  age: 35,
  glasses: 'ReadingGlasses' as const,
  facialHair: { sideburns: 0.1, beard: 0.5, moustache: null },
  hair: {
    hairColor: ['brown', 'black', 'blond', 'red', 'gray', 'white', 'other'].map((color) => ({
      color,
      confidence: 0.5,
    })),
  },
};

const images = valid(ZIdentificationImagesData, {
  face: null,
  front: null,
  back: null,
  hologram: null,
  hologramConfidence: 0.8,
  passport: null,
  passportmrz: null,
  passportOcr: null,
  customer: { name: 'Ana', lastname: 'Ruiz', nif: '12345678Z', email: 'ana@example.com' },
  faceBiometry: { faceAttributes },
  frontBiometry: { confidence: 0.9, frontConfidence: 0.8, frontAttributes: faceAttributes },
  backOcr: { ...icar, backConfidence: 0.9 },
  status: 'REVIEW',
  result: {
    videoUuid: VIDEO,
    status: 'REVIEW',
    document: 'ID_CARD',
    faceMatch: { similarity: 0.58, threshold: 0.6, passed: false, blocking: true },
    liveness: {
      passed: true,
      antispoof: 0.9,
      challenges: LIVENESS_CHALLENGE_KINDS.map((kind, index) => ({ kind, passed: index > 0 })),
      required: true,
    },
    hologram: { passed: true, confidence: 0.8, threshold: 0.75, required: false },
    mrzValid: true,
    nifMatches: true,
    documentConsistency: {
      fields: { documentNumber: 'match', birthDate: 'mismatch', name: 'unread' },
      matched: 1,
      mismatched: 1,
      consistent: false,
    },
    blocked: false,
    failures: [...IDENTIFICATION_FAILURES],
    reviewReasons: [...IDENTIFICATION_REVIEW_REASONS],
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
  },
  videoSha256: HASH,
  purged: false,
});

/** The review desk: every reason, risk signal, decider, stage and state a case can show. */
const riskSignals = RISK_SIGNAL_CODES.map((code, index) => ({
  code,
  score: index % 2 ? 0.4 : null,
  threshold: index % 2 ? 0.5 : null,
  ...(code === 'RISK_FACE_REUSED' || code === 'RISK_NUMBER_REUSED'
    ? {
        matches: [
          { videoUuid: VIDEO, operationUuid: OP, documentNumber: '12345678Z', similarity: 0.8 },
          { videoUuid: OP, operationUuid: OP, documentNumber: null, similarity: null },
        ],
      }
    : {}),
}));
const decisions = REVIEW_STAGES.map((stage, index) =>
  decisionRecord({
    id: `decision-${index}`,
    stage,
    decision: index % 2 ? 'REJECT' : 'APPROVE',
    reviewer: { role: REVIEWER_ROLES[index % 2] ?? 'platform_reviewer', userId: 'reviewer-2' },
    checklist: { samePerson: index > 0, documentPresent: index > 1, dataConsistent: false },
  }),
);
const reviewQueue = valid(ZReviewQueueResponse, {
  cases: SIGNATURE_TYPES.map((signatureType, index) =>
    queueItem(index + 1, {
      account: { userId: 'u2', name: 'Inmobiliaria Sol SL', email: 'ana@example.com' },
      operation: { id: OP, signatureType, createdAt: AT },
      ageMinutes: [5, 75, 1500, 3000][index % 4] ?? 1,
      overdue: index % 2 === 0,
      reviewReasons: [...IDENTIFICATION_REVIEW_REASONS],
      riskSignals,
      decidedBy: index === 1 ? 'OWNER' : 'PLATFORM',
      fourEyes: index < 2,
      awaitingSecond: index < 2,
      pending: index < 2 ? (decisions[index] ?? null) : null,
    }),
  ),
  slaMinutes: 240,
  nextCursor: 'next',
});
const reviewTimeline = [
  ...(['SESSION_START', 'COLOUR', 'VIDEO_END'] as const).map((kind, index) => ({
    kind,
    videoMs: index * 1000,
    endMs: kind === 'COLOUR' ? 3000 : null,
    capture: null,
    challenge: null,
    passed: null,
  })),
  ...LIVENESS_CHALLENGE_KINDS.flatMap((kind, index) =>
    (['CHALLENGE', 'BURST'] as const).map((entry) => ({
      kind: entry,
      videoMs: 4000 + index * 1000,
      endMs: entry === 'CHALLENGE' ? 4800 + index * 1000 : null,
      capture: null,
      challenge: { index, kind },
      passed: index % 2 === 0,
    })),
  ),
  ...['FACE', 'DNIFRONT', 'HOLOGRAM', 'DNIBACK', 'PASSPORT', 'PASSPORTMRZ', 'OTHER_KIND'].map(
    (capture, index) => ({
      kind: 'CAPTURE' as const,
      videoMs: 10_000 + index * 1000,
      endMs: null,
      capture,
      challenge: null,
      passed: null,
    }),
  ),
].map((entry) => ({ ...entry, at: AT }));
const reviewFields = [
  'lastName',
  'firstName',
  'birthDate',
  'expirationDate',
  'documentNumber',
  'idNumber',
  'sex',
].map((field, index) => ({
  field,
  printed: index % 3 === 2 ? null : 'BAA000589',
  mrz: 'BAA000580',
  outcome: (['match', 'mismatch', 'unread'] as const)[index % 3] ?? 'match',
}));
const openCase = valid(
  ZReviewCase,
  reviewCase(1, {
    ...reviewQueue.cases[0],
    id: VIDEO,
    purged: true,
    bursts: LIVENESS_CHALLENGE_KINDS.map((kind, index) => ({
      challengeIndex: index,
      kind,
      attempt: 1 + (index % 2),
      passed: index % 2 === 0,
      receivedAt: AT,
      videoMs: index % 2 ? null : 4000 + index * 1000,
      frames: [`/api/review/identifications/${VIDEO}/frames/${OP}`],
    })),
    timeline: reviewTimeline,
    document: { ...reviewCase(1).document, fields: reviewFields },
    result: {
      ...reviewVerdict(VIDEO),
      riskSignals,
      reviewReasons: [...IDENTIFICATION_REVIEW_REASONS],
    },
    riskSignals,
    attempts: IDENTIFICATION_STATUSES.map((status, index) => ({
      videoUuid: `bbbbbbbb-0000-4000-8000-${String(index + 10).padStart(12, '0')}`,
      status,
      createdAt: AT,
      completedAt: null,
      failures: status === 'FAILED' ? [...IDENTIFICATION_FAILURES] : [],
      reviewReasons: status === 'REVIEW' ? [...IDENTIFICATION_REVIEW_REASONS] : [],
    })),
    decisions,
  }),
);

const orders = ZOrderStatus.options.flatMap((status, index) =>
  (['card', 'wallet', 'transfer'] as const).map((method) => ({
    id: `order-${status}-${method}`,
    productId: 'credits-50',
    productName: 'Plan Pro',
    credits: 50,
    amountCents: 2420,
    currency: 'EUR',
    method,
    provider: method === 'transfer' ? 'transfer' : 'sandbox',
    status,
    failureMessage:
      status === 'CANCELED'
        ? (['canceled-by-buyer', 'transfer-expired', 'checkout-expired'][index % 3] ?? null)
        : null,
    transfer:
      method === 'transfer'
        ? {
            reference: 'CF-7K2M9Q',
            iban: 'ES91 2100 0418 4502 0005 1332',
            bic: 'CAIXESBBXXX',
            holder: 'Confirma SL',
            amountCents: 2420,
            currency: 'EUR',
            expiresAt: '2030-03-08T09:00:00.000Z',
          }
        : null,
    invoiceId: status === 'PAID' ? 'inv-1' : null,
    creditNoteId: status === 'REFUNDED' ? 'inv-2' : null,
    boughtBy: method === 'wallet' ? { userId: 'user-2', name: 'Marta Ruiz' } : null,
    expiresAt: '2030-03-08T09:00:00.000Z',
    refundedAt: status === 'REFUNDED' ? AT : null,
    createdAt: AT,
    paidAt: status === 'PAID' ? AT : null,
  })),
);

const paidOrder = orders.find((order) => order.status === 'PAID' && order.method === 'card');
if (!paidOrder) throw new Error('the fixtures have no paid order');

/** A parte's communication to SES: each state, a lote, lateness and every reason's words. */
const sesCommunication = (index: number) => {
  const state = SES_COMMUNICATION_STATES[index % SES_COMMUNICATION_STATES.length] ?? 'PENDING';
  return {
    state,
    lote: state === 'PENDING' ? null : 'L-2030-0042',
    communicationCode: state === 'ACCEPTED' ? 'COM-77' : null,
    errors:
      state === 'REFUSED'
        ? SES_ERROR_NAMES.map((name) => ({ key: `ses.errors.${name}`, detail: '' }))
        : [],
    attempts: 1,
    dueAt: AT,
    sentAt: state === 'PENDING' ? null : AT,
    late: state === 'REFUSED',
  };
};
const SES_ERROR_NAMES = [
  'credentials',
  'schema',
  'establishment',
  'duplicate',
  'unreachable',
  'rule',
  'unknown',
];

const guest = (index: number) => ({
  id: `report-${index}`,
  operationUuid: OP,
  status: (['PENDING', 'FILLED', 'SIGNED', 'SEALED'] as const)[index % 4] ?? 'FILLED',
  signatureType: index % 2 ? 'VIDEO_1PASO_OTP' : 'IDENTIFICATION_NO_ASISTIDA',
  createdAt: AT,
  completedAt: AT,
  purgeAfter: '2033-03-01T09:00:00.000Z',
  establishment: { name: 'Hotel Sol', address: 'Calle Mayor 1', registry: 'H-28-001' },
  document: {
    name: 'Ana',
    firstSurname: 'Ruiz',
    secondSurname: null,
    sex: (['M', 'F', 'X'] as const)[index % 3] ?? 'F',
    documentType: TRAVELLER_DOCUMENT_TYPES[index % TRAVELLER_DOCUMENT_TYPES.length] ?? 'DNI',
    documentNumber: '12345678Z',
    supportNumber: 'BAA000589',
    nationality: 'España',
    birthDate: '1990-05-01',
    expiryDate: '2031-05-01',
    address: 'Calle Alcalá 20',
  },
  completion: {
    secondSurname: '',
    address: 'Calle Alcalá 20',
    town: 'Madrid',
    country: 'España',
    phone: '+34600111222',
    email: 'ana@example.com',
    checkIn: '2030-03-01',
    checkOut: '2030-03-03',
    travellers: 2,
    rooms: 1,
    minorsTravelling: false,
    relationship: '',
    paymentType: TRAVELLER_PAYMENT_TYPES[index % TRAVELLER_PAYMENT_TYPES.length] ?? 'CARD',
    paymentHolder: 'Ana Ruiz',
    contractReference: '',
    postalCode: '28014',
    countryCode: 'ESP',
  },
  warnings: index ? [] : [{ field: 'name' as const, form: 'Ana', document: 'ANA' }],
  communication: index ? sesCommunication(index - 1) : null,
});

const contact = (index: number) => ({
  id: `C${1_900_000_000_000 + index}`,
  kind: CONTACT_KINDS[index % CONTACT_KINDS.length] ?? 'API',
  state: CONTACT_STATES[index % CONTACT_STATES.length] ?? 'RECEIVED',
  lang: 'it' as const,
  name: 'Ana',
  lastname: 'Ruiz',
  email: 'ana@example.com',
  company: 'Inmobiliaria Sol SL',
  phone: '+34600111222',
  nif: '12345678Z',
  operationType: CONTACT_OPERATION_TYPES[index % CONTACT_OPERATION_TYPES.length] ?? null,
  message: 'Te envío el contrato para que lo firmes.',
  createdAt: AT,
  updatedAt: AT,
});

const adminPayment = (order: (typeof orders)[number]) => ({
  ...order,
  userId: 'u1',
  userEmail: 'ana@example.com',
  providerRef: 'pi_123',
  refundedCents: order.status === 'REFUNDED' ? 2420 : 0,
});

/** A guest check-in link's token (its shape: 32 characters of base64url). */
export const CHECKIN_TOKEN = 'Q2hlY2tpbi1saW5rLXRva2VuLTAwMDAx';

/** Establishments in each state: open and paused links, with and without SES. */
const establishments = [0, 1].map((index) => ({
  id: `6a0f2d3c-1b4e-4f5a-8c9d-0e1f2a3b4c5${index}`,
  name: 'Hostal Las Acacias',
  address: 'Calle Mayor 1, Madrid',
  registry: 'HM-4321',
  mode: index ? ('IDENTIFY' as const) : ('SIGN' as const),
  dailyLimit: 40,
  linkPaused: index === 1,
  checkinUrl: `https://confirma.example/#/checkin/${CHECKIN_TOKEN}`,
  ses: index
    ? null
    : {
        landlordCode: 'A123',
        establishmentCode: 'E456',
        username: 'ws-user',
        environment: 'test' as const,
        passwordSet: true,
      },
  createdAt: AT,
}));

/** Each read by `METHOD path-pattern` (`:id` a path segment), answered with its fixture. */
const ANSWERS: [string, () => unknown][] = [
  ['GET /api/establishments', () => valid(ZEstablishmentList, { establishments })],
  [
    'GET /api/checkin/:id',
    () =>
      valid(ZCheckinStart, {
        establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, Madrid' },
        mode: 'SIGN',
      }),
  ],
  [
    'GET /api/kiosk/establishments',
    () =>
      valid(ZKioskEstablishments, {
        establishments: establishments.map(({ id, name, address, mode }) => ({
          id,
          name,
          address,
          mode,
        })),
      }),
  ],
  [
    'GET /api/establishments/:id/kiosk',
    () =>
      valid(ZCheckinStart, {
        establishment: { name: 'Hostal Las Acacias', address: 'Calle Mayor 1, Madrid' },
        mode: 'SIGN',
      }),
  ],
  ['GET /api/auth/get-session', () => valid(ZAuthSession, SESSION)],
  [
    'GET /api/account',
    () =>
      valid(ZAccountDocument, {
        ...ACCOUNT,
        isAdmin: true,
        isReviewer: true,
        // The account decides its own reviews (My Account shows the choice).
        identificationReview: { by: 'OWNER', fourEyes: true },
        credits: { currentcredits: 8, usedcredits: 4, totalcredits: 12, debt: 1 },
        creditFigures: {
          available: 7,
          purchased: 5,
          granted: 5,
          adjusted: 3,
          used: 4,
          reserved: 1,
          revoked: 2,
          debt: 1,
        },
      }),
  ],
  [
    'GET /api/account/history',
    () => valid(ZHistoryResponse, { entries: ledgerEntries, nextCursor: null }),
  ],
  ['GET /api/account/sign-in-options', () => valid(ZSignInOptions, { google: true })],
  [
    'GET /api/config',
    () => valid(ZClientConfig, { domainUuid: OP, google: true, identification: true }),
  ],
  [
    'GET /api/account/api-credentials',
    () =>
      valid(ZApiCredentialList, {
        credentials: [0, 1].map((index) => ({
          id: `cred-${index}`,
          username: 'cfm_0123456789',
          label: 'Integración CRM',
          scope: index ? ('read' as const) : ('send' as const),
          createdBy: { userId: 'u-1', name: 'Luis Gómez', email: 'luis@example.com' },
          secretLast4: 'a1b2',
          createdAt: AT,
          lastUsedAt: index ? null : AT,
          revokedAt: index ? AT : null,
        })),
        nextCursor: null,
      }),
  ],
  [
    'GET /api/account/embed-origins',
    () => valid(ZEmbedOrigins, { origins: ['https://crm.example.com'] }),
  ],
  [
    'GET /api/account/brand',
    () =>
      valid(ZBrandResponse, {
        brand: { name: 'Inmobiliaria Sol SL', color: '#8a1c1c', logoUrl: '/api/brand-logos/abc' },
      }),
  ],
  [
    'GET /api/webhooks/endpoints',
    () =>
      valid(ZWebhookEndpointList, {
        endpoints: (['OWNER', 'FAILING', null] as const).map((disabledReason, index) => ({
          id: `cccccccc-0000-4000-8000-00000000000${index + 1}`,
          url: 'https://hooks.example.com/confirma',
          events: [...WEBHOOK_EVENT_TYPES],
          description: 'Integración CRM',
          enabled: disabledReason === null,
          disabledReason,
          failingSince: disabledReason === 'FAILING' ? AT : null,
          createdAt: AT,
        })),
      }),
  ],
  [
    'GET /api/webhooks/endpoints/:id/deliveries',
    () =>
      valid(ZWebhookDeliveryList, {
        deliveries: (['PENDING', 'SUCCEEDED', 'FAILED'] as const).map((status, index) => ({
          id: `dddddddd-1111-4000-8000-00000000000${index + 1}`,
          endpointId: 'cccccccc-0000-4000-8000-000000000001',
          messageId: `msg_${index}`,
          eventType: WEBHOOK_EVENT_TYPES[index] ?? 'operation.created',
          status,
          attempts: index + 1,
          responseStatus: index === 1 ? 200 : null,
          durationMs: 120,
          responseExcerpt: index === 2 ? 'connection refused' : null,
          nextAttemptAt: index ? null : AT,
          lastAttemptAt: AT,
          createdAt: AT,
        })),
        nextCursor: null,
      }),
  ],
  [
    'GET /api/operations',
    () =>
      valid(ZOperationListResponse, {
        items: OPERATION_STATUSES.map((_status, index) => summary(index)),
        nextCursor: null,
      }),
  ],
  [`GET /api/operations/:id`, () => detail],
  [
    'GET /api/request-templates',
    () =>
      valid(ZRequestTemplateList, {
        // One on an own PDF, one on each contract type.
        items: ([null, '1', '2', '3'] as const).map((contractType, index) => ({
          id: `ffffffff-0000-4000-8000-00000000000${index + 1}`,
          name: 'Alquiler del piso de Gran Vía',
          subject: 'Alquiler del piso de Gran Vía',
          order: 'sequential' as const,
          roles: [
            {
              id: 'r1',
              name: 'Cliente',
              method: 'SIMPLE' as const,
              language: 'es' as const,
              placement: null,
              fields: [],
            },
          ],
          document: contractType
            ? null
            : { name: 'contrato-alquiler.pdf', pages: 2, sha256: 'a'.repeat(64), url: '/api/x' },
          contractType,
          createdAt: AT,
          updatedAt: AT,
        })),
      }),
  ],
  [
    'GET /api/request-templates/:id',
    () =>
      valid(ZRequestTemplate, {
        id: OP,
        name: 'Alquiler del piso de Gran Vía',
        subject: 'Alquiler del piso de Gran Vía',
        message: 'Te envío el contrato para que lo firmes.',
        order: 'sequential',
        copies: [],
        roles: [
          {
            id: 'r1',
            name: 'Cliente',
            method: 'SIMPLE',
            language: 'es',
            placement: null,
            fields: [],
          },
        ],
        document: {
          name: 'contrato-alquiler.pdf',
          pages: 2,
          sha256: 'a'.repeat(64),
          url: '/api/x',
        },
        contractType: null,
        createdAt: AT,
        updatedAt: AT,
      }),
  ],
  // A template's bulk sends: one running (being cancelled), one done with rows not sent, one cancelled.
  ['GET /api/bulk-sends', () => valid(ZBulkSendList, { items: bulkSends })],
  ['GET /api/bulk-sends/:id', () => valid(ZBulkSend, bulkSend('done', 1))],
  [
    'GET /api/payments/methods',
    () =>
      valid(ZPaymentMethodList, {
        methods: [
          { method: 'card', test: true },
          { method: 'wallet', test: true },
          { method: 'transfer', test: false },
        ],
      }),
  ],
  ['GET /api/payments/orders', () => valid(ZOrderList, { orders, nextCursor: null })],
  [
    'GET /api/traveller/register',
    () => valid(ZGuestRegister, { entries: [0, 1, 2, 3, 4, 5].map(guest), nextCursor: null }),
  ],
  [
    'GET /api/v2/ocr',
    () =>
      valid(ZOcrHistoryResponse, {
        analyses: (['ID_CARD', 'PASSPORT'] as const).map((document, index) => ({
          id: `eeeeeeee-0000-4000-8000-00000000000${index + 1}`,
          createdAt: AT,
          expiresAt: AT,
          document,
          name: 'Ana Ruiz',
          documentNumber: '12345678Z',
          mrzValid: index === 0,
          expired: index === 1,
        })),
        nextCursor: null,
      }),
  ],
  [
    'GET /api/verify/operations/:id',
    () =>
      valid(ZVerifiedOperation, {
        operationUuid: OP,
        status: 'SIGNED',
        matchedBy: 'operation-id',
        chain: {
          valid: true,
          events: OPERATION_EVENT_TYPES.length,
          anchoredEvents: 3,
          head: HASH,
          anchors: [{ seq: 3, time: AT, tsa: 'CN=Confirma TSA', valid: true }],
        },
        mirror: null,
        events: OPERATION_EVENT_TYPES.map((type, index) => ({ seq: index + 1, type, at: AT })),
      }),
  ],
  ['GET /api/v2/identification/images/data/:id/:id', () => images],
  [
    'GET /api/v2/traveller/:id',
    () => {
      const { document, establishment } = guest(2);
      return valid(ZTravellerReportView, {
        operationUuid: OP,
        signatureType: 'VIDEO_1PASO_OTP',
        signs: true,
        status: 'FILLED',
        document: { ...document, sex: 'F' },
        contact: { email: 'ana@example.com', phone: '+34600111222' },
        completion: null,
        warnings: [{ field: 'lastname', form: 'Ruiz', document: 'RUIZ' }],
        minor: false,
        establishment,
        booking: null,
        documentUuid: DOC,
      });
    },
  ],
  [
    'GET /api/v2/identification/standing/:id',
    () =>
      valid(ZIdentificationStanding, {
        step: 'RETRY',
        closedBy: null,
        signsAfter: true,
        signed: false,
        attemptsLeft: 2,
        identification: {
          videoUuid: VIDEO,
          status: 'FAILED',
          failures: [...IDENTIFICATION_FAILURES],
          reviewReasons: [],
          completedAt: AT,
        },
      }),
  ],
  ['GET /api/review/identifications', () => reviewQueue],
  ['GET /api/review/identifications/:id', () => openCase],
  [
    'GET /api/admin/me',
    () => valid(ZAdminMe, { userId: 'u1', email: 'ana@example.com', name: 'Ana' }),
  ],
  [
    'GET /api/admin/accounts',
    () =>
      valid(ZAdminAccountsResponse, {
        accounts: [0, 1].map((index) => ({
          userId: `u${index + 1}`,
          email: 'ana@example.com',
          name: 'Ana Ruiz',
          emailVerified: index === 0,
          createdAt: AT,
          isAdmin: index === 0,
          isReviewer: index === 1,
          balance: { current: 8, used: 4, total: 12, debt: index },
        })),
        nextCursor: null,
      }),
  ],
  [
    'GET /api/admin/accounts/:id',
    () =>
      valid(ZAdminAccountDetail, {
        userId: 'u1',
        email: 'ana@example.com',
        name: 'Ana Ruiz',
        emailVerified: true,
        createdAt: AT,
        isAdmin: true,
        twoFactorEnabled: true,
        isReviewer: true,
        balance: { current: 8, used: 4, total: 12, debt: 1 },
        lastLoginAt: AT,
        profile: {
          firstname: 'Ana',
          lastname: 'Ruiz',
          phone: '+34600111222',
          address: 'Calle Mayor 1',
          postalcode: '28013',
          city: 'Madrid',
          state: 'Madrid',
          country: 'España',
          companyName: 'Inmobiliaria Sol SL',
          taxId: 'B12345678',
          language: 'it',
        },
        operations: OPERATION_STATUSES.map((status, count) => ({ status, count })),
        ledger: { entries: ledgerEntries, nextCursor: null },
      }),
  ],
  [
    'GET /api/admin/accounts/:id/ledger',
    () => valid(ZHistoryResponse, { entries: ledgerEntries, nextCursor: null }),
  ],
  [
    'GET /api/admin/contacts',
    () => valid(ZAdminContactsResponse, { contacts: [0, 1, 2].map(contact), nextCursor: null }),
  ],
  [
    'GET /api/admin/contacts/:id',
    () =>
      valid(ZAdminContactDetail, {
        ...contact(0),
        notes: [
          {
            id: 1,
            authorEmail: 'ana@example.com',
            note: 'Llamada hecha, enviará la documentación',
            createdAt: AT,
          },
        ],
      }),
  ],
  [
    'GET /api/admin/operations/stats',
    () =>
      valid(ZOperationsStats, {
        total: 40,
        byStatus: OPERATION_STATUSES.map((status, count) => ({ status, count })),
        byType: SIGNATURE_TYPES.map((signatureType, count) => ({ signatureType, count })),
        byDay: [{ day: '2030-03-01', count: 3 }],
        creditsSpent: { total: 80, last30Days: 12 },
      }),
  ],
  [
    'GET /api/admin/audit',
    () =>
      valid(ZAuditResponse, {
        entries: (
          [
            ['credits.adjust', 'account', { amount: 5 }],
            ['role.grant', 'account', { role: 'admin' }],
            ['role.revoke', 'account', { role: 'admin' }],
            ['role.grant', 'account', { role: 'reviewer' }],
            ['contact.state', 'contact', { from: 'RECEIVED', to: 'CONTACTED' }],
            ['contact.note', 'contact', {}],
            ['payment.refund', 'payment_order', { amountCents: 2420 }],
            ['transfer.confirm', 'payment_order', {}],
            ['certificate.revoke', 'certificate', { reason: 'keyCompromise' }],
          ] as const
        ).map(([action, targetType, details], index) => ({
          id: index + 1,
          actorUserId: 'u1',
          actorEmail: 'ana@example.com',
          action,
          targetType,
          targetId: 'u2',
          reason: 'Compensación por la incidencia 42',
          details,
          ip: '203.0.113.4',
          createdAt: AT,
        })),
        nextCursor: null,
      }),
  ],
  [
    'GET /api/admin/certificates',
    () =>
      valid(ZIssuedCertificatePage, {
        // Every profile, every level, every revocation reason: each has its words.
        certificates: [
          ...(['seal', 'tsa', 'ocsp-responder'] as const).map((profile) => ({
            profile,
            level: null,
          })),
          ...SIGNER_CERTIFICATE_LEVELS.map((level) => ({
            profile: 'signer' as const,
            level,
          })),
        ].map(({ profile, level }, index) => ({
          serialHex: `0a${String(index).padStart(2, '0')}`,
          profile,
          subject: CERTIFICATE_SUBJECT,
          level,
          operationId: level ? OP : null,
          notBefore: AT,
          notAfter: AT,
          revokedAt: index < CERTIFICATE_REVOCATION_REASONS.length ? AT : null,
          revocationReason: CERTIFICATE_REVOCATION_REASONS[index] ?? null,
        })),
        nextCursor: null,
      }),
  ],
  [
    'GET /api/admin/payments',
    () => valid(ZAdminPaymentList, { payments: orders.map(adminPayment), nextCursor: null }),
  ],
  [
    'GET /api/admin/payments/:id',
    () =>
      valid(ZAdminPaymentDetail, {
        payment: adminPayment(paidOrder),
        events: [
          {
            id: 1,
            provider: 'stripe',
            eventId: 'evt_1',
            type: 'payment_intent.succeeded',
            outcome: 'applied',
            receivedAt: AT,
          },
        ],
      }),
  ],
];

const matcher = (pattern: string) => new RegExp(`^${pattern.replace(/:id/g, '[^/]+')}$`);
const ROUTES = ANSWERS.map(([pattern, answer]) => ({ match: matcher(pattern), answer }));

/**
 * Stubs `fetch` with the fixtures above: a read the list has is answered 200 with its
 * data, anything else 404 (a problem+json, as the server answers).
 */
export function stubFixtureApi() {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = (init?.method ?? 'GET').toUpperCase();
    const route = `${method} ${new URL(url, 'http://localhost').pathname}`;
    const found = ROUTES.find(({ match }) => match.test(route));
    if (!found) {
      return new Response(
        JSON.stringify({ type: 'about:blank', title: 'NOT_FOUND', status: 404, code: 'NOT_FOUND' }),
        { status: 404, headers: { 'content-type': 'application/problem+json' } },
      );
    }
    return new Response(JSON.stringify(found.answer()), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

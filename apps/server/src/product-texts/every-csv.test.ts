import { SIGNATURE_TYPES } from '@confirma/contracts/constants';
import { OPERATION_STATUSES, SIGNER_STATUSES } from '@confirma/contracts/operations';
import { type TGuestRegisterEntry, TRAVELLER_REPORT_STATUSES } from '@confirma/contracts/traveller';
import type { TOperationSummary } from '@confirma/contracts/workspace';
import { guestRegisterCsv } from '../modules/traveller/guest-register.ts';
import { operationCsvRecord, operationsCsvHeader } from '../modules/workspace/operations-csv.ts';
import { describeTexts } from './text-check.ts';
import {
  ESTABLISHMENT,
  TRAVELLER_DATA,
  travellerCompletion,
  travellerDocument,
} from './traveller-fixtures.ts';

/**
 * The CSV exports a person downloads (the workspace's operations, the guest register), in
 * es, en and it, every status, type and code reached: their columns and cells have no key,
 * code, English in es/it or usted. (Without a language they are a program's: the codes.)
 */

const AT = '2026-03-14T10:30:00.000Z';
const DATA = [
  ...TRAVELLER_DATA,
  'Ana Ruiz',
  'ana@example.com',
  'contrato-alquiler.pdf',
  'Alquiler del piso de Gran Vía',
  'Madre',
];

const operation = (index: number): TOperationSummary => ({
  uuid: `aaaaaaaa-0000-4000-8000-${String(index).padStart(12, '0')}`,
  opClass: 1240,
  signatureType: SIGNATURE_TYPES[index % SIGNATURE_TYPES.length] ?? 'SIMPLE',
  status: OPERATION_STATUSES[index % OPERATION_STATUSES.length] ?? 'SENT',
  demo: false,
  language: 'es',
  subject: 'Alquiler del piso de Gran Vía',
  message: null,
  copyRecipients: [{ name: 'Ana Ruiz', email: 'ana@example.com' }],
  documents: [
    {
      documentUuid: 'dddddddd-0000-4000-8000-000000000001',
      name: 'contrato-alquiler.pdf',
      pages: 2,
      signed: false,
    },
  ],
  signers: SIGNER_STATUSES.map((status, order) => ({
    signerUuid: `55555555-0000-4000-8000-${String(order).padStart(12, '0')}`,
    level: 1,
    order,
    name: 'Ana Ruiz',
    email: 'ana@example.com',
    status,
    signedAt: null,
    method: null,
  })),
  createdAt: AT,
  lastEventAt: AT,
  expiresAt: AT,
  completedAt: null,
  creditsSpent: 2,
});

const guest = (index: number): TGuestRegisterEntry => ({
  id: `report-${index}`,
  operationUuid: 'aaaaaaaa-0000-4000-8000-000000000001',
  status: TRAVELLER_REPORT_STATUSES[index % TRAVELLER_REPORT_STATUSES.length] ?? 'FILLED',
  signatureType: index % 2 ? 'VIDEO_1PASO_OTP' : 'IDENTIFICATION_NO_ASISTIDA',
  createdAt: AT,
  completedAt: AT,
  purgeAfter: AT,
  establishment: ESTABLISHMENT,
  document: travellerDocument(index),
  completion: travellerCompletion(index),
  warnings: [
    { field: 'name', form: 'Ana', document: 'Ana' },
    { field: 'lastname', form: 'Ruiz', document: 'Ruiz' },
    { field: 'nif', form: '12345678Z', document: '12345678Z' },
  ],
  communication: null,
});

describeTexts(
  'every CSV export',
  {
    "the workspace's operations": (language) =>
      [
        operationsCsvHeader(language),
        ...OPERATION_STATUSES.map((_status, index) =>
          operationCsvRecord(operation(index), language),
        ),
      ].join(''),
    'the guest register': (language) => guestRegisterCsv([0, 1, 2, 3, 4, 5].map(guest), language),
  },
  { data: DATA },
);

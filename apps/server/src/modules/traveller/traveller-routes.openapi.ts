import {
  ZGuestRegister,
  ZGuestRegisterPageQuery,
  ZGuestRegisterQuery,
  ZTravellerCompletionInput,
  ZTravellerOpParams,
  ZTravellerReportView,
} from '@confirma/contracts/traveller';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';
import { GUEST_REGISTER_LIMIT } from './guest-register.ts';

const tags = ['traveller report'];
const travellerProblems = problems(400, 401, 403, 404, 409);

export const readTravellerReportRoute = {
  config: { access: 'operation', permission: 'read' },
  schema: {
    tags,
    summary: "The traveller report to review, prefilled from the guest's identified document",
    description:
      "With the guest's token, after their identification passed (409 TRAVELLER_NOT_IDENTIFIED before; TRAVELLER_DOCUMENT_EXPIRED for an expired document). `warnings` name where the creation form contradicts the document.",
    params: ZTravellerOpParams,
    response: { 200: ZTravellerReportView, ...travellerProblems },
  },
} as const;

export const fillTravellerReportRoute = {
  config: { access: 'operation', permission: 'send' },
  schema: {
    tags,
    summary: 'Complete the traveller report: the parte is filled (and sealed, identification only)',
    description:
      'The filled parte becomes the operation document the guest then signs by OTP; for IDENTIFICATION_NO_ASISTIDA it is sealed by the platform and final. Correctable until the guest accepts it for signing (409 TRAVELLER_REPORT_CLOSED after).',
    params: ZTravellerOpParams,
    body: ZTravellerCompletionInput,
    response: { 200: ZTravellerReportView, ...travellerProblems },
  },
} as const;

export const guestRegisterRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: "The account's guest register: every traveller report, newest first (keyset pages)",
    description:
      'An account token or the signed-in browser. `q` searches name, surnames, document ' +
      "number, e-mail and phone. Pass the answer's `nextCursor` as `cursor` for the next page.",
    querystring: ZGuestRegisterPageQuery,
    response: { 200: ZGuestRegister, ...travellerProblems },
  },
} as const;

export const exportGuestRegisterRoute = {
  config: { access: 'account', permission: 'read' },
  schema: {
    tags,
    summary: 'The guest register as a file: CSV or JSON, every field',
    description: `The register's newest ${GUEST_REGISTER_LIMIT} entries (with \`q\`), as an attachment. CSV: RFC 4180 (every cell quoted), UTF-8 with a byte-order mark, one row per report; with \`lang\` (es, en, it) its columns are named and its codes written in that language; a formula a spreadsheet would run (=, +, -, @, tab or CR at a cell's start or after a , ; tab or line break in it) is shown as text behind a '.`,
    querystring: ZGuestRegisterQuery,
    response: {
      200: z.any().describe('text/csv or application/json, as an attachment'),
      ...travellerProblems,
    },
  },
} as const;

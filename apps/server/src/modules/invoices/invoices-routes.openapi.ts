import {
  ZInvoiceListQuery,
  ZInvoiceListResponse,
  ZInvoiceParams,
} from '@confirma/contracts/invoices';
import { z } from 'zod';
import { problems } from '../../platform/http/route-kit.ts';

const tags = ['invoices'];
const AUTH = 'The signed-in browser (session cookie) or an account token (Authorization: Bearer).';

export const listInvoicesRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: "The account's invoices and credit notes, newest first (keyset pages)",
    description:
      `${AUTH} Amounts in cents, positive; a credit note's are taken back. ` +
      "Pass the answer's `nextCursor` as `cursor` for the next page.",
    querystring: ZInvoiceListQuery,
    response: { 200: ZInvoiceListResponse, ...problems(401) },
  },
} as const;

export const invoicePdfRoute = {
  config: { access: 'account', permission: 'billing' },
  schema: {
    tags,
    summary: 'The sealed PDF of an invoice or credit note',
    description:
      `${AUTH} The owner's, or any for an administrator signed in with a session; ` +
      'anyone else gets 404, as does an invoice whose PDF is not rendered yet.',
    params: ZInvoiceParams,
    response: {
      200: z.any().describe('the PDF (application/pdf, as an attachment)'),
      ...problems(400, 401, 404),
    },
  },
} as const;

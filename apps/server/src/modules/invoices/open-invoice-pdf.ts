import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { isAdmin } from '../admin/index.ts';
import type { TAccountActor } from '../tokens/index.ts';
import type { TInvoice } from './invoices.types.ts';
import { findInvoice } from './invoices-queries.ts';

/**
 * Whether this account may read the invoice: its owner, or an administrator signed in
 * with a session cookie (account tokens never carry the admin role, as in the back office).
 */
async function mayRead(
  db: TDbOrTx,
  invoice: TInvoice,
  { organizationId, via }: TAccountActor,
): Promise<boolean> {
  if (invoice.organizationId === organizationId) return true;
  return via === 'session' && (await isAdmin(db, organizationId));
}

/**
 * The sealed PDF of an invoice for its owner or an administrator (the `account` the route
 * resolved): NOT_FOUND for anyone else (existence is not disclosed), and NOT_FOUND while the
 * PDF is still being rendered (the list says `pdfReady`).
 */
export async function openInvoicePdf(
  platform: TPlatform,
  { invoiceId, ...account }: TAccountActor & { invoiceId: string },
): Promise<{ invoice: TInvoice; pdf: Uint8Array }> {
  const { db } = platform.database;
  const invoice = await findInvoice(db, { id: invoiceId });
  if (!invoice || !(await mayRead(db, invoice, account))) {
    throw new AppError('NOT_FOUND', 'No such invoice');
  }
  if (!invoice.pdfBlobKey) throw new AppError('NOT_FOUND', 'The invoice PDF is not ready yet');
  return { invoice, pdf: await platform.blobs.get(invoice.pdfBlobKey) };
}

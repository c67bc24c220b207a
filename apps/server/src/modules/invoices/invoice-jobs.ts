import { z } from 'zod';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { prepareInvoiceDelivery, type TInvoiceDeps } from './deliver-invoice.ts';
import { issueCreditNote } from './issue-credit-note.ts';
import { issueInvoice } from './issue-invoice.ts';

/** Sent by payments in the transaction that marks an order PAID. */
export const INVOICE_ISSUE_JOB = 'invoices.issue';
/** Sent by payments in the transaction that marks an order REFUNDED. */
export const CREDIT_NOTE_JOB = 'invoices.credit-note';

const ZInvoiceJob = z.object({ orderId: z.string().min(1) });

/**
 * The invoices module's job handlers, by job type, for job-handlers.ts. Each issues (or
 * finds) the document, seals and stores its PDF and e-mails it, completing the job in the
 * transaction that records the PDF and queues the e-mail. A retry or a duplicate job finds
 * everything done and changes nothing. The credit-note job also finishes the invoice it
 * corrects if that one's job has not run yet.
 */
export function invoiceJobHandlers(deps: TInvoiceDeps): Record<string, TJobHandler> {
  const { config } = deps.platform;
  return {
    [INVOICE_ISSUE_JOB]: async (payload, _job, ctx) => {
      const { orderId } = jobPayload(ZInvoiceJob, payload);
      const { invoice, replayed } = await issueInvoice(ctx.db, { orderId, config });
      const effects = await prepareInvoiceDelivery(deps, invoice);
      await ctx.completeWith(effects);
      ctx.log.info({ orderId, invoice: invoice.fullNumber, replayed }, 'invoice issued');
    },
    [CREDIT_NOTE_JOB]: async (payload, _job, ctx) => {
      const { orderId } = jobPayload(ZInvoiceJob, payload);
      const { invoice, creditNote, replayed } = await issueCreditNote(ctx.db, { orderId, config });
      const invoiceEffects = await prepareInvoiceDelivery(deps, invoice);
      const creditNoteEffects = await prepareInvoiceDelivery(deps, creditNote);
      await ctx.completeWith(async (tx) => {
        await invoiceEffects(tx);
        await creditNoteEffects(tx);
      });
      ctx.log.info({ orderId, creditNote: creditNote.fullNumber, replayed }, 'credit note issued');
    },
  };
}

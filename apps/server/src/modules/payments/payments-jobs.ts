/**
 * Jobs the payments module sends to others (payload `{ orderId }`): the invoices module
 * handles them. Their queues are created at start by whichever process sends them.
 */
export const INVOICE_ISSUE_JOB = 'invoices.issue';
export const CREDIT_NOTE_JOB = 'invoices.credit-note';
export const PAYMENTS_SENT_JOBS = [INVOICE_ISSUE_JOB, CREDIT_NOTE_JOB];

/** The periodic sweep: bank transfers and checkouts past their expiry are cancelled. */
export const PAYMENTS_SWEEP_JOB = 'payments.sweep';

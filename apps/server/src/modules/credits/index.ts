/**
 * The credits module: the append-only ledger and the cached balance (grant, purchase,
 * spend, refund, revoke with debt, the sign-up bonus, an administrator's adjustment,
 * reservations held for a batch of work and their release). What
 * other modules may use.
 */
export { addCredits, type TAddCreditsKind, type TAddCreditsParams } from './add-credits.ts';
export { adjustCredits, type TAdjustCreditsParams, type TAdjustment } from './adjust-credits.ts';
export { debitCredits, refundDebit, refundStaleDebits, settleDebit } from './debit-credits.ts';
export { getCredits } from './get-credits.ts';
export { grantSignupBonus } from './grant-signup-bonus.ts';
export type { TCreditBalance, TCreditChange, TCreditLedgerRow } from './ledger-protocol.ts';
export { listAllLedgerEntries, listLedger, type TListLedgerParams } from './list-ledger.ts';
export { memberSpentThisMonth } from './member-spending.ts';
export { openCreditAccount } from './open-credit-account.ts';
export { readBalances } from './read-balances.ts';
export { readCreditFigures } from './read-credit-figures.ts';
export { requireCredits } from './require-credits.ts';
export {
  consumeReservation,
  readReservation,
  releaseReservation,
  reserveCredits,
  type TReserveCreditsParams,
} from './reserve-credits.ts';
export { revokeCredits, type TRevokeCreditsParams } from './revoke-credits.ts';
export { spendCredits, type TSpendCreditsParams } from './spend-credits.ts';
export { sumSpentCredits } from './sum-spent-credits.ts';

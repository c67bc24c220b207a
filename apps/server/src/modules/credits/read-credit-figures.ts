import type { TCreditFigures } from '@confirma/contracts/account';
import { eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditBalances, creditLedger, creditReservations } from './credits-schema.ts';

/**
 * The user's credit figures (ZCreditFigures), each a sum of ledger rows of some kinds, with
 * the balance, debt and reservations read in the same statement. Every writer appends the
 * row of exactly the amount it moved (a purchase that pays a debt first, a revocation
 * beyond the balance, a reservation and its release), so the ledger's sum is
 * `current - debt`. A reservation's credits left the balance with its 'reserve' row; of
 * them, what its work consumed counts as used and what it still holds as reserved (the
 * 'reserve' and 'release' rows sum to −(consumed + held)). Hence
 *   available - debt = purchased + granted + adjusted - used - reserved - revoked.
 */
export async function readCreditFigures(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<TCreditFigures> {
  const sumOf = (kinds: string) =>
    sql<string>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.kind} in (${sql.raw(kinds)})), 0)`;
  const [row] = await db
    .select({
      purchased: sumOf(`'purchase'`),
      granted: sumOf(`'grant'`),
      adjusted: sumOf(`'adjust'`),
      spentNet: sumOf(`'spend', 'refund'`),
      revoked: sumOf(`'revoke'`),
      current: sql<
        number | null
      >`(select ${creditBalances.current} from ${creditBalances} where ${creditBalances.organizationId} = ${organizationId})`,
      debt: sql<
        number | null
      >`(select ${creditBalances.debt} from ${creditBalances} where ${creditBalances.organizationId} = ${organizationId})`,
      consumed: sql<
        string | null
      >`(select sum(${creditReservations.consumed}) from ${creditReservations} where ${creditReservations.organizationId} = ${organizationId})`,
      held: sql<
        string | null
      >`(select sum(${creditReservations.amount} - ${creditReservations.consumed} - ${creditReservations.released}) from ${creditReservations} where ${creditReservations.organizationId} = ${organizationId})`,
    })
    .from(creditLedger)
    .where(eq(creditLedger.organizationId, organizationId));
  return {
    available: Number(row?.current ?? 0),
    purchased: Number(row?.purchased ?? 0),
    granted: Number(row?.granted ?? 0),
    adjusted: Number(row?.adjusted ?? 0),
    used: -Number(row?.spentNet ?? 0) + Number(row?.consumed ?? 0),
    reserved: Number(row?.held ?? 0),
    revoked: -Number(row?.revoked ?? 0),
    debt: Number(row?.debt ?? 0),
  };
}

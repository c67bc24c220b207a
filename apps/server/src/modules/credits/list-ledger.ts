import type { THistoryResponse } from '@confirma/contracts/account';
import { and, asc, desc, eq, lt } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { creditLedger } from './credits-schema.ts';
import { type TCreditLedgerRow, toLedgerEntry } from './ledger-protocol.ts';

export interface TListLedgerParams {
  organizationId: string;
  /** Entries older than this id: the previous page's `nextCursor`. */
  cursor?: number | undefined;
  /** Page size (the route validates 1..100 with ZHistoryQuery). */
  limit: number;
  /** The names of the members who spent or bought (the accounts module's), to name them. */
  namesOf?: ((userIds: string[]) => Promise<Map<string, { name: string }>>) | undefined;
}

/**
 * One page of the user's ledger, newest first (by id), with keyset pagination on id.
 * `nextCursor` is the last entry's id when more entries follow, otherwise null.
 */
export async function listLedger(
  db: TDbOrTx,
  { organizationId, cursor, limit, namesOf }: TListLedgerParams,
): Promise<THistoryResponse> {
  const rows = await db
    .select()
    .from(creditLedger)
    .where(
      and(
        eq(creditLedger.organizationId, organizationId),
        cursor === undefined ? undefined : lt(creditLedger.id, cursor),
      ),
    )
    .orderBy(desc(creditLedger.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const names = namesOf
    ? await namesOf([...new Set(page.flatMap(({ memberUserId }) => memberUserId ?? []))])
    : null;
  return {
    entries: page.map((row) =>
      names
        ? {
            ...toLedgerEntry(row),
            memberName: row.memberUserId ? (names.get(row.memberUserId)?.name ?? null) : null,
          }
        : toLedgerEntry(row),
    ),
    nextCursor: rows.length > limit && last ? last.id : null,
  };
}

/** Every entry of the user's ledger, oldest first, as stored (the data export). */
export function listAllLedgerEntries(
  db: TDbOrTx,
  { organizationId }: { organizationId: string },
): Promise<TCreditLedgerRow[]> {
  return db
    .select()
    .from(creditLedger)
    .where(eq(creditLedger.organizationId, organizationId))
    .orderBy(asc(creditLedger.id));
}

import type { TTx } from '../../platform/db/client.ts';
import { contacts } from './contacts-schema.ts';

export type TContactRow = typeof contacts.$inferSelect;
export type TNewContact = Omit<typeof contacts.$inferInsert, 'id' | 'state' | 'createdAt'>;

/** More requests than this in one millisecond range means something else is wrong. */
const MAX_TRIES = 50;

/**
 * Stores a request with state RECEIVED under the spec's key, 'C' + the time in
 * milliseconds. Two requests can arrive in the same millisecond (on one
 * process or on several behind a load balancer): the insert takes the first free
 * millisecond from now on (`on conflict do nothing`, then the next one). The key keeps
 * its documented shape and stays in arrival order; it may run a few milliseconds ahead of
 * `created_at`, which keeps the true time. On PostgreSQL a conflicting insert of another
 * transaction that has not committed yet is waited for, so two transactions never both
 * take one key.
 */
export async function insertContact(
  tx: TTx,
  values: TNewContact,
  now: () => number = Date.now,
): Promise<TContactRow> {
  const first = now();
  for (let offset = 0; offset < MAX_TRIES; offset++) {
    const [row] = await tx
      .insert(contacts)
      .values({ ...values, id: `C${first + offset}`, state: 'RECEIVED' })
      .onConflictDoNothing({ target: contacts.id })
      .returning();
    if (row) return row;
  }
  throw new Error(`no free contact id from C${first} within ${MAX_TRIES} ms`);
}

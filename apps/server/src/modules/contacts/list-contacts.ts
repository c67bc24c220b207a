import type { TContactsQuery, TStoredContact } from '@confirma/contracts/contact';
import { and, desc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { contacts } from './contacts-schema.ts';

/** Stored contact requests, newest first, by kind and e-mail address when asked. */
export async function listContacts(db: TDbOrTx, query: TContactsQuery): Promise<TStoredContact[]> {
  const byKind = query.kind ? eq(contacts.kind, query.kind) : undefined;
  const byEmail = query.email ? eq(contacts.email, query.email) : undefined;
  const rows = await db
    .select()
    .from(contacts)
    .where(and(byKind, byEmail))
    .orderBy(desc(contacts.id))
    .limit(query.limit);
  return rows.map(({ createdAt, updatedAt: _updatedAt, ...row }) => ({
    ...row,
    createdAt: createdAt.toISOString(),
  }));
}

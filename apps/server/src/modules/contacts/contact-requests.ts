import type {
  TAdminContact,
  TAdminContactsQuery,
  TAdminContactsResponse,
  TContactNote,
} from '@confirma/contracts/admin';
import { and, asc, desc, eq, ilike, lt, or } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { contactNotes, contacts } from './contacts-schema.ts';

/**
 * The back office's reads of contact requests (the writes are in move-contact-state.ts and
 * add-contact-note.ts).
 */

type TContactRow = typeof contacts.$inferSelect;

export function toAdminContact(row: TContactRow): TAdminContact {
  const { consents: _consents, createdAt, updatedAt, ...rest } = row;
  return { ...rest, createdAt: createdAt.toISOString(), updatedAt: updatedAt.toISOString() };
}

function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * One page of contact requests, newest first (the id is 'C' + milliseconds, so its order
 * is arrival order), by state, kind and a text found in the name, e-mail, company or
 * message. Keyset pagination on the id.
 */
export async function listContactRequests(
  db: TDbOrTx,
  query: TAdminContactsQuery,
): Promise<TAdminContactsResponse> {
  const pattern = query.q ? containsPattern(query.q) : undefined;
  const rows = await db
    .select()
    .from(contacts)
    .where(
      and(
        query.state ? eq(contacts.state, query.state) : undefined,
        query.kind ? eq(contacts.kind, query.kind) : undefined,
        pattern
          ? or(
              ilike(contacts.name, pattern),
              ilike(contacts.lastname, pattern),
              ilike(contacts.email, pattern),
              ilike(contacts.company, pattern),
              ilike(contacts.message, pattern),
            )
          : undefined,
        query.cursor ? lt(contacts.id, query.cursor) : undefined,
      ),
    )
    // Ids of one length sort as numbers; a longer id (after the year 2286) sorts later.
    .orderBy(desc(contacts.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    contacts: page.map(toAdminContact),
    nextCursor: rows.length > query.limit && last ? last.id : null,
  };
}

/** A contact request, or undefined. */
export async function findContactRequest(
  db: TDbOrTx,
  { contactId }: { contactId: string },
): Promise<TContactRow | undefined> {
  const [row] = await db.select().from(contacts).where(eq(contacts.id, contactId)).limit(1);
  return row;
}

/** A request's notes, oldest first. */
export async function listContactNotes(
  db: TDbOrTx,
  { contactId }: { contactId: string },
): Promise<TContactNote[]> {
  const rows = await db
    .select()
    .from(contactNotes)
    .where(eq(contactNotes.contactId, contactId))
    .orderBy(asc(contactNotes.id));
  return rows.map((row) => ({
    id: row.id,
    authorEmail: row.authorEmail,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  }));
}

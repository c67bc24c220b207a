import {
  CONTACT_TRANSITIONS,
  type TAdminContact,
  type TContactState,
} from '@confirma/contracts/admin';
import { and, eq, sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { findContactRequest, toAdminContact } from './contact-requests.ts';
import { contactNotes, contacts } from './contacts-schema.ts';

/**
 * Moves a contact request to `to` along CONTACT_TRANSITIONS (RECEIVED → CONTACTED →
 * CLOSED, and CLOSED reopened as CONTACTED), in the caller's transaction: a guarded
 * `where state = from` update, so of two administrators moving it at once one wins and the
 * other is CONFLICT. NOT_FOUND without the request; CONFLICT for a move the table forbids.
 * Returns the request as it was before and after.
 */
export async function moveContactState(
  tx: TTx,
  { contactId, to }: { contactId: string; to: TContactState },
): Promise<{ from: TContactState; contact: TAdminContact }> {
  const current = await findContactRequest(tx, { contactId });
  if (!current) throw new AppError('NOT_FOUND', 'No such contact request');
  const from = current.state;
  if (!CONTACT_TRANSITIONS[from].includes(to)) {
    throw new AppError('CONFLICT', `A contact request cannot go from ${from} to ${to}`);
  }
  const [moved] = await tx
    .update(contacts)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(contacts.id, contactId), eq(contacts.state, from)))
    .returning();
  if (!moved) throw new AppError('CONFLICT', 'The contact request changed meanwhile');
  return { from, contact: toAdminContact(moved) };
}

/** Appends an administrator's note to a contact request (NOT_FOUND without it). */
export async function addContactNote(
  tx: TTx,
  params: { contactId: string; author: { id: string; email: string }; note: string },
): Promise<{ id: number }> {
  const [touched] = await tx
    .update(contacts)
    .set({ updatedAt: sql`now()` })
    .where(eq(contacts.id, params.contactId))
    .returning({ id: contacts.id });
  if (!touched) throw new AppError('NOT_FOUND', 'No such contact request');
  const [row] = await tx
    .insert(contactNotes)
    .values({
      contactId: params.contactId,
      authorUserId: params.author.id,
      authorEmail: params.author.email,
      note: params.note,
    })
    .returning({ id: contactNotes.id });
  if (!row) throw new Error('contact note insert returned no row');
  return row;
}

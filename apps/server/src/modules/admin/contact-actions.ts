import type {
  TAdminContactDetail,
  TContactNoteRequest,
  TContactStateRequest,
} from '@confirma/contracts/admin';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import {
  addContactNote,
  findContactRequest,
  listContactNotes,
  moveContactState,
  toAdminContact,
} from '../contacts/index.ts';
import type { TAdminActor } from './admin.types.ts';
import { recordAdminAction } from './record-admin-action.ts';

/** A contact request with its notes; NOT_FOUND for an unknown id. */
export async function readContact(
  db: TDbOrTx,
  { contactId }: { contactId: string },
): Promise<TAdminContactDetail> {
  const contact = await findContactRequest(db, { contactId });
  if (!contact) throw new AppError('NOT_FOUND', 'No such contact request');
  return { ...toAdminContact(contact), notes: await listContactNotes(db, { contactId }) };
}

/**
 * Moves a contact request on (RECEIVED → CONTACTED → CLOSED, CLOSED → CONTACTED), with an
 * optional note, and records it: one transaction, one audit row.
 */
export async function changeContactState(
  db: TDb,
  params: { actor: TAdminActor; contactId: string; request: TContactStateRequest },
): Promise<TAdminContactDetail> {
  const { actor, contactId, request } = params;
  await db.transaction(async (tx) => {
    const { from } = await moveContactState(tx, { contactId, to: request.state });
    const note = request.note
      ? await addContactNote(tx, { contactId, author: actor, note: request.note })
      : undefined;
    await recordAdminAction(tx, {
      actor,
      action: 'contact.state',
      target: { type: 'contact', id: contactId },
      reason: request.note,
      details: { from, to: request.state, ...(note ? { noteId: note.id } : {}) },
      ip: actor.ip,
    });
  });
  return readContact(db, { contactId });
}

/** Adds an administrator's note to a contact request and records it, in one transaction. */
export async function noteContact(
  db: TDb,
  params: { actor: TAdminActor; contactId: string; request: TContactNoteRequest },
): Promise<TAdminContactDetail> {
  const { actor, contactId, request } = params;
  await db.transaction(async (tx) => {
    const note = await addContactNote(tx, { contactId, author: actor, note: request.note });
    await recordAdminAction(tx, {
      actor,
      action: 'contact.note',
      target: { type: 'contact', id: contactId },
      details: { noteId: note.id },
      ip: actor.ip,
    });
  });
  return readContact(db, { contactId });
}

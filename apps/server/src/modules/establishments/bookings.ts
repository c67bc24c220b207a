import { randomBytes } from 'node:crypto';
import type {
  TBookingGuestInput,
  TBookingInput,
  TBookingList,
  TBookingView,
} from '@confirma/contracts/bookings';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TPlatform } from '../../platform/platform.ts';
import {
  findOrganizationContact,
  recordOrganizationEvent,
  type TMailLanguage,
} from '../accounts/index.ts';
import { bookingInvitationMail } from './booking-invitation-mail.ts';
import { findEstablishment, newLinkToken, type TEstablishmentRow } from './establishments.ts';
import { bookingGuests, bookingMinors, bookings } from './establishments-schema.ts';

export type TBookingRow = typeof bookings.$inferSelect;
export type TBookingGuestRow = typeof bookingGuests.$inferSelect;

/** The most bookings the establishment's list shows (the newest). */
const LISTED_BOOKINGS = 100;

/** A booking guest's own page. */
export const bookingGuestUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/#/checkin/guest/${token}`;

/** Our reference for a booking the establishment or the guest gave none for. */
const generatedReference = () => `CFM-${randomBytes(4).toString('hex').toUpperCase()}`;

/** `a***@example.com`: another guest's address, recognisable but not readable. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email.slice(0, 1)}***${email.slice(at)}`;
}

/**
 * Each guest's state: their operation's parte final (sealed, or the operation signed) is
 * DONE. Raw SQL: the traveller module depends on this one, not the other way round.
 */
async function doneOperations(db: TDbOrTx, operationIds: string[]): Promise<Set<string>> {
  if (!operationIds.length) return new Set();
  const rows = (await db.execute(sql`
    select r.operation_id from traveller_reports r join operations o on o.id = r.operation_id
    where r.operation_id in (${sql.join(
      operationIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) and (r.status = 'SEALED' or o.status = 'SIGNED')
  `)) as unknown as { rows: Array<{ operation_id: string }> };
  return new Set(rows.rows.map((row) => row.operation_id));
}

/** Whether a guest's parte is final. */
export async function guestDone(db: TDbOrTx, guest: TBookingGuestRow): Promise<boolean> {
  return guest.operationId
    ? (await doneOperations(db, [guest.operationId])).has(guest.operationId)
    : false;
}

/** Bookings as views, each with its guests and minors; `viewer` masks the others' addresses. */
export async function bookingViews(
  db: TDbOrTx,
  rows: TBookingRow[],
  viewer?: { guestId: string },
): Promise<TBookingView[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const [guests, minors] = await Promise.all([
    db
      .select()
      .from(bookingGuests)
      .where(inArray(bookingGuests.bookingId, ids))
      .orderBy(desc(bookingGuests.lead), asc(bookingGuests.createdAt), asc(bookingGuests.id)),
    db
      .select()
      .from(bookingMinors)
      .where(inArray(bookingMinors.bookingId, ids))
      .orderBy(asc(bookingMinors.createdAt), asc(bookingMinors.id)),
  ]);
  const done = await doneOperations(
    db,
    guests.flatMap((guest) => (guest.operationId ? [guest.operationId] : [])),
  );
  return rows.map((row) => {
    const own = guests.filter((guest) => guest.bookingId === row.id);
    const ownMinors = minors.filter((minor) => minor.bookingId === row.id);
    const views = own.map((guest) => ({
      id: guest.id,
      name: guest.name,
      email: !viewer || viewer.guestId === guest.id ? guest.email : maskedEmail(guest.email),
      lead: guest.lead,
      state: !guest.operationId
        ? ('INVITED' as const)
        : done.has(guest.operationId)
          ? ('DONE' as const)
          : ('STARTED' as const),
      invitedAt: guest.invitedAt?.toISOString() ?? null,
    }));
    return {
      id: row.id,
      reference: row.reference,
      checkIn: row.checkIn,
      checkOut: row.checkOut,
      travellers: row.travellers,
      guests: views,
      minors: ownMinors.map((minor) => ({
        id: minor.id,
        firstName: minor.firstName,
        lastName1: minor.lastName1,
        birthDate: minor.birthDate,
        kinship: minor.kinship,
        responsibleGuestId: minor.responsibleGuestId,
      })),
      complete:
        views.every((guest) => guest.state === 'DONE') &&
        views.length + ownMinors.length >= row.travellers,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function bookingView(
  db: TDbOrTx,
  row: TBookingRow,
  viewer?: { guestId: string },
): Promise<TBookingView> {
  const [view] = await bookingViews(db, [row], viewer);
  if (!view) throw new Error('a booking has a view');
  return view;
}

/** The language of the mails a booking's guests get from the establishment: its owner's. */
export async function establishmentLanguage(
  db: TDbOrTx,
  establishment: TEstablishmentRow,
): Promise<TMailLanguage> {
  const contact = await findOrganizationContact(db, {
    organizationId: establishment.organizationId,
  });
  return contact?.profile?.language ?? 'es';
}

/** A new booking row; 409 BOOKING_EXISTS when the establishment has that reference already. */
export async function insertBooking(
  tx: TTx,
  values: Omit<typeof bookings.$inferInsert, 'id' | 'createdAt' | 'reference'> & {
    reference: string;
  },
): Promise<TBookingRow> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...values, reference: values.reference || generatedReference() })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError(
      'BOOKING_EXISTS',
      'This booking already exists at this establishment: use the link its first guest received by e-mail',
    );
  }
  return row;
}

/** An establishment's booking reference taken already (checked before anything is paid). */
export async function requireNewReference(db: TDbOrTx, establishmentId: string, reference: string) {
  if (!reference) return;
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.establishmentId, establishmentId), eq(bookings.reference, reference)));
  if (found) {
    throw new AppError(
      'BOOKING_EXISTS',
      'This booking already exists at this establishment: use the link its first guest received by e-mail',
    );
  }
}

/**
 * Adds an adult guest with their own link and queues their invitation, in the caller's
 * transaction. 409 CONFLICT when that address is in the booking already.
 */
export async function inviteBookingGuest(
  platform: TPlatform,
  tx: TTx,
  {
    establishment,
    booking,
    guest,
    lead = false,
    operationId = null,
    language,
  }: {
    establishment: TEstablishmentRow;
    booking: TBookingRow;
    guest: TBookingGuestInput;
    lead?: boolean;
    operationId?: string | null;
    language: TMailLanguage;
  },
): Promise<TBookingGuestRow> {
  const [row] = await tx
    .insert(bookingGuests)
    .values({
      bookingId: booking.id,
      name: guest.name,
      email: guest.email.toLowerCase(),
      lead,
      token: newLinkToken(),
      operationId,
      invitedAt: new Date(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError('CONFLICT', 'A guest with this e-mail address is in the booking already');
  }
  await platform.queueMail(tx, {
    to: row.email,
    language,
    ...bookingInvitationMail(language, {
      name: row.name,
      establishment: establishment.name,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      link: bookingGuestUrl(platform.config.PUBLIC_URL, row.token),
      lead,
    }),
  });
  return row;
}

/**
 * The booking locked for a change of its travellers (two invitations at once must not both
 * take the last place); 409 BOOKING_FULL when every declared traveller is there.
 */
export async function lockBookingWithRoom(tx: TTx, bookingId: string): Promise<TBookingRow> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!row) throw new AppError('NOT_FOUND', 'No such booking');
  const [counted] = (
    (await tx.execute(sql`
      select (select count(*) from booking_guests where booking_id = ${bookingId})::int
        + (select count(*) from booking_minors where booking_id = ${bookingId})::int as people
    `)) as unknown as { rows: Array<{ people: number }> }
  ).rows;
  if (Number(counted?.people ?? 0) >= row.travellers) {
    throw new AppError('BOOKING_FULL', 'Every traveller of this booking is there already');
  }
  return row;
}

/** GET /api/establishments/{id}/bookings: the newest bookings first. */
export async function listBookings(
  db: TDbOrTx,
  where: { organizationId: string; id: string },
): Promise<TBookingList> {
  const establishment = await findEstablishment(db, where);
  const rows = await db
    .select()
    .from(bookings)
    .where(eq(bookings.establishmentId, establishment.id))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(LISTED_BOOKINGS);
  return { bookings: await bookingViews(db, rows) };
}

interface TActor {
  organizationId: string;
  userId: string;
}

/**
 * POST /api/establishments/{id}/bookings: the booking, a row per invited guest with their
 * own link and their invitation mail (the first one leads), in one transaction; audited
 * (`booking.created`).
 */
export async function createBooking(
  platform: TPlatform,
  actor: TActor & { id: string },
  input: TBookingInput,
): Promise<TBookingView> {
  return platform.database.db.transaction(async (tx) => {
    const establishment = await findEstablishment(tx, actor);
    const booking = await insertBooking(tx, {
      establishmentId: establishment.id,
      reference: input.reference,
      checkIn: input.checkIn,
      checkOut: input.checkOut,
      travellers: input.travellers,
      openedBy: 'ESTABLISHMENT',
    });
    const language = await establishmentLanguage(tx, establishment);
    // The first guest leads: they invite whoever the establishment did not.
    for (const [index, guest] of input.guests.entries()) {
      await inviteBookingGuest(platform, tx, {
        establishment,
        booking,
        guest,
        lead: index === 0,
        language,
      });
    }
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'booking.created',
      target: booking.reference,
      data: { establishment: establishment.name, travellers: booking.travellers },
    });
    return bookingView(tx, booking);
  });
}

/** POST /api/establishments/{id}/bookings/{bookingId}/guests: one more adult; audited. */
export async function inviteEstablishmentGuest(
  platform: TPlatform,
  actor: TActor & { id: string; bookingId: string },
  guest: TBookingGuestInput,
): Promise<TBookingView> {
  return platform.database.db.transaction(async (tx) => {
    const establishment = await findEstablishment(tx, actor);
    const [owned] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, actor.bookingId), eq(bookings.establishmentId, establishment.id)));
    if (!owned) throw new AppError('NOT_FOUND', 'No such booking');
    const booking = await lockBookingWithRoom(tx, owned.id);
    const language = await establishmentLanguage(tx, establishment);
    await inviteBookingGuest(platform, tx, { establishment, booking, guest, language });
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'booking.guest_invited',
      target: booking.reference,
      data: { establishment: establishment.name },
    });
    return bookingView(tx, booking);
  });
}

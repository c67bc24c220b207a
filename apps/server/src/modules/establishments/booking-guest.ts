import type {
  TBookingGuestInput,
  TBookingGuestPage,
  TBookingGuestStart,
  TBookingMinorInput,
  TBookingView,
} from '@confirma/contracts/bookings';
import type { TCheckinStarted } from '@confirma/contracts/establishments';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import {
  issueSignerToken,
  type TOperationsService,
  type TRequestMeta,
} from '../operations/index.ts';
import {
  bookingView,
  establishmentLanguage,
  guestDone,
  inviteBookingGuest,
  lockBookingWithRoom,
  type TBookingGuestRow,
  type TBookingRow,
} from './bookings.ts';
import {
  checkRequest,
  createCheckinOperation,
  hitCheckinLimits,
  signatureTypeOf,
} from './checkin.ts';
import type { TEstablishmentRow } from './establishments.ts';
import { bookingGuests, bookingMinors, bookings, establishments } from './establishments-schema.ts';

/** How many invitations and minors one guest's link may add in a day (beyond the booking's own bound). */
const GUEST_DAILY_ADDITIONS = 10;

interface TGuestLink {
  guest: TBookingGuestRow;
  booking: TBookingRow;
  establishment: TEstablishmentRow;
}

/** A guest's link, open: 404 for an unknown token, 409 while the establishment's link is paused. */
async function openGuestLink(db: TDbOrTx, token: string): Promise<TGuestLink> {
  const [found] = await db
    .select({ guest: bookingGuests, booking: bookings, establishment: establishments })
    .from(bookingGuests)
    .innerJoin(bookings, eq(bookings.id, bookingGuests.bookingId))
    .innerJoin(establishments, eq(establishments.id, bookings.establishmentId))
    .where(eq(bookingGuests.token, token));
  if (!found) throw new AppError('CHECKIN_LINK_NOT_FOUND', 'This check-in link does not exist');
  if (found.establishment.linkPaused) {
    throw new AppError('CHECKIN_LINK_PAUSED', 'Online check-in is paused');
  }
  return found;
}

/** A started guest's way back into their operation: a fresh token for its signer. */
async function startedOf(
  operations: TOperationsService,
  operationId: string,
): Promise<{ operationUuid: string; signerToken: string }> {
  // A traveller operation has one signer, the guest.
  const [signer] = (
    (await operations.context.db.execute(
      sql`select id from operation_signers where operation_id = ${operationId} limit 1`,
    )) as unknown as { rows: Array<{ id: string }> }
  ).rows;
  if (!signer) throw new Error('a traveller operation has its signer');
  const signerToken = await issueSignerToken(operations.context, {
    operationId,
    signerId: signer.id,
  });
  return { operationUuid: operationId, signerToken };
}

/** GET /api/checkin/guest/{token}: the booking from one guest's link (the others' addresses masked). */
export async function readBookingGuest(
  operations: TOperationsService,
  token: string,
): Promise<TBookingGuestPage> {
  const { db } = operations.context;
  const { guest, booking, establishment } = await openGuestLink(db, token);
  const view = await bookingView(db, booking, { guestId: guest.id });
  const own = view.guests.find((row) => row.id === guest.id);
  return {
    establishment: { name: establishment.name, address: establishment.address },
    mode: establishment.mode,
    booking: view,
    guestId: guest.id,
    canInvite: guest.lead,
    started:
      guest.operationId && own?.state === 'STARTED'
        ? await startedOf(operations, guest.operationId)
        : null,
  };
}

/**
 * POST /api/checkin/guest/{token}: the guest's own traveller operation, created once (the
 * booking's stay, their name and address; the rest from the form), paid by the establishment
 * and counted in its link's limits like a check-in on its link. Again while it is not final:
 * the same operation (nothing charged twice); once final, 409 BOOKING_GUEST_DONE.
 */
export async function startBookingGuest(
  deps: { platform: TPlatform; operations: TOperationsService },
  { token, body, meta }: { token: string; body: TBookingGuestStart; meta: TRequestMeta },
): Promise<TCheckinStarted> {
  const { platform, operations } = deps;
  const db = platform.database.db;
  const { guest, booking, establishment } = await openGuestLink(db, token);
  if (guest.operationId) {
    if (await guestDone(db, guest)) {
      throw new AppError('BOOKING_GUEST_DONE', 'This guest has checked in already');
    }
    return {
      ...(await startedOf(operations, guest.operationId)),
      signatureType: signatureTypeOf(establishment),
      bookingToken: token,
    };
  }
  const request = {
    name: guest.name,
    lastname: body.lastname,
    email: guest.email,
    phone: body.phone,
    nif: body.nif,
    bookingReference: booking.reference,
    checkIn: booking.checkIn,
    checkOut: booking.checkOut,
    travellers: booking.travellers,
    lang: body.lang,
  };
  checkRequest(platform, establishment, request);
  await hitCheckinLimits(platform, establishment, meta);
  const started = await createCheckinOperation(operations, {
    row: establishment,
    body: request,
    meta,
    channel: 'BOOKING',
    async booking(tx, operationId) {
      // Only one start takes the guest: a second one at the same time is refused, unpaid.
      const [taken] = await tx
        .update(bookingGuests)
        .set({ operationId })
        .where(and(eq(bookingGuests.id, guest.id), isNull(bookingGuests.operationId)))
        .returning({ id: bookingGuests.id });
      if (!taken) throw new AppError('CONFLICT', 'This guest has started their check-in already');
      return { id: booking.id, token };
    },
  });
  return started;
}

/** A guest's additions to the booking: per link per day, on top of the booking's own bound. */
async function hitAdditionLimits(platform: TPlatform, guest: TBookingGuestRow, meta: TRequestMeta) {
  await hitRateLimits(platform.database.db, [
    { key: `booking-guest:${guest.id}`, max: GUEST_DAILY_ADDITIONS, windowMs: DAY_MS },
    { key: `checkin:ip:${meta.ip}`, max: platform.config.CHECKIN_IP_LIMIT, windowMs: DAY_MS },
  ]);
}

/**
 * POST /api/checkin/guest/{token}/guests: the lead guest invites another adult (403
 * BOOKING_NOT_LEAD for the others); never more than the booking's travellers, so a link
 * sends at most that many invitations.
 */
export async function inviteByGuest(
  platform: TPlatform,
  { token, body, meta }: { token: string; body: TBookingGuestInput; meta: TRequestMeta },
): Promise<TBookingView> {
  const db = platform.database.db;
  const { guest, establishment } = await openGuestLink(db, token);
  if (!guest.lead) throw new AppError('BOOKING_NOT_LEAD', 'Only the lead guest invites');
  await hitAdditionLimits(platform, guest, meta);
  return db.transaction(async (tx) => {
    const booking = await lockBookingWithRoom(tx, guest.bookingId);
    const language = await establishmentLanguage(tx, establishment);
    await inviteBookingGuest(platform, tx, { establishment, booking, guest: body, language });
    return bookingView(tx, booking, { guestId: guest.id });
  });
}

/** Age in whole years on a day (ISO dates). */
function ageOn(birthDate: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return day.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

function minorIssue(key: string, message: string) {
  return new AppError('VALIDATION_FAILED', message, [
    { path: 'body.birthDate', message, key: `flows:booking.validation.${key}` },
  ]);
}

/**
 * POST /api/checkin/guest/{token}/minors: a minor travelling with this guest, who is the adult
 * responsible; under 18 on the check-in day, and born already; not once the booking's
 * communication to SES has begun (409 CONFLICT).
 */
export async function addMinor(
  platform: TPlatform,
  { token, body, meta }: { token: string; body: TBookingMinorInput; meta: TRequestMeta },
): Promise<TBookingView> {
  const db = platform.database.db;
  const { guest, booking } = await openGuestLink(db, token);
  const today = new Date().toISOString().slice(0, 10);
  if (Number.isNaN(Date.parse(body.birthDate)) || body.birthDate > today) {
    throw minorIssue('dateInvalid', 'The birth date is not valid');
  }
  if (ageOn(body.birthDate, booking.checkIn) >= 18) {
    throw minorIssue('notAMinor', 'An adult checks in with their own link');
  }
  await hitAdditionLimits(platform, guest, meta);
  return db.transaction(async (tx: TTx) => {
    const locked = await lockBookingWithRoom(tx, guest.bookingId);
    // A minor goes to SES with the booking's communication: once it has begun, too late here.
    const begun = (await tx.execute(
      sql`select 1 from ses_communications where booking_id = ${locked.id} limit 1`,
    )) as unknown as { rows: unknown[] };
    if (begun.rows.length) {
      throw new AppError('CONFLICT', 'This booking has been communicated to SES already');
    }
    await tx.insert(bookingMinors).values({
      bookingId: locked.id,
      responsibleGuestId: guest.id,
      firstName: body.firstName,
      lastName1: body.lastName1,
      lastName2: body.lastName2,
      birthDate: body.birthDate,
      nationality: body.nationality,
      sex: body.sex,
      documentType: body.documentType,
      documentNumber: body.documentType ? body.documentNumber : '',
      kinship: body.kinship,
    });
    return bookingView(tx, locked, { guestId: guest.id });
  });
}

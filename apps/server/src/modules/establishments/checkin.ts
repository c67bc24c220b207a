import { OP_CLASS } from '@confirma/contracts/constants';
import type {
  TCheckinRequest,
  TCheckinStart,
  TCheckinStarted,
  TKioskCheckinRequest,
} from '@confirma/contracts/establishments';
import {
  type TCreateOperationRequest,
  ZCreateOperationRequest,
} from '@confirma/contracts/operations';
import { toE164 } from '@confirma/contracts/phone-number';
import { eq } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { hitRateLimits } from '../../platform/http/rate-limit.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { claimChallenge, type TPow, verifyUnspentProof } from '../captcha/index.ts';
import { SIGNER_FIELD_LABELS } from '../demo/index.ts';
import type { TOperationsService, TRequestMeta } from '../operations/index.ts';
import { requireAvailableSignatureTypes } from '../signer-requests/index.ts';
import { insertBooking, inviteBookingGuest, requireNewReference } from './bookings.ts';
import { findEstablishment, type TEstablishmentRow } from './establishments.ts';
import { checkins, establishments } from './establishments-schema.ts';

/** The created operation's id, from the creation's answer. */
function operationIdOf(answer: unknown): string {
  const [id] = (answer as { uuids: string[] }).uuids;
  if (!id) throw new Error('a created operation has an id');
  return id;
}

/** How far ahead a guest may check in, and the longest stay, in days. */
const CHECKIN_AHEAD_DAYS = 365;
const LONGEST_STAY_DAYS = 365;

/** The establishment of a link, open for guests: 404 for an unknown (or rotated) token. */
export async function openEstablishment(db: TDbOrTx, token: string): Promise<TEstablishmentRow> {
  const [row] = await db.select().from(establishments).where(eq(establishments.linkToken, token));
  if (!row) throw new AppError('CHECKIN_LINK_NOT_FOUND', 'This check-in link does not exist');
  if (row.linkPaused) throw new AppError('CHECKIN_LINK_PAUSED', 'Online check-in is paused');
  return row;
}

/** GET /api/checkin/{token}: the establishment the guest is checking in at. */
export async function readCheckin(db: TDbOrTx, token: string): Promise<TCheckinStart> {
  const row = await openEstablishment(db, token);
  return { establishment: { name: row.name, address: row.address }, mode: row.mode };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** The stay's dates within reach: from yesterday to a year ahead, at most a year long. */
function checkStay(body: TKioskCheckinRequest, now = new Date()) {
  const issue = (path: string, key: string) =>
    new AppError('VALIDATION_FAILED', 'The stay dates are out of range', [
      { path: `body.${path}`, message: 'Out of range', key: `flows:checkin.validation.${key}` },
    ]);
  const earliest = dayOf(new Date(now.getTime() - DAY_MS));
  const latest = dayOf(new Date(now.getTime() + CHECKIN_AHEAD_DAYS * DAY_MS));
  if (body.checkIn < earliest || body.checkIn > latest) throw issue('checkIn', 'checkInOutOfRange');
  const nights = (Date.parse(body.checkOut) - Date.parse(body.checkIn)) / DAY_MS;
  if (nights > LONGEST_STAY_DAYS) throw issue('checkOut', 'stayTooLong');
}

/** The operation a check-in creates: the traveller report for one guest. */
export const signatureTypeOf = (row: TEstablishmentRow) =>
  row.mode === 'SIGN' ? 'VIDEO_1PASO_OTP' : 'IDENTIFICATION_NO_ASISTIDA';

function checkinOperationRequest(
  row: TEstablishmentRow,
  body: TKioskCheckinRequest,
): TCreateOperationRequest {
  const labels = SIGNER_FIELD_LABELS[body.lang];
  const signatureType = signatureTypeOf(row);
  return ZCreateOperationRequest.parse({
    documents: {},
    signers: [
      {
        level: 1,
        order: 1,
        operationType: 'EMAIL',
        signaturesType: [signatureType],
        signerData: [
          { identifier: 'name', value: body.name, label: labels.name, resumen: 'Y' },
          { identifier: 'lastname', value: body.lastname, label: labels.lastname, resumen: 'Y' },
          {
            identifier: 'email',
            value: body.email,
            label: labels.email,
            resumen: 'Y',
            actions: [{ action: 'sendConfirmationEmail', step: 'FIRMA-FINAL' }],
          },
          { identifier: 'cellphone', value: body.phone, label: labels.phone, resumen: 'N' },
          { identifier: 'nif', value: body.nif, label: labels.nif, resumen: 'Y' },
          {
            identifier: 'idiomadef',
            value: `${body.lang}-${body.lang}`,
            label: labels.language,
            resumen: 'N',
          },
        ],
      },
    ],
    operationData: { opClass: OP_CLASS.TRAVELLER },
  });
}

/** A link of the check-in to a booking, made in the operation's transaction. */
export type TBookingLink = (tx: TTx, operationId: string) => Promise<{ id: string; token: string }>;

/**
 * The guest's traveller operation, paid by the establishment's organisation, with its
 * check-in row; `booking` ties it to its booking in the same transaction.
 */
export async function createCheckinOperation(
  operations: TOperationsService,
  {
    row,
    body,
    meta,
    channel,
    senderUserId,
    claim,
    booking,
  }: {
    row: TEstablishmentRow;
    body: TKioskCheckinRequest;
    meta: TRequestMeta;
    channel: 'LINK' | 'KIOSK' | 'BOOKING';
    senderUserId?: string;
    claim?: (tx: TTx) => Promise<void>;
    booking?: TBookingLink;
  },
): Promise<TCheckinStarted> {
  let bookingToken: string | null = null;
  const created = await operations.createOperation({
    organizationId: row.organizationId,
    senderUserId,
    ...(channel === 'KIOSK' ? { via: 'kiosk' as const } : {}),
    request: checkinOperationRequest(row, body),
    meta,
    async record(tx, answer) {
      // The creation's transaction: the proof is spent with the operation, or not at all.
      await claim?.(tx as TTx);
      const operationId = operationIdOf(answer);
      const linked = booking ? await booking(tx as TTx, operationId) : null;
      bookingToken = linked?.token ?? null;
      await tx.insert(checkins).values({
        operationId,
        establishmentId: row.id,
        channel,
        bookingId: linked?.id ?? null,
        bookingReference: body.bookingReference,
        checkIn: body.checkIn,
        checkOut: body.checkOut,
      });
    },
  });
  return {
    operationUuid: operationIdOf(created),
    signerToken: created.loginautToken,
    signatureType: signatureTypeOf(row),
    bookingToken,
  };
}

/** The checks both entries make first: a valid phone, the stay within reach, the type offered. */
export function checkRequest(
  platform: TPlatform,
  row: TEstablishmentRow,
  body: TKioskCheckinRequest,
) {
  if (!toE164(body.phone)) {
    throw new AppError('VALIDATION_FAILED', 'The phone is not a valid number', [
      { path: 'body.phone', message: 'Not a valid phone number', key: 'validation.phoneInvalid' },
    ]);
  }
  checkStay(body);
  requireAvailableSignatureTypes(checkinOperationRequest(row, body).signers, {
    identificationEnabled: platform.config.IDENTIFICATION_ENABLED,
  });
}

/**
 * The limits of a guest's check-in on a link (the establishment's or a booking guest's): per
 * IP per day, and per establishment per day its own maximum (never above the platform's).
 */
export async function hitCheckinLimits(
  platform: TPlatform,
  row: TEstablishmentRow,
  meta: TRequestMeta,
) {
  const { config } = platform;
  await hitRateLimits(platform.database.db, [
    { key: `checkin:ip:${meta.ip}`, max: config.CHECKIN_IP_LIMIT, windowMs: DAY_MS },
    {
      key: `checkin:link:${row.id}`,
      max: Math.min(row.dailyLimit, config.CHECKIN_LINK_LIMIT),
      windowMs: DAY_MS,
    },
  ]);
}

/**
 * A guest on the establishment's link who says they are several opens a booking, as its lead
 * guest (their operation already theirs), and gets their booking page's link by e-mail.
 */
function openGuestBooking(
  platform: TPlatform,
  row: TEstablishmentRow,
  body: TCheckinRequest,
): TBookingLink {
  return async (tx, operationId) => {
    const booking = await insertBooking(tx, {
      establishmentId: row.id,
      reference: body.bookingReference,
      checkIn: body.checkIn,
      checkOut: body.checkOut,
      travellers: body.travellers,
      openedBy: 'GUEST',
    });
    const lead = await inviteBookingGuest(platform, tx, {
      establishment: row,
      booking,
      guest: { name: body.name, email: body.email },
      lead: true,
      operationId,
      language: body.lang,
    });
    return { id: booking.id, token: lead.token };
  };
}

/**
 * POST /api/checkin/{token}: a guest starts their check-in from the establishment's link.
 * The link open, the stay's dates within reach, the proof of work checked, then the limits
 * counted (per IP per day, per link per day: the platform's bound and the establishment's
 * own maximum); the traveller operation is created and paid by the establishment's
 * organisation like any it sends, with the check-in row and the spent proof in the same
 * transaction. Several travellers open a booking (the guest its lead), in that transaction too.
 */
export async function startCheckin(
  deps: { platform: TPlatform; operations: TOperationsService; pow: TPow },
  { token, body, meta }: { token: string; body: TCheckinRequest; meta: TRequestMeta },
): Promise<TCheckinStarted> {
  const { platform } = deps;
  const db = platform.database.db;
  const row = await openEstablishment(db, token);
  checkRequest(platform, row, body);
  const proof = await verifyUnspentProof(db, deps.pow, body.altcha);
  const several = body.travellers > 1;
  if (several) await requireNewReference(db, row.id, body.bookingReference);
  await hitCheckinLimits(platform, row, meta);
  return createCheckinOperation(deps.operations, {
    row,
    body,
    meta,
    channel: 'LINK',
    claim: (tx) => claimChallenge(tx, proof),
    ...(several ? { booking: openGuestBooking(platform, row, body) } : {}),
  });
}

/** GET /api/establishments/{id}/kiosk: the establishment the reception kiosk checks guests in at. */
export async function readKiosk(
  db: TDbOrTx,
  where: { organizationId: string; id: string },
): Promise<TCheckinStart> {
  const row = await findEstablishment(db, where);
  return { establishment: { name: row.name, address: row.address }, mode: row.mode };
}

/**
 * POST /api/establishments/{id}/kiosk: a guest checked in at the reception kiosk, a member's
 * device (no proof of work; a paused link does not close the desk): the member is its sender
 * (their monthly limit counts it, the audit log says "kiosk"). `travellers` is not used here:
 * the desk checks each adult in on their own, and bookings are the establishment's.
 */
export async function startKioskCheckin(
  deps: { platform: TPlatform; operations: TOperationsService },
  {
    actor,
    id,
    body,
    meta,
  }: {
    actor: { organizationId: string; userId: string };
    id: string;
    body: TKioskCheckinRequest;
    meta: TRequestMeta;
  },
): Promise<TCheckinStarted> {
  const row = await findEstablishment(deps.platform.database.db, {
    organizationId: actor.organizationId,
    id,
  });
  checkRequest(deps.platform, row, body);
  return createCheckinOperation(deps.operations, {
    row,
    body,
    meta,
    channel: 'KIOSK',
    senderUserId: actor.userId,
  });
}

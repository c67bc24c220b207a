import { randomBytes } from 'node:crypto';
import type {
  TEstablishmentInput,
  TEstablishmentList,
  TEstablishmentView,
} from '@confirma/contracts/establishments';
import { and, desc, eq } from 'drizzle-orm';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { derivedKey, openText, sealText } from '../../platform/sealed-text.ts';
import { recordOrganizationEvent } from '../accounts/index.ts';
import { checkins, establishments } from './establishments-schema.ts';

export type TEstablishmentRow = typeof establishments.$inferSelect;

export interface TEstablishmentsContext {
  db: TDb;
  publicUrl: string;
  authSecret: string;
}

/** A new guest check-in link token: 24 random bytes, 32 characters of base64url. */
export const newLinkToken = () => randomBytes(24).toString('base64url');

/** The guests' page of a link token. */
export const checkinUrl = (publicUrl: string, token: string) =>
  `${publicUrl.replace(/\/$/, '')}/#/checkin/${token}`;

/** The key SES passwords are sealed with (AES-256-GCM, HKDF from AUTH_SECRET). */
const sesKey = (authSecret: string) => derivedKey(authSecret, 'ses-credentials-v1');

/** The establishment's SES password, opened for its own row only. */
export function sesPasswordOf(authSecret: string, row: TEstablishmentRow): string | null {
  if (!row.sesPasswordEncrypted) return null;
  return openText(sesKey(authSecret), row.sesPasswordEncrypted, row.id);
}

export function establishmentView(publicUrl: string, row: TEstablishmentRow): TEstablishmentView {
  const configured =
    row.sesLandlordCode && row.sesEstablishmentCode && row.sesUsername && row.sesEnvironment;
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    registry: row.registry,
    mode: row.mode,
    dailyLimit: row.dailyLimit,
    linkPaused: row.linkPaused,
    checkinUrl: checkinUrl(publicUrl, row.linkToken),
    ses: configured
      ? {
          landlordCode: row.sesLandlordCode ?? '',
          establishmentCode: row.sesEstablishmentCode ?? '',
          username: row.sesUsername ?? '',
          environment: row.sesEnvironment ?? 'test',
          passwordSet: Boolean(row.sesPasswordEncrypted),
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listEstablishments(
  context: TEstablishmentsContext,
  organizationId: string,
): Promise<TEstablishmentList> {
  const rows = await context.db
    .select()
    .from(establishments)
    .where(eq(establishments.organizationId, organizationId))
    .orderBy(desc(establishments.createdAt), desc(establishments.id));
  return { establishments: rows.map((row) => establishmentView(context.publicUrl, row)) };
}

/** The organisation's establishment, or 404 (another organisation's is not told apart). */
export async function findEstablishment(
  db: TDbOrTx,
  { organizationId, id }: { organizationId: string; id: string },
): Promise<TEstablishmentRow> {
  const [row] = await db
    .select()
    .from(establishments)
    .where(and(eq(establishments.id, id), eq(establishments.organizationId, organizationId)));
  if (!row) throw new AppError('NOT_FOUND', 'No such establishment');
  return row;
}

/**
 * The SES columns of an input: cleared without credentials; a new password sealed for the
 * row; an update without a password keeps the stored one, and configuring credentials the
 * first time without one is refused (nothing could be sent).
 */
function sesColumns(
  authSecret: string,
  id: string,
  ses: TEstablishmentInput['ses'],
  stored: TEstablishmentRow | null,
) {
  if (!ses) {
    return {
      sesLandlordCode: null,
      sesEstablishmentCode: null,
      sesUsername: null,
      sesPasswordEncrypted: null,
      sesEnvironment: null,
    };
  }
  const password = ses.password
    ? sealText(sesKey(authSecret), ses.password, id)
    : (stored?.sesPasswordEncrypted ?? null);
  if (!password) {
    throw new AppError('VALIDATION_FAILED', 'The SES password is required', [
      {
        path: 'body.ses.password',
        message: 'Required',
        key: 'establishments.validation.sesPassword',
      },
    ]);
  }
  return {
    sesLandlordCode: ses.landlordCode,
    sesEstablishmentCode: ses.establishmentCode,
    sesUsername: ses.username,
    sesPasswordEncrypted: password,
    sesEnvironment: ses.environment,
  };
}

/** Who asks, for the audit log. */
interface TActor {
  organizationId: string;
  userId: string;
}

/** Creates an establishment with a new guest link; audited (`establishment.created`). */
export async function createEstablishment(
  context: TEstablishmentsContext,
  actor: TActor,
  input: TEstablishmentInput,
): Promise<TEstablishmentView> {
  const id = crypto.randomUUID();
  return context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(establishments)
      .values({
        id,
        organizationId: actor.organizationId,
        name: input.name,
        address: input.address,
        registry: input.registry,
        mode: input.mode,
        dailyLimit: input.dailyLimit,
        linkPaused: input.linkPaused,
        linkToken: newLinkToken(),
        ...sesColumns(context.authSecret, id, input.ses, null),
      })
      .returning();
    if (!row) throw new Error('establishment insert returned no row');
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'establishment.created',
      target: row.name,
    });
    return establishmentView(context.publicUrl, row);
  });
}

/** Replaces an establishment's settings; audited (`establishment.updated`, what changed). */
export async function updateEstablishment(
  context: TEstablishmentsContext,
  actor: TActor & { id: string },
  input: TEstablishmentInput,
): Promise<TEstablishmentView> {
  return context.db.transaction(async (tx) => {
    const stored = await findEstablishment(tx, actor);
    const [row] = await tx
      .update(establishments)
      .set({
        name: input.name,
        address: input.address,
        registry: input.registry,
        mode: input.mode,
        dailyLimit: input.dailyLimit,
        linkPaused: input.linkPaused,
        ...sesColumns(context.authSecret, stored.id, input.ses, stored),
        updatedAt: new Date(),
      })
      .where(eq(establishments.id, stored.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such establishment');
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'establishment.updated',
      target: row.name,
      data: {
        linkPaused: row.linkPaused,
        ses: Boolean(row.sesUsername),
        passwordChanged: Boolean(input.ses?.password),
      },
    });
    return establishmentView(context.publicUrl, row);
  });
}

/** A new guest link; the old one answers "not found" from now on. Audited. */
export async function rotateCheckinLink(
  context: TEstablishmentsContext,
  actor: TActor & { id: string },
): Promise<TEstablishmentView> {
  return context.db.transaction(async (tx) => {
    const stored = await findEstablishment(tx, actor);
    const [row] = await tx
      .update(establishments)
      .set({ linkToken: newLinkToken(), updatedAt: new Date() })
      .where(eq(establishments.id, stored.id))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', 'No such establishment');
    await recordOrganizationEvent(tx, {
      organizationId: actor.organizationId,
      actorUserId: actor.userId,
      action: 'establishment.link_rotated',
      target: row.name,
    });
    return establishmentView(context.publicUrl, row);
  });
}

/** The check-in that started an operation, with its establishment (null: none did). */
export async function checkinOf(db: TDbOrTx, operationId: string) {
  const [found] = await db
    .select({ checkin: checkins, establishment: establishments })
    .from(checkins)
    .innerJoin(establishments, eq(establishments.id, checkins.establishmentId))
    .where(eq(checkins.operationId, operationId));
  return found ?? null;
}

/** An establishment by its id alone (the platform's jobs; never a member's request). */
export async function establishmentById(db: TDbOrTx, id: string) {
  const [row] = await db.select().from(establishments).where(eq(establishments.id, id));
  return row;
}

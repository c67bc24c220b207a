import { randomUUID } from 'node:crypto';
import { creditProductOf } from '@confirma/contracts/constants';
import type { TCreateNotification } from '@confirma/contracts/notifications';
import { ZSignerDatum } from '@confirma/contracts/operations';
import { toE164 } from '@confirma/contracts/phone-number';
import { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { lockOrganization, recordOrganizationEvent } from '../accounts/index.ts';
import { requireCredits, spendCredits } from '../credits/index.ts';
import { queueAnchor, recordEvidence } from '../evidence/index.ts';
import {
  recordRecipientOperation,
  type TOperationsContext,
  type TRequestMeta,
} from '../operations/index.ts';
import { checkNotifiedPdf } from './check-notified-pdf.ts';
import { sha256Hex } from './notification-hash.ts';
import { DELIVER_JOB, notificationMessageId } from './notification-jobs.ts';
import { accessTokenHash, accessTokenOf } from './notification-token.ts';
import { insertNotification } from './notifications-queries.ts';
import { senderName } from './record-delivery.ts';

/** The opClass of a certified notification (no template: the sender's own PDF). */
export const NOTIFICATION_OP_CLASS = 1250;

/** Who sends a certified notification, what, and from where. */
export interface TNotificationCreation {
  organizationId: string;
  /** The member who sends it (named in the ledger, the evidence and the audit log). */
  senderUserId: string;
  /** Sent through one of the member's API keys (the audit log says so). */
  via?: 'api_key' | undefined;
  request: TCreateNotification;
  meta: TRequestMeta;
  /** Keeps the answer for its Idempotency-Key, in the creation's transaction. */
  record?: TRecordAnswer | undefined;
}

/**
 * Creates a certified notification: the balance and the PDF are checked first (nothing is
 * stored or charged on bad input), the document is sealed by the platform as it will be
 * sent (PAdES B-T: its integrity from now on), then one transaction writes the operation
 * (type NOTIFICACION, the recipient as its one signer), its document, the notification,
 * debits 1 credit, records `notification.created` with the SHA-256 of the document and of
 * the message, and queues the delivery job and the chain's time stamp.
 */
export async function createNotification(
  context: TOperationsContext,
  { organizationId, senderUserId, via, request, meta, record }: TNotificationCreation,
) {
  const { platform, db } = context;
  const { product, cost } = creditProductOf('NOTIFICACION');
  const phone = recipientPhone(request.phone);
  await requireCredits(db, { organizationId, cost });
  if (!request.document) throw new AppError('VALIDATION_FAILED', 'The document is required');
  const original = await checkNotifiedPdf(context, request.document.b64);
  const operationId = randomUUID();
  const sealed = await context.seal(original.bytes, {
    signerName: 'Confirma',
    method: 'PLATFORM',
    evidenceId: operationId,
    box: 'auto',
    locale: request.language,
  });
  const stored = [await platform.blobs.put(original.bytes), await platform.blobs.put(sealed)];
  const fullName = `${request.name} ${request.lastname}`.trim();
  const messageSha256 = sha256Hex(request.message);
  try {
    return await db.transaction(async (tx) => {
      await lockOrganization(tx, organizationId);
      const expiresAt = new Date(Date.now() + platform.config.NOTIFICATION_EXPIRY_DAYS * DAY_MS);
      const { operation, document, recipient } = await recordRecipientOperation(tx, {
        operation: {
          id: operationId,
          domainUuid: platform.domainUuid,
          organizationId,
          opClass: NOTIFICATION_OP_CLASS,
          signatureType: 'NOTIFICACION',
          language: request.language,
          creditsSpent: cost,
          expiresAt,
        },
        document: {
          reference: 'notificacion',
          name: request.document?.name ?? 'notificacion.pdf',
          label: request.subject,
          flags: {},
          pages: original.pages,
          originalSha256: original.sha256,
          signedSha256: stored[1]?.key ?? null,
        },
        recipient: {
          operationType: 'EMAIL',
          signerData: recipientData(request),
          signatureTypes: ['NOTIFICACION'],
          email: request.email,
          cellphone: phone,
          fullName,
        },
      });
      const token = accessTokenOf(context.tokenKey, operationId);
      await insertNotification(tx, {
        operationId,
        subject: request.subject,
        message: request.message,
        messageSha256,
        recipientEmail: request.email,
        recipientPhone: phone,
        accessTokenHash: accessTokenHash(token),
        messageId: notificationMessageId(operationId, platform.config.PUBLIC_URL),
      });
      await spendCredits(tx, {
        organizationId,
        memberUserId: senderUserId,
        amount: cost,
        reason: `operation:${product.toLowerCase()}`,
        reference: operationId,
      });
      await recordOrganizationEvent(tx, {
        organizationId,
        actorUserId: senderUserId,
        action: 'operation.sent',
        target: operationId,
        data: { kind: 'notification', ...(via ? { via } : {}) },
      });
      await recordEvidence(tx, {
        subjectType: 'operation',
        subjectId: operationId,
        type: 'notification.created',
        actorType: 'sender',
        actorId: senderUserId,
        ...meta,
        documentSha256: original.sha256,
        data: {
          credits: cost,
          sender: await senderName(tx, organizationId),
          subject: request.subject,
          messageSha256,
          document: { id: document.id, name: document.name, sha256: original.sha256 },
          sealedSha256: stored[1]?.key,
          recipient: { id: recipient.id, email: request.email, cellphone: phone },
          expiresAt: expiresAt.toISOString(),
        },
      });
      await platform.enqueue(tx, DELIVER_JOB, { operationId });
      await queueAnchor(platform, tx, { subjectType: 'operation', subjectId: operationId });
      const answer = { uuid: operation.id, status: operation.status, credits: cost };
      await record?.(tx, answer);
      return answer;
    });
  } catch (error) {
    const created = stored.filter((blob) => blob.created).map((blob) => blob.key);
    await Promise.all(created.map((key) => platform.blobs.delete(key)));
    throw error;
  }
}

/**
 * The recipient's phone as the SMS notice is sent to (E.164; a national number is read as
 * Spanish), or null without one; a number that is not valid is 400 before anything is
 * stored or charged.
 */
function recipientPhone(phone: string): string | null {
  if (!phone) return null;
  const e164 = toE164(phone);
  if (e164) return e164;
  throw new AppError('VALIDATION_FAILED', 'The phone is not a valid number', [
    {
      path: 'body.phone',
      message: 'Not a valid phone number',
      key: 'flows:create.validation.phoneInvalid',
    },
  ]);
}

/** The recipient as the spec's signerData, no signing invitation. */
function recipientData(request: TCreateNotification) {
  return z.array(ZSignerDatum).parse([
    { identifier: 'name', value: request.name, label: 'Nombre', resumen: 'Y' as const },
    { identifier: 'lastname', value: request.lastname, label: 'Apellidos', resumen: 'Y' as const },
    {
      identifier: 'email',
      value: request.email,
      label: 'E-mail',
      resumen: 'Y' as const,
      actions: [{ action: 'avoidSendSignEmail', step: 'FIRMA-INICIO' }],
    },
    ...(request.phone
      ? [{ identifier: 'cellphone', value: request.phone, label: 'Móvil', resumen: 'N' as const }]
      : []),
    {
      identifier: 'idiomadef',
      value: request.language === 'es' ? 'es-es' : `${request.language}-${request.language}`,
      label: 'Idioma',
      resumen: 'N' as const,
    },
  ]);
}

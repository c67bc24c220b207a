import { randomUUID } from 'node:crypto';
import { operationCreditCost } from '@confirma/contracts/constants';
import type {
  TCreateOperationRequest,
  TCreateOperationResponse,
} from '@confirma/contracts/operations';
import { isForeignKeyViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { TRecordAnswer } from '../../platform/idempotency/idempotency.ts';
import {
  consumeReservation,
  debitCredits,
  refundDebit,
  requireCredits,
  settleDebit,
} from '../credits/index.ts';
import { recordEvidence } from '../evidence/index.ts';
import { SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { checkSignerContacts } from './check-signer-contacts.ts';
import { insertDocuments } from './document-queries.ts';
import { placeSignerFields } from './filled-fields.ts';
import { insertOperation } from './operation-queries.ts';
import type { TDemoCreation, TOperationsContext, TRequestMeta } from './operations.types.ts';
import { placeSignatureBoxes } from './place-signature-boxes.ts';
import { documentEntries, prepareDocuments } from './prepare-documents.ts';
import { requestedBoxes } from './signature-boxes.ts';
import { signatureTypeOf, signerValues } from './signer-fields.ts';
import { insertSigners } from './signer-queries.ts';
import { byRoutingOrder, inviteSigners } from './signer-routing.ts';
import { requireAvailableSignatureTypes } from './signing-methods.ts';

/**
 * An operation has an owner who pays (from the balance, or out of a reservation of theirs
 * made ahead: a bulk send's), or is a public-demo one (no owner, no credits).
 */
export type TCreateOperation = {
  request: TCreateOperationRequest;
  meta: TRequestMeta;
  /** Keeps the answer for its Idempotency-Key, in the creation's transaction. */
  record?: TRecordAnswer | undefined;
} & (
  | {
      ownerUserId: string;
      /** Paid out of this credit reservation of the owner's (reserve-credits.ts), not debited. */
      reservation?: string | undefined;
      demo?: undefined;
    }
  | { ownerUserId?: undefined; reservation?: undefined; demo: TDemoCreation }
);

/**
 * Creates an operation: cheap checks first (signature types, every signer's e-mail and
 * phone as the operation will need them: check-signer-contacts.ts, document count, the
 * boxes' documents, the balance), then the documents checked and stored and every signer's box
 * on each of their documents settled (sent, or found: place-signature-boxes.ts), then the
 * credit cost (the sum of its signers' costs) debited in a statement of its own
 * (debit-credits.ts: the account's balance row is not held across the creation's
 * transaction, so one account's creations do not queue on it), then in one transaction the
 * operation, documents and signers, the evidence, the invitation e-mail queued and the
 * debit settled. If any part fails nothing is created: blobs this call stored are removed
 * and the debit is refunded. Paid out of a `reservation` instead, nothing is debited: the
 * price is taken out of it in that transaction (the reservation's credits left the balance
 * when it was made). A demo has no owner, costs nothing and is marked `demo`.
 */
export async function createOperation(context: TOperationsContext, options: TCreateOperation) {
  const { platform, db } = context;
  const { request, meta, ownerUserId, reservation, demo } = options;
  requireAvailableSignatureTypes(request.signers, {
    identificationEnabled: platform.config.IDENTIFICATION_ENABLED,
  });
  // Every signer can be reached as the operation will need: checked before anything else.
  const contacts = checkSignerContacts(request.signers);
  const max = platform.config.OPERATION_MAX_DOCUMENTS;
  if (Object.keys(request.documents).length > max) {
    throw new AppError('VALIDATION_FAILED', `An operation carries at most ${max} documents`, [
      { path: 'body.documents', message: `at most ${max} documents` },
    ]);
  }
  // Boxes that name no document of the operation are refused before anything is read.
  const named = documentEntries(request).map(([key, doc]) => ({
    key,
    reference: doc.reference ?? key,
  }));
  const { requested, missing } = requestedBoxes(request.signers, named);
  // The first signer in routing order (level, then order) defines the operation's type
  // and language and receives the creation answer's token.
  const [firstSigner] = [...request.signers].sort((a, b) => a.level - b.level || a.order - b.order);
  if (!firstSigner) throw new Error('validated payloads have a signer');
  const signer = signerValues(firstSigner.signerData);
  const signatureType = signatureTypeOf(firstSigner);
  // Every signer is paid for (spec 000 §9): a signature 2, an identification 3, both 3 + 2.
  const price = operationCreditCost(request.signers.map(signatureTypeOf));
  const cost = demo ? 0 : price.cost;
  // A sender who cannot pay is refused before any PDF is parsed (the spend itself, in the
  // transaction below, stays the real check). A reservation was paid for when it was made.
  if (ownerUserId && !reservation) await requireCredits(db, { userId: ownerUserId, cost });
  const { documents, createdBlobs } = await prepareDocuments(
    { blobs: platform.blobs, pdfInspector: context.pdfInspector, log: platform.log },
    {
      request,
      signer,
      transform: demo?.watermark,
      boxesToFind: (reference) => missing.get(reference) ?? 0,
    },
  );
  const operationId = randomUUID();
  let debited = false;
  let created: TCreateOperationResponse;
  try {
    const boxes = placeSignatureBoxes(request.signers, documents, requested);
    const fields = placeSignerFields(request.signers, documents);
    if (ownerUserId && !reservation) {
      await debitCredits(db, {
        userId: ownerUserId,
        amount: cost,
        reason: `operation:${price.products.map((product) => product.toLowerCase()).join('+')}`,
        reference: operationId,
      });
      debited = true;
    }
    created = await db.transaction(async (tx) => {
      await demo?.claim(tx);
      // The owner's foreign key holds the account's row (FOR KEY SHARE) until the commit,
      // so the account is not erased while the operation is written.
      const operation = await insertOperation(tx, {
        id: operationId,
        domainUuid: platform.domainUuid,
        ownerUserId: ownerUserId ?? null,
        opClass: request.operationData.opClass,
        signatureType,
        status: 'CREATED',
        language: signer.language,
        creditsSpent: cost,
        demo: Boolean(demo),
        identificationChecks: request.operationData.identificationChecks ?? null,
        subject: request.subject ?? null,
        message: request.message ?? null,
        copyRecipients: request.copyRecipients ?? [],
        expiresAt: new Date(Date.now() + SIGNER_TOKEN_SECONDS * 1000),
      }).catch((error: unknown) => {
        // Erased since its token was checked (another process may have vouched for it a
        // moment before): the owner's key finds no account, and nothing is created.
        throw isForeignKeyViolation(error)
          ? new AppError('UNAUTHORIZED', 'The account no longer exists')
          : error;
      });
      const docs = await insertDocuments(
        tx,
        documents.map(({ sha256, reference, name, label, flags, pages, position }) => ({
          reference,
          name,
          label,
          flags,
          pages,
          position,
          originalSha256: sha256,
          operationId: operation.id,
        })),
      );
      const signers = await insertSigners(
        tx,
        request.signers.map((item, index) => {
          const values = signerValues(item.signerData);
          const contact = contacts[index];
          return {
            operationId: operation.id,
            level: item.level,
            order: item.order,
            operationType: item.operationType,
            signerData: item.signerData,
            signatureTypes: item.signaturesType,
            docs: item.docs ?? null,
            boxPositions: boxes[index] ?? [],
            fields: fields[index] ?? null,
            email: contact?.email ?? null,
            cellphone: contact?.cellphone ?? null,
            fullName: `${values.name} ${values.lastname}`.trim(),
            ...(item.level === firstSigner.level
              ? { status: 'INVITED' as const, invitedAt: new Date() }
              : { status: 'PENDING' as const }),
          };
        }),
      );
      await recordEvidence(
        tx,
        {
          subjectType: 'operation',
          subjectId: operation.id,
          type: 'operation.created',
          actorType: 'sender',
          actorId: ownerUserId ?? null,
          ...meta,
          documentSha256: docs[0]?.originalSha256 ?? null,
          data: {
            opClass: operation.opClass,
            signatureType,
            credits: cost,
            ...(demo ? { demo: true } : {}),
            ...(operation.subject ? { subject: operation.subject } : {}),
            // Who will be sent the signed documents: part of what the sender asked.
            ...(operation.copyRecipients.length
              ? { copyRecipients: operation.copyRecipients }
              : {}),
            documents: docs.map((doc) => ({
              id: doc.id,
              name: doc.name,
              sha256: doc.originalSha256,
            })),
            signers: signers.map((row) => ({
              id: row.id,
              email: row.email,
              cellphone: row.cellphone,
            })),
          },
        },
        // The operation row is this transaction's own: its chain starts here.
        { newSubject: true },
      );
      if (ownerUserId) {
        await emitWebhookEvent(platform, tx, ownerUserId, 'operation.created', {
          operationUuid: operation.id,
          status: operation.status,
        });
      }
      const invited = signers.filter((row) => row.level === firstSigner.level).sort(byRoutingOrder);
      const tokens = await inviteSigners(context, tx, {
        operationId: operation.id,
        signers: invited,
        firstDocumentId: docs[0]?.id ?? null,
        operationStatus: operation.status,
      });
      const token = tokens.get(invited[0]?.id ?? '');
      if (!token) throw new Error('the first signer has no token');
      const answer = {
        loginautToken: token,
        uuids: [operation.id],
        documentsUuid: docs.map((doc) => doc.id),
      };
      if (debited) await settleDebit(tx, { reference: operationId });
      if (ownerUserId && reservation) {
        await consumeReservation(tx, { userId: ownerUserId, reference: reservation, amount: cost });
      }
      await options.record?.(tx, answer);
      return answer;
    });
  } catch (error) {
    await Promise.all(createdBlobs.map((key) => platform.blobs.delete(key)));
    if (debited) {
      // Left unsettled if this fails too: the sweep refunds it.
      await refundDebit(db, { reference: operationId }).catch((refundError: unknown) =>
        platform.log.error({ err: refundError, operationId }, 'debit not refunded yet'),
      );
    }
    throw error;
  }
  // Committed: whatever follows must not undo it (it is outside the refund's reach).
  context.documentsCreated?.(documents.map((document) => document.sha256));
  return created;
}

import { OP_CLASS, type TSignatureType } from '@confirma/contracts/constants';
import type { TCreateOperationResponse, TOperationSigner } from '@confirma/contracts/operations';
import type { TSentOperationKind } from '@confirma/contracts/organizations';
import type { TTx } from '../../platform/db/client.ts';
import { isForeignKeyViolation } from '../../platform/db/db-errors.ts';
import { AppError } from '../../platform/errors.ts';
import { recordOrganizationEvent } from '../accounts/index.ts';
import { consumeReservation, settleDebit } from '../credits/index.ts';
import { recordEvidence } from '../evidence/index.ts';
import type {
  placeSignatureBoxes,
  placeSignerFields,
  TSignerContacts,
} from '../signer-requests/index.ts';
import { signerValues } from '../signer-requests/index.ts';
import { SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { insertDocuments } from './document-queries.ts';
import { insertOperation } from './operation-queries.ts';
import type { TCreateOperation, TOperationsContext } from './operations.types.ts';
import type { TPreparedDocument } from './prepare-documents.ts';
import { insertSigners } from './signer-queries.ts';
import { byRoutingOrder, inviteSigners } from './signer-routing.ts';

/** What the creation's steps before settled: what is recorded. */
export interface TCreation {
  options: TCreateOperation;
  operationId: string;
  /** The cost was debited ahead: settled here. */
  debited: boolean;
  cost: number;
  /** The first signer in routing order: the operation's type and language, the answer's token. */
  firstSigner: TOperationSigner;
  signer: ReturnType<typeof signerValues>;
  signatureType: TSignatureType;
  contacts: TSignerContacts[];
  documents: TPreparedDocument[];
  boxes: ReturnType<typeof placeSignatureBoxes>;
  fields: ReturnType<typeof placeSignerFields>;
}

/**
 * The creation's transaction: the operation, its documents and signers, the evidence, the
 * webhook, the first signers invited, the debit settled (or the reservation spent) and the
 * answer kept for its Idempotency-Key. Answers what the creation returns.
 */
export async function recordCreatedOperation(
  context: TOperationsContext,
  tx: TTx,
  creation: TCreation,
): Promise<TCreateOperationResponse> {
  const { platform } = context;
  const { options, operationId, debited, firstSigner, cost } = creation;
  const { organizationId, senderUserId, reservation, demo } = options;
  await demo?.claim(tx);
  const { operation, docs, signers } = await insertCreation(context, tx, creation);
  await recordEvidence(
    tx,
    {
      subjectType: 'operation',
      subjectId: operation.id,
      type: 'operation.created',
      actorType: 'sender',
      actorId: senderUserId ?? organizationId ?? null,
      ...options.meta,
      documentSha256: docs[0]?.originalSha256 ?? null,
      data: {
        opClass: operation.opClass,
        signatureType: creation.signatureType,
        credits: cost,
        ...(demo ? { demo: true } : {}),
        ...(operation.subject ? { subject: operation.subject } : {}),
        // Who will be sent the signed documents: part of what the sender asked.
        ...(operation.copyRecipients.length ? { copyRecipients: operation.copyRecipients } : {}),
        documents: docs.map((doc) => ({ id: doc.id, name: doc.name, sha256: doc.originalSha256 })),
        signers: signers.map((row) => ({ id: row.id, email: row.email, cellphone: row.cellphone })),
      },
    },
    // The operation row is this transaction's own: its chain starts here.
    { newSubject: true },
  );
  if (organizationId) {
    await emitWebhookEvent(platform, tx, organizationId, 'operation.created', {
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
  if (organizationId && senderUserId) {
    await recordOrganizationEvent(tx, {
      organizationId,
      actorUserId: senderUserId,
      action: 'operation.sent',
      target: operation.id,
      data: {
        kind: sentKind(operation.opClass, creation.signatureType),
        ...(options.via ? { via: options.via } : {}),
      },
    });
  }
  if (debited) await settleDebit(tx, { reference: operationId });
  if (organizationId && reservation) {
    await consumeReservation(tx, { organizationId, reference: reservation, amount: cost });
  }
  await options.record?.(tx, answer);
  return answer;
}

/** The operation's, documents' and signers' rows. */
async function insertCreation(context: TOperationsContext, tx: TTx, creation: TCreation) {
  const { options, firstSigner, signer, documents, boxes, fields, contacts } = creation;
  const { request, organizationId, senderUserId, demo } = options;
  // The owner's foreign key holds the account's row (FOR KEY SHARE) until the commit,
  // so the account is not erased while the operation is written.
  const operation = await insertOperation(tx, {
    id: creation.operationId,
    domainUuid: context.platform.domainUuid,
    organizationId: organizationId ?? null,
    senderUserId: senderUserId ?? null,
    opClass: request.operationData.opClass,
    signatureType: creation.signatureType,
    status: 'CREATED',
    language: signer.language,
    creditsSpent: creation.cost,
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
  return { operation, docs, signers };
}

/** What the organisation's audit log calls a sent operation. */
function sentKind(opClass: number, signatureType: TSignatureType): TSentOperationKind {
  if (opClass === OP_CLASS.TRAVELLER) return 'traveller';
  return signatureType === 'IDENTIFICATION_NO_ASISTIDA' ? 'identification' : 'signature';
}

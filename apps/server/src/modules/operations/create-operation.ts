import { randomUUID } from 'node:crypto';
import { operationCreditCost } from '@confirma/contracts/constants';
import type { TCreateOperationResponse } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import { debitCredits, refundDebit, requireCredits } from '../credits/index.ts';
import {
  checkSignerContacts,
  placeSignatureBoxes,
  placeSignerFields,
  requestedBoxes,
  requireAvailableSignatureTypes,
  signatureTypeOf,
  signerValues,
} from '../signer-requests/index.ts';
import type { TCreateOperation, TOperationsContext } from './operations.types.ts';
import { documentEntries, prepareDocuments } from './prepare-documents.ts';
import { recordCreatedOperation } from './record-created-operation.ts';

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
  const checked = await checkCreation(context, options);
  const prepared = await prepareCreation(context, options, checked);
  const operationId = randomUUID();
  let debited = false;
  let created: TCreateOperationResponse;
  try {
    debited = await payForCreation(context, options, checked, operationId);
    created = await context.db.transaction((tx) =>
      recordCreatedOperation(context, tx, {
        options,
        operationId,
        debited,
        ...checked,
        ...prepared,
      }),
    );
  } catch (error) {
    await Promise.all(prepared.createdBlobs.map((key) => context.platform.blobs.delete(key)));
    if (debited) {
      // Left unsettled if this fails too: the sweep refunds it.
      await refundDebit(context.db, { reference: operationId }).catch((refundError: unknown) =>
        context.platform.log.error({ err: refundError, operationId }, 'debit not refunded yet'),
      );
    }
    throw error;
  }
  // Committed: whatever follows must not undo it (it is outside the refund's reach).
  context.documentsCreated?.(prepared.documents.map((document) => document.sha256));
  return created;
}

/**
 * The cheap checks, before anything is read or stored: the signature types, every signer's
 * contacts, the document count, the boxes' documents, and whether the owner can pay.
 */
async function checkCreation(context: TOperationsContext, options: TCreateOperation) {
  const { platform, db } = context;
  const { request, organizationId, reservation, demo } = options;
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
  // Every signer is paid for: a signature 2, an identification 3, both 3 + 2.
  const price = operationCreditCost(request.signers.map(signatureTypeOf));
  const cost = demo ? 0 : price.cost;
  // A sender who cannot pay is refused before any PDF is parsed (the spend itself, in the
  // transaction, stays the real check). A reservation was paid for when it was made.
  if (organizationId && !reservation) await requireCredits(db, { organizationId, cost });
  return { contacts, requested, missing, firstSigner, signer, signatureType, price, cost };
}

/**
 * The documents checked and stored, and every signer's box and fields settled on them. If
 * a box or a field does not fit, the blobs this call stored are removed.
 */
async function prepareCreation(
  context: TOperationsContext,
  { request, demo }: TCreateOperation,
  { signer, requested, missing }: Awaited<ReturnType<typeof checkCreation>>,
) {
  const { platform } = context;
  const { documents, createdBlobs } = await prepareDocuments(
    { blobs: platform.blobs, pdfInspector: context.pdfInspector, log: platform.log },
    {
      request,
      signer,
      transform: demo?.watermark,
      boxesToFind: (reference) => missing.get(reference) ?? 0,
    },
  );
  try {
    const boxes = placeSignatureBoxes(request.signers, documents, requested);
    const fields = placeSignerFields(request.signers, documents);
    return { documents, createdBlobs, boxes, fields };
  } catch (error) {
    await Promise.all(createdBlobs.map((key) => platform.blobs.delete(key)));
    throw error;
  }
}

/**
 * The credit cost debited in a statement of its own, ahead of the creation's transaction;
 * whether it was (not for a demo, nor when a reservation pays).
 */
async function payForCreation(
  { db }: TOperationsContext,
  { organizationId, senderUserId, reservation }: TCreateOperation,
  { cost, price }: Awaited<ReturnType<typeof checkCreation>>,
  operationId: string,
) {
  if (!organizationId || reservation) return false;
  await debitCredits(db, {
    organizationId,
    memberUserId: senderUserId,
    amount: cost,
    reason: `operation:${price.products.map((product) => product.toLowerCase()).join('+')}`,
    reference: operationId,
  });
  return true;
}

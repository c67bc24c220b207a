import { OP_CLASS } from '@confirma/contracts/constants';
import { AppError } from '../../platform/errors.ts';
import { hasEvidence } from '../evidence/index.ts';
import type {
  TOperationRow,
  TOperationsContext,
  TRequestMeta,
  TSignerRow,
} from '../operations/index.ts';
import { findDocument, lockSigner, moveSigner, progressOperation } from '../operations/index.ts';
import { SIGNATURE_RULES, signerSignatureType } from '../signer-requests/index.ts';

/**
 * `documentread`: the signer read and accepted this document. Recorded once per signer
 * and document: asking again answers the same and adds nothing, so a client cannot grow
 * the evidence (and the certificate) by repeating the call.
 */
export async function markDocumentRead(
  context: TOperationsContext,
  {
    operation,
    signer,
    documentId,
    meta,
  }: { operation: TOperationRow; signer: TSignerRow; documentId: string; meta: TRequestMeta },
): Promise<void> {
  const document = await findDocument(context.db, { operationId: operation.id, documentId });
  if (!document) throw new AppError('NOT_FOUND', 'No such document');
  // A traveller report is signed once the identified guest reviewed and completed it
  // (modules/traveller): until then the template's blank form is not theirs to accept.
  if (
    operation.opClass === OP_CLASS.TRAVELLER &&
    SIGNATURE_RULES[signerSignatureType(signer)].identification &&
    !document.flags.travellerReport
  ) {
    throw new AppError(
      'TRAVELLER_REPORT_REQUIRED',
      'Review and complete the traveller report first',
    );
  }
  await context.db.transaction(async (tx) => {
    // The signer's calls take turns here, so two parallel reads record one event.
    await lockSigner(tx, { signerId: signer.id });
    const recorded = await hasEvidence(tx, {
      subjectType: 'operation',
      subjectId: operation.id,
      type: 'signer.document_read',
      actorId: signer.id,
      data: { documentId: document.id },
    });
    if (recorded) return;
    await moveSigner(context.platform, tx, { signerId: signer.id, to: 'DOCUMENT_READ' });
    await progressOperation(context.platform, tx, operation.id, 'DOCUMENT_READ', {
      type: 'signer.document_read',
      actorType: 'signer',
      actorId: signer.id,
      ...meta,
      documentSha256: document.signedSha256 ?? document.originalSha256,
      data: { documentId: document.id },
    });
  });
}

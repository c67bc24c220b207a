import type { TOperationResponse } from '@confirma/contracts/operations';
import { brandView, findBrand, findSender } from '../accounts/index.ts';
import { signs, storedBoxOn } from '../signer-requests/index.ts';
import { listDocuments } from './document-queries.ts';
import { effectiveStatus } from './operation-status.ts';
import type { TOperationAccess, TOperationsContext } from './operations.types.ts';
import { requestTitle } from './request-title.ts';
import { listSigners } from './signer-queries.ts';

/**
 * The operation as the client reads it: authPolicy.fields, documents and status (EXPIRED
 * once its end date has passed, whether or not that was recorded yet). A signer sees only
 * their own fields; the sender sees every signer's. Each signer's boxes are the ones their
 * stamp goes in. The sending account's brand heads the signer's pages, which name who asks
 * and for what (`sender`, `subject`) and, once it ended, when (`endedAt`).
 */
export async function readOperation(
  { db }: Pick<TOperationsContext, 'db'>,
  { access }: { access: TOperationAccess },
): Promise<TOperationResponse> {
  const { operation } = access;
  const viewerSignerId = access.actor === 'signer' ? access.signer.id : null;
  const [signers, documents, brand, sender] = await Promise.all([
    listSigners(db, { operationId: operation.id }),
    listDocuments(db, { operationId: operation.id }),
    findBrand(db, { userId: operation.organizationId }),
    findSender(db, operation),
  ]);
  const viewer = signers.find((signer) => signer.id === viewerSignerId) ?? null;
  const fields = (viewer ? [viewer] : signers).flatMap((signer) =>
    signer.signerData.map((datum) => ({
      identifier: datum.identifier,
      value: datum.value,
      label: datum.label ?? '',
      resumen: datum.resumen ?? 'N',
    })),
  );
  const status = effectiveStatus(operation);
  return {
    uuid: operation.id,
    domainUuid: operation.domainUuid,
    opClass: operation.opClass,
    status,
    signatureType: operation.signatureType,
    createdAt: operation.createdAt.toISOString(),
    authPolicy: { fields },
    documents: documents.map((doc) => ({
      documentUuid: doc.id,
      documentName: doc.name,
      reference: doc.reference,
      signed: doc.signedSha256 !== null,
    })),
    signers: signers.map((signer) => ({
      signerUuid: signer.id,
      level: signer.level,
      order: signer.order,
      name: signer.fullName,
      status: signer.status,
      signedAt: signer.signedAt?.toISOString() ?? null,
      boxPositions: documents.flatMap((doc) => {
        const box = signs(signer, doc.reference) && storedBoxOn(signer, doc.reference);
        return box ? [{ ...box, reference: doc.reference }] : [];
      }),
    })),
    viewer: viewer
      ? {
          signerUuid: viewer.id,
          status: viewer.status,
          fields: viewer.fields ?? [],
        }
      : null,
    brand: brandView(brand),
    sender,
    subject: requestTitle(operation, documents),
    endedAt:
      operation.completedAt?.toISOString() ??
      (status === 'EXPIRED' ? operation.expiresAt.toISOString() : null),
  };
}

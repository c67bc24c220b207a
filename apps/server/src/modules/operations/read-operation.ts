import type { TOperationResponse, TSignerDatum } from '@confirma/contracts/operations';
import { asc, eq } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import type { TOperationRow } from './operation-access.ts';
import { operationDocuments, operationSigners } from './operations-schema.ts';

/**
 * The operation as the client reads it: authPolicy.fields, documents and status. A signer
 * (`viewerSignerId`) sees only their own fields; the sender sees every signer's.
 */
export async function readOperation(
  db: TDbOrTx,
  operation: TOperationRow,
  viewerSignerId: string | null = null,
): Promise<TOperationResponse> {
  const [signers, documents] = await Promise.all([
    db
      .select()
      .from(operationSigners)
      .where(eq(operationSigners.operationId, operation.id))
      .orderBy(asc(operationSigners.level), asc(operationSigners.order)),
    db
      .select()
      .from(operationDocuments)
      .where(eq(operationDocuments.operationId, operation.id))
      .orderBy(asc(operationDocuments.position)),
  ]);
  const viewer = signers.find((signer) => signer.id === viewerSignerId) ?? null;
  const fields = (viewer ? [viewer] : signers).flatMap((signer) =>
    (signer.signerData as TSignerDatum[]).map((datum) => ({
      identifier: datum.identifier,
      value: datum.value,
      label: datum.label ?? '',
      resumen: datum.resumen ?? 'N',
    })),
  );
  return {
    uuid: operation.id,
    domainUuid: operation.domainUuid,
    opClass: operation.opClass,
    status: operation.status as TOperationResponse['status'],
    signatureType: operation.signatureType as TOperationResponse['signatureType'],
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
      status: signer.status as TOperationResponse['signers'][number]['status'],
      signedAt: signer.signedAt?.toISOString() ?? null,
    })),
    viewer: viewer
      ? {
          signerUuid: viewer.id,
          status: viewer.status as TOperationResponse['signers'][number]['status'],
        }
      : null,
  };
}

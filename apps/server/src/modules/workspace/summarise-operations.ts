import type { TOperationSummary } from '@confirma/contracts/workspace';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { lastEventTimes } from '../evidence/index.ts';
import type { TOperationRow } from '../operations/index.ts';
import { effectiveStatus, listDocumentsOf, listSignersOf } from '../operations/index.ts';

function groupBy<T extends { operationId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const group = groups.get(row.operationId);
    if (group) group.push(row);
    else groups.set(row.operationId, [row]);
  }
  return groups;
}

/**
 * The workspace's rows for these operations, in their order: documents, signers and the
 * time of the newest evidence event, each read for all of them in one query (three
 * queries whatever the number of operations). The status is the one readers see.
 */
export async function summariseOperations(
  db: TDbOrTx,
  operations: TOperationRow[],
): Promise<TOperationSummary[]> {
  const operationIds = operations.map((operation) => operation.id);
  const [documents, signers, lastEvents] = await Promise.all([
    listDocumentsOf(db, { operationIds }),
    listSignersOf(db, { operationIds }),
    lastEventTimes(db, { subjectType: 'operation', subjectIds: operationIds }),
  ]);
  const documentsOf = groupBy(documents);
  const signersOf = groupBy(signers);
  return operations.map((operation) => ({
    uuid: operation.id,
    opClass: operation.opClass,
    signatureType: operation.signatureType,
    status: effectiveStatus(operation),
    demo: operation.demo,
    language: operation.language,
    subject: operation.subject,
    message: operation.message,
    copyRecipients: operation.copyRecipients,
    documents: (documentsOf.get(operation.id) ?? []).map((document) => ({
      documentUuid: document.id,
      name: document.name,
      pages: document.pages,
      signed: document.signedSha256 !== null,
    })),
    signers: (signersOf.get(operation.id) ?? []).map((signer) => ({
      signerUuid: signer.id,
      level: signer.level,
      order: signer.order,
      name: signer.fullName,
      email: signer.email,
      status: signer.status,
      signedAt: signer.signedAt?.toISOString() ?? null,
      method: signer.method,
    })),
    createdAt: operation.createdAt.toISOString(),
    lastEventAt: (lastEvents.get(operation.id) ?? operation.updatedAt).toISOString(),
    expiresAt: operation.expiresAt.toISOString(),
    completedAt: operation.completedAt?.toISOString() ?? null,
    creditsSpent: operation.creditsSpent,
  }));
}

import type { TCreateOperationRequest } from '@confirma/contracts/operations';
import type { FastifyRequest } from 'fastify';
import type { TTx } from '../../platform/db/client.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { spendCredits } from '../credits/spend-credits.ts';
import { recordEvidence } from '../evidence/record-evidence.ts';
import { SIGNER_TOKEN_SECONDS } from '../tokens/access-token.ts';
import { creditProductOf } from './credit-product.ts';
import { operationDocuments, operationSigners, operations } from './operations-schema.ts';
import { prepareDocuments } from './prepare-documents.ts';
import { signatureTypeOf, signerValues } from './signer-fields.ts';
import { byRoutingOrder, inviteSigners } from './signer-routing.ts';

export interface TRequestMeta {
  ip: string;
  userAgent: string | null;
}

/** Who sent a request, as evidence events record it. */
export function requestMeta(request: FastifyRequest): TRequestMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}

/** What makes an operation a public-demo one (modules/demo). */
export interface TDemoCreation {
  /** Changes each document before it is stored: the demo's watermark. */
  watermark: (pdf: Uint8Array) => Promise<Uint8Array>;
  /** Runs first inside the creation transaction (the demo spends its proof of work there). */
  claim: (tx: TTx) => Promise<void>;
}

/**
 * Creates an operation for the account `ownerUserId`: documents checked and stored, signers,
 * the credit cost debited, evidence written and the invitation e-mail queued, all in one
 * transaction; if any part fails nothing is created (blobs this call stored are removed).
 * With `options.demo` the operation has no owner (`ownerUserId` null), costs nothing and is
 * marked `demo`.
 */
export async function createOperation(
  platform: TPlatform,
  tokenKey: Uint8Array,
  ownerUserId: string | null,
  request: TCreateOperationRequest,
  meta: TRequestMeta,
  options: { demo?: TDemoCreation } = {},
) {
  const { demo } = options;
  if (Boolean(ownerUserId) === Boolean(demo)) {
    throw new Error('an operation has an owner, or else is a demo');
  }
  // The first signer in routing order (level, then order) defines the operation's type
  // and language and receives the creation answer's token.
  const [firstSigner] = [...request.signers].sort((a, b) => a.level - b.level || a.order - b.order);
  if (!firstSigner) throw new Error('validated payloads have a signer');
  const firstLevel = firstSigner.level;
  const signer = signerValues(firstSigner.signerData);
  const signatureType = signatureTypeOf(firstSigner);
  const { product, ...price } = creditProductOf(signatureType);
  const cost = demo ? 0 : price.cost;
  const { documents, createdBlobs } = await prepareDocuments(
    platform.blobs,
    request,
    signer,
    demo?.watermark,
  );
  const expiresAt = new Date(Date.now() + SIGNER_TOKEN_SECONDS * 1000);
  try {
    return await platform.database.db.transaction(async (tx) => {
      await demo?.claim(tx);
      const [operation] = await tx
        .insert(operations)
        .values({
          domainUuid: platform.domainUuid,
          ownerUserId,
          opClass: request.operationData.opClass,
          signatureType,
          status: 'CREATED',
          language: signer.language,
          creditsSpent: cost,
          demo: Boolean(demo),
          expiresAt,
        })
        .returning();
      if (!operation) throw new Error('operation insert returned no row');
      const docs = await tx
        .insert(operationDocuments)
        .values(
          documents.map((doc) => ({
            ...doc,
            originalSha256: doc.sha256,
            operationId: operation.id,
          })),
        )
        .returning();
      const signers = await tx
        .insert(operationSigners)
        .values(
          request.signers.map((item) => {
            const values = signerValues(item.signerData);
            return {
              operationId: operation.id,
              level: item.level,
              order: item.order,
              operationType: item.operationType,
              signerData: item.signerData,
              signatureTypes: item.signaturesType,
              docs: item.docs ?? null,
              boxPositions: item.boxPositions ?? null,
              email: values.email,
              cellphone: values.cellphone,
              fullName: `${values.name} ${values.lastname}`.trim(),
              status: item.level === firstLevel ? 'INVITED' : 'PENDING',
            };
          }),
        )
        .returning();
      if (ownerUserId) {
        await spendCredits(tx, {
          userId: ownerUserId,
          amount: cost,
          reason: `operation:${product.toLowerCase()}`,
          reference: operation.id,
        });
      }
      await recordEvidence(tx, {
        subjectType: 'operation',
        subjectId: operation.id,
        type: 'operation.created',
        actorType: 'sender',
        actorId: ownerUserId,
        ...meta,
        documentSha256: docs[0]?.originalSha256 ?? null,
        data: {
          opClass: operation.opClass,
          signatureType,
          credits: cost,
          ...(demo ? { demo: true } : {}),
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
      });
      const invited = signers.filter((row) => row.level === firstLevel).sort(byRoutingOrder);
      const tokens = await inviteSigners(tx, platform, tokenKey, operation, invited);
      const token = tokens.get(invited[0]?.id ?? '');
      if (!token) throw new Error('the first signer has no token');
      return {
        loginautToken: token,
        uuids: [operation.id],
        documentsUuid: docs.map((doc) => doc.id),
      };
    });
  } catch (error) {
    await Promise.all(createdBlobs.map((key) => platform.blobs.delete(key)));
    throw error;
  }
}

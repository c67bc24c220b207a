import type { TSignatureType } from '@confirma/contracts/constants';
import { identifies } from '@confirma/contracts/constants';
import type { TEmbedPageQuery, TEmbedSettings } from '@confirma/contracts/embed';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { TEmbedBoot } from '../../platform/http/spa.ts';
import { listDocuments } from '../operations/index.ts';
import { signerSignatureType, signerValues } from '../signer-requests/index.ts';
import type { TEmbedSigner } from './embed.types.ts';
import { listEmbedOrigins } from './embed-origin-queries.ts';

export type TEmbedKind = TEmbedSettings['kind'];

/** The web client's page for a signature type (as the signing links open it). */
function signerRoute(type: TSignatureType): string {
  if (type === 'SIMPLE') return 'simpleSignature';
  if (type === 'BIOMETRICA') return 'handwrittenSignature';
  return 'identificationSignature';
}

/**
 * What an embedded page shows and who may frame it: the signer's page (`signing`: the one
 * of their signature type, starting with the identification when it asks for one;
 * `identification`: the identification, 403 IDENTIFICATION_NOT_REQUESTED for a signer
 * whose type asks for none), at the hash route the signing link would open, with the
 * account's allowed origins. Answers those origins and the boot of the page. A read.
 */
export async function embeddedPage(
  db: TDbOrTx,
  { kind, access, query }: { kind: TEmbedKind; access: TEmbedSigner; query: TEmbedPageQuery },
): Promise<{ origins: string[]; boot: TEmbedBoot }> {
  const { operation, signer, token } = access;
  const type = signerSignatureType(signer);
  if (kind === 'identification' && !identifies(type)) {
    throw new AppError(
      'IDENTIFICATION_NOT_REQUESTED',
      'This operation asks no video identification of this signer',
    );
  }
  const [origins, documents] = await Promise.all([
    operation.organizationId
      ? listEmbedOrigins(db, { organizationId: operation.organizationId })
      : [],
    listDocuments(db, { operationId: operation.id }),
  ]);
  const route = kind === 'identification' ? 'identificationSignature' : signerRoute(type);
  const documentId = documents[0]?.id;
  const hashQuery = new URLSearchParams({
    operation: operation.id,
    ...(documentId && route !== 'identificationSignature' ? { document: documentId } : {}),
    token,
    lang: query.lang ?? signerValues(signer.signerData).language,
  });
  const settings: TEmbedSettings = {
    kind,
    origins,
    primaryColor: query.primaryColor?.toLowerCase() ?? null,
    operation: operation.id,
  };
  return {
    origins,
    boot: { address: `/embed/${kind}#/${route}?${hashQuery.toString()}`, settings },
  };
}

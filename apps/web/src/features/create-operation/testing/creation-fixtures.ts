import type { TSignatureType } from '@confirma/contracts/constants';
import { json } from '../../../testing/fake-fetch';

/** The domain, the operation and its document of the creation tests. */
export const DOMAIN = '11111111-1111-4111-8111-111111111111';
export const OP = 'a644af18-9f23-4e0b-843b-a300448590ba';
export const DOC = '5d2f3c1e-7a8b-4c9d-8e0f-1a2b3c4d5e6f';

/** The signing-service token of the signed-in account (text/plain). */
export const accountToken = () =>
  new Response('account-token', { headers: { 'content-type': 'text/plain; charset=utf-8' } });

/**
 * The calls of a creation answered (for `fakeFetch`): the account's token, the operation
 * created with the signer token `signer-token`, and its read.
 */
export function creationRoutes(signatureType: TSignatureType) {
  return {
    'POST /api/v2/login': accountToken,
    [`POST /api/v2/create/withotpandtoken/${DOMAIN}`]: () =>
      json(200, { loginautToken: 'signer-token', uuids: [OP], documentsUuid: [DOC] }),
    [`GET /api/v2/getoperationbyuuid/${DOMAIN}/${OP}`]: () =>
      json(200, {
        uuid: OP,
        domainUuid: DOMAIN,
        opClass: 1241,
        status: 'SENT',
        signatureType,
        createdAt: '2030-03-01T09:00:00.000Z',
        authPolicy: { fields: [] },
        documents: [{ documentUuid: DOC, documentName: 'c.pdf', reference: 'r', signed: false }],
        signers: [],
        viewer: null,
      }),
  };
}

import { ZIdempotencyHeaders } from '@confirma/contracts/idempotency';
import {
  OPERATION_BATCH_MAX_ITEMS,
  ZCreateOperationBatchRequest,
  ZCreateOperationBatchResponse,
  ZCreateOperationRequest,
  ZCreateOperationResponse,
  ZEndedOperation,
  ZOperationResponse,
} from '@confirma/contracts/operations';
import { z } from 'zod';
import { problems, ZOperationParams } from '../../platform/http/route-kit.ts';

const tags = ['signing service'];
/** The platform's domain in the path, checked before the access scope (operations-routes.ts). */
const ZDomainParams = z.object({ domainUuid: z.string() });

export const createOperationRoute = {
  bodyLimit: 30 * 1024 * 1024,
  config: { access: 'account-token', permission: 'send' },
  schema: {
    tags,
    operationId: 'createOperation',
    summary: 'Create a signature operation',
    description:
      "Debits the sum of its signers' credit costs (a signature 2, a video identification " +
      '3, an identification and the OTP signature 3 + 2: one SIMPLE and one ' +
      'VIDEO_1PASO_OTP signer 7), settled with the creation, as one ledger entry whose ' +
      'reference is the operation; 402 INSUFFICIENT_CREDITS creates nothing. ' +
      '`loginautToken` is the signer token. ' +
      'Uploaded PDFs (checked before anything is stored or charged): 413 PAYLOAD_TOO_LARGE ' +
      '(over 20 MB) or PDF_TOO_COMPLEX (streams inflating past 50x the file and 200 MB, ' +
      'or a parse over the memory or time limit); 415 UNSUPPORTED_MEDIA_TYPE (not starting ' +
      'with %PDF-, damaged, encrypted) or PDF_ACTIVE_CONTENT (JavaScript, launch actions, ' +
      'embedded files, RichMedia, XFA). With an `Idempotency-Key` a retry (same key and ' +
      'body, within 24 hours) replays the first answer and never charges twice; the same ' +
      'key with another body is 409 CONFLICT.',
    params: ZDomainParams,
    headers: ZIdempotencyHeaders,
    body: ZCreateOperationRequest,
    response: { 200: ZCreateOperationResponse, ...problems(400, 401, 402, 404, 409, 413, 415) },
  },
} as const;

export const createOperationBatchRoute = {
  bodyLimit: 100 * 1024 * 1024,
  config: { access: 'account-token', permission: 'send' },
  schema: {
    tags,
    operationId: 'createOperationBatch',
    summary: `Create up to ${OPERATION_BATCH_MAX_ITEMS} signature operations in one call`,
    description:
      'Each item of `operations` is the body of POST /api/v2/create/withotpandtoken and ' +
      'is handled on its own, in order: validated, checked, charged and committed alone. ' +
      'The answer is 200 with one result per item, by index: `status` 200 and the ' +
      "creation's `result`, or the item's `status` and problem (`error`: 400 " +
      'VALIDATION_FAILED with the fields, 402 INSUFFICIENT_CREDITS once the balance no ' +
      'longer covers an item, 413, 415...): a refused item creates and charges nothing ' +
      'and leaves the others as they are. With an `Idempotency-Key` each item is kept ' +
      'under the key and its index: a retried batch replays the items already created ' +
      '(`replayed: true`) and creates only the others, never charging twice.',
    params: ZDomainParams,
    headers: ZIdempotencyHeaders,
    body: ZCreateOperationBatchRequest,
    response: { 200: ZCreateOperationBatchResponse, ...problems(400, 401, 404) },
  },
} as const;

export const readOperationRoute = {
  config: { access: 'operation', permission: 'read' },
  schema: {
    tags,
    operationId: 'getOperation',
    summary: 'Read an operation: authPolicy.fields, documents and status',
    params: ZDomainParams.extend({ operationUuid: z.uuid() }),
    response: { 200: ZOperationResponse, ...problems(400, 401, 404, 429) },
  },
} as const;

export const cancelOperationRoute = {
  config: { access: 'operation', permission: 'send' },
  schema: {
    tags,
    operationId: 'cancelOperation',
    summary: 'Cancel an operation that is not signed yet (its owner only)',
    params: ZOperationParams,
    response: { 200: ZEndedOperation('CANCELLED'), ...problems(400, 401, 403, 404, 409) },
  },
} as const;

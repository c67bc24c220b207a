import {
  type TCreateOperationResponse,
  ZCreateOperationRequest,
} from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import { schemaIssue } from '../../platform/http/problem.ts';
import { fingerprintOf } from '../../platform/idempotency/idempotency.ts';
import { createOperation } from './create-operation.ts';
import type { TOperationsContext, TRequestMeta, TSentVia } from './operations.types.ts';

/** One item's outcome: its creation's answer, or the error that refused it alone. */
export type TBatchItemOutcome =
  | { index: number; result: TCreateOperationResponse; replayed: boolean }
  | { index: number; error: AppError };

export interface TCreateOperationBatch {
  organizationId: string;
  /** The member who sends them. */
  senderUserId?: string | undefined;
  /** Sent through one of the member's API keys. */
  via?: TSentVia;
  items: unknown[];
  meta: TRequestMeta;
  /** The call's Idempotency-Key: item `i` is kept under `<key>#i`, on its own. */
  idempotencyKey?: string | undefined;
}

/**
 * Creates each item of a batch as POST /api/v2/create/withotpandtoken would, one after
 * the other: each validated, charged and committed on its own (an item the balance no
 * longer covers is 402 alone; the ones before it stay created). With an Idempotency-Key
 * each item's answer is kept under the key and its index, in the item's own transaction,
 * so a retried batch (the same key and items) replays the items created and creates only
 * the ones that were not, even after a crash half-way through.
 */
export async function createOperationBatch(
  context: TOperationsContext,
  { organizationId, senderUserId, via, items, meta, idempotencyKey }: TCreateOperationBatch,
): Promise<TBatchItemOutcome[]> {
  const { platform } = context;
  const outcomes: TBatchItemOutcome[] = [];
  for (const [index, item] of items.entries()) {
    const parsed = ZCreateOperationRequest.safeParse(item);
    if (!parsed.success) {
      const issues = parsed.error.issues.map(({ path, code, message, ...params }) =>
        schemaIssue(['body', 'operations', index, ...path].join('.'), {
          keyword: code,
          message,
          params,
        }),
      );
      const error = new AppError('VALIDATION_FAILED', 'Some fields are not valid', issues);
      outcomes.push({ index, error });
      continue;
    }
    const scope = idempotencyKey
      ? {
          userId: organizationId,
          key: `${idempotencyKey}#${index}`,
          fingerprint: fingerprintOf(`batch ${platform.domainUuid}`, item),
        }
      : undefined;
    try {
      const { body, replayed } = await platform.idempotency.run(scope, 200, (record) =>
        createOperation(context, {
          organizationId,
          senderUserId,
          via,
          request: parsed.data,
          meta,
          record,
        }),
      );
      outcomes.push({ index, result: body, replayed });
    } catch (error) {
      if (error instanceof AppError) {
        outcomes.push({ index, error });
        continue;
      }
      platform.log.error({ err: error, index }, 'batch item failed');
      outcomes.push({ index, error: new AppError('INTERNAL') });
    }
  }
  return outcomes;
}

import type { FastifyRequest } from 'fastify';
import { problemBody } from '../../platform/http/problem.ts';
import type { TBatchItemOutcome } from './create-operation-batch.ts';

/**
 * The batch call's answer: one result per item, by index (a refused item's error as the
 * problem document this request would have answered), and how many were created or not.
 */
export function answerOperationBatch(request: FastifyRequest, outcomes: TBatchItemOutcome[]) {
  const results = outcomes.map((outcome) =>
    'error' in outcome
      ? {
          index: outcome.index,
          status: outcome.error.status,
          error: problemBody(
            request,
            outcome.error.code,
            outcome.error.detail,
            outcome.error.fieldIssues,
          ),
        }
      : { status: 200 as const, ...outcome },
  );
  const failed = outcomes.filter((outcome) => 'error' in outcome).length;
  return { results, created: outcomes.length - failed, failed };
}

import { type TCheckinRequest, ZCheckinStarted } from '@confirma/contracts/establishments';
import { postWithProofOfWork } from '../../../lib/proof-of-work';

/** The guest's form without its proof of work, which `startCheckin` adds. */
export type TCheckinDraft = Omit<TCheckinRequest, 'altcha'>;

/**
 * The guest's two calls: a proof-of-work challenge (GET /api/checkin/challenge), solved in
 * the browser, then POST /api/checkin/{token}, which starts their traveller operation.
 */
export function startCheckin(token: string, form: TCheckinDraft) {
  return postWithProofOfWork(
    '/checkin/challenge',
    `/checkin/${encodeURIComponent(token)}`,
    form,
    ZCheckinStarted,
  );
}

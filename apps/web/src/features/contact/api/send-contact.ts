import { ZContactReceipt, type ZContactSubmission } from '@confirma/contracts/contact';
import type { z } from 'zod';
import { postWithProofOfWork } from '../../../lib/proof-of-work';

type TDistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** A contact form's values with its kind and language: all that is sent but the proof of work. */
export type TContactDraft = TDistributiveOmit<z.input<typeof ZContactSubmission>, 'altcha'>;

/**
 * The contact forms' two calls: a proof-of-work challenge, solved in the browser, then the
 * request, which the server stores with state RECEIVED and notifies to the sales inbox.
 */
export function sendContact(draft: TContactDraft) {
  return postWithProofOfWork('/contacts/challenge', '/contacts', draft, ZContactReceipt);
}

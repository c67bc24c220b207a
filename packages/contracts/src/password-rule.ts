import { ACCOUNT_PASSWORD } from './constants.ts';
import type { TPasswordEstimator } from './password-estimator.ts';

/**
 * Why a new account password is refused (ACCOUNT_PASSWORD): shorter than the minimum,
 * longer than the maximum, found in the list of passwords leaked in breaches, or guessable
 * by the strength estimator. The server answers each with its error code
 * (`PASSWORD_TOO_SHORT`…) and the web forms with their message.
 */
export const PASSWORD_WEAKNESSES = ['tooShort', 'tooLong', 'breached', 'guessable'] as const;
export type TPasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

export type { TPasswordEstimator } from './password-estimator.ts';

/** The length part of the rule, which needs no dictionary. */
export function passwordLengthWeakness(password: string): TPasswordWeakness | null {
  if (password.length < ACCOUNT_PASSWORD.minLength) return 'tooShort';
  if (password.length > ACCOUNT_PASSWORD.maxLength) return 'tooLong';
  return null;
}

let estimator: Promise<TPasswordEstimator> | undefined;

/**
 * The estimator and its dictionaries (about 2 MB of words, 0.7 MB compressed), loaded on
 * first use and kept: a web form calls this when it opens, so the words arrive while the
 * person types, and never with the first page.
 */
export function loadPasswordEstimator(): Promise<TPasswordEstimator> {
  estimator ??= import('./password-estimator.ts').then(
    (module) => module.createPasswordEstimator(),
    (error: unknown) => {
      // A download that failed (a phone losing its network) is tried again next time.
      estimator = undefined;
      throw error;
    },
  );
  return estimator;
}

/**
 * The whole rule: the length, then the breached list and the estimator, which also weighs
 * `context` (the person's name and e-mail address: ASVS 6.2.11). Null when it holds.
 */
export async function passwordWeakness(
  password: string,
  context: readonly string[] = [],
): Promise<TPasswordWeakness | null> {
  const length = passwordLengthWeakness(password);
  if (length) return length;
  const estimate = await loadPasswordEstimator();
  return estimate(password, context);
}

import type { TErrorCode } from '@confirma/contracts/error-codes';
import {
  passwordLengthWeakness,
  passwordWeakness,
  type TPasswordWeakness,
} from '@confirma/contracts/password-rule';
import { AppError } from '../../platform/errors.ts';
import type { TAuth } from './auth.ts';

const REFUSALS: Record<TPasswordWeakness, [TErrorCode, string]> = {
  tooShort: ['PASSWORD_TOO_SHORT', 'The password is shorter than the minimum'],
  tooLong: ['PASSWORD_TOO_LONG', 'The password is longer than the maximum'],
  breached: ['PASSWORD_BREACHED', 'The password is in the list of passwords leaked in breaches'],
  guessable: ['PASSWORD_GUESSABLE', 'The password is easy to guess'],
};

const refuse = (weakness: TPasswordWeakness) => {
  const [code, detail] = REFUSALS[weakness];
  return new AppError(code, detail);
};

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * The name and e-mail address of the account a reset token resets, or undefined when
 * better-auth would refuse the token (unknown, used or expired): it answers that itself.
 */
export async function resetAccount(auth: TAuth, token: string | undefined) {
  if (!token) return undefined;
  const { internalAdapter } = await auth.$context;
  const verification = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  if (!verification || verification.expiresAt < new Date()) return undefined;
  return (await internalAdapter.findUserById(verification.value)) ?? undefined;
}

/**
 * The rule of a new account password (ACCOUNT_PASSWORD, the shared `password-rule.ts`),
 * applied by the /api/auth bridge before better-auth sets one: on sign-up (`password`,
 * weighed with the name and e-mail given) and on a password reset (`newPassword`, weighed
 * with the account's). 400 PASSWORD_TOO_SHORT, PASSWORD_TOO_LONG, PASSWORD_BREACHED or
 * PASSWORD_GUESSABLE. The length is checked first, for any caller; the estimator runs for
 * a reset only once its token is known good, so nobody has the server estimate passwords
 * with made-up tokens (sign-ups pass the rate limits first).
 */
export async function checkNewPassword(
  auth: TAuth,
  { path, body, query }: { path: string; body: Record<string, unknown>; query: URLSearchParams },
): Promise<void> {
  const password =
    text(path === '/sign-up/email' ? body.password : undefined) ??
    text(path === '/reset-password' ? body.newPassword : undefined);
  if (password === undefined) return;
  const length = passwordLengthWeakness(password);
  if (length) throw refuse(length);
  const account =
    path === '/sign-up/email'
      ? { name: text(body.name), email: text(body.email) }
      : await resetAccount(auth, text(body.token) ?? query.get('token') ?? undefined);
  if (!account) return;
  const context = [account.name, account.email].filter((item) => item !== undefined);
  const weakness = await passwordWeakness(password, context);
  if (weakness) throw refuse(weakness);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { authFetch } from './auth-fetch';
import { ACCOUNT_KEYS } from './query-keys';

/** A code of the authenticator app: six digits (spaces typed between them are dropped). */
export const ZTotpCode = z
  .string()
  .transform((code) => code.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/));

/**
 * POST /api/auth/two-factor/verify-totp: a code of the authenticator app. During sign-in it
 * answers the challenge cookie (`trustDevice` skips the step on this browser for 30 days);
 * signed in, the first code turns two-step sign-in on.
 */
export function verifyTotp(body: { code: string; trustDevice?: boolean }): Promise<unknown> {
  return authFetch('/two-factor/verify-totp', body);
}

/** Signed in: the first code from the app turns two-step sign-in on; the session is reread. */
export function useConfirmTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => verifyTotp({ code }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ACCOUNT_KEYS.session }),
  });
}

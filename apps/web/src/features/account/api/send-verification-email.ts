import { useMutation } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';
import { verifiedCallback } from './sign-up';

/** POST /api/auth/send-verification-email: the verification link again. */
export function sendVerificationEmail(email: string): Promise<unknown> {
  return authFetch('/send-verification-email', { email, callbackURL: verifiedCallback() });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { completeSignIn } from './sign-in';
import { verifyBackupCode } from './verify-backup-code';
import { verifyTotp } from './verify-totp';

export type TSecondFactorMethod = 'totp' | 'backupCode';

export interface TSecondFactor {
  method: TSecondFactorMethod;
  code: string;
  /** Skip the second step on this browser for 30 days. */
  trustDevice: boolean;
}

/**
 * The second step of a sign-in: the app's code or a backup code answers the challenge the
 * password opened; then the sign-in ends as one without the step does.
 */
export function useVerifySecondFactor({ onAuthenticated }: { onAuthenticated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ method, code, trustDevice }: TSecondFactor) => {
      const verify = method === 'totp' ? verifyTotp : verifyBackupCode;
      const answer = await verify({ code, trustDevice });
      await completeSignIn(queryClient, answer, onAuthenticated);
    },
  });
}

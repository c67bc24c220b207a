import { ZAuthBackupCodes } from '@confirma/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { authFetch } from './auth-fetch';

/** POST /api/auth/two-factor/generate-backup-codes: new codes; the old ones stop working. */
export async function generateBackupCodes(password: string): Promise<string[]> {
  const answer = await authFetch('/two-factor/generate-backup-codes', { password });
  return ZAuthBackupCodes.parse(answer).backupCodes;
}

export function useGenerateBackupCodes() {
  return useMutation({ mutationFn: generateBackupCodes });
}

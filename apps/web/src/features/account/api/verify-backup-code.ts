import { authFetch } from './auth-fetch';

/**
 * POST /api/auth/two-factor/verify-backup-code: a backup code instead of the app's code
 * during sign-in; each code works once.
 */
export function verifyBackupCode(body: { code: string; trustDevice?: boolean }): Promise<unknown> {
  return authFetch('/two-factor/verify-backup-code', body);
}

import type { TDeleteAccountRequest } from '@confirma/contracts/account';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** DELETE /api/account: erases the account after the password (403 FORBIDDEN if wrong). */
export function deleteAccount(password: string): Promise<void> {
  const body: TDeleteAccountRequest = { password };
  return apiClient.request('/account', { method: 'DELETE', body, kind: 'login' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

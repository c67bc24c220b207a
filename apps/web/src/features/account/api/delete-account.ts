import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** The JSON download of everything the account holds (Content-Disposition: attachment). */
export const EXPORT_URL = '/api/account/export';

/** DELETE /api/account: erases the account after the password (403 FORBIDDEN if wrong). */
export function deleteAccount(password: string): Promise<void> {
  return apiClient.request('/account', { method: 'DELETE', body: { password }, kind: 'login' });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}

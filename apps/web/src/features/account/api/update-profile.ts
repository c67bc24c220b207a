import {
  type TAccountDocument,
  type TProfileUpdate,
  ZAccountDocument,
} from '@confirma/contracts/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ACCOUNT_KEYS } from './query-keys';

/**
 * PATCH /api/account/profile: any of the nine editable fields, the e-mail switches, the
 * e-mails' language (what is left out keeps its value); answers the updated document.
 */
export function updateProfile(profile: TProfileUpdate): Promise<TAccountDocument> {
  return apiClient.patch('/account/profile', profile, { kind: 'login', schema: ZAccountDocument });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (document) => {
      queryClient.setQueryData(ACCOUNT_KEYS.account(document.userUid), document);
    },
  });
}

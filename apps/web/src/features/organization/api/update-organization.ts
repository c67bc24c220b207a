import {
  type TOrganization,
  type TOrganizationUpdate,
  ZOrganization,
} from '@confirma/contracts/organizations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ORGANIZATION_KEYS } from '../../../api/organization-keys';
import { apiClient } from '../../../lib/api-client';

/** PATCH /api/organization: its name and rules (ORGANIZATION_SECOND_FACTOR_REQUIRED if…). */
export function updateOrganization(body: TOrganizationUpdate): Promise<TOrganization> {
  return apiClient.patch('/organization', body, { kind: 'login', schema: ZOrganization });
}

export function useUpdateOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrganization,
    onSuccess: (saved) => {
      queryClient.setQueryData(ORGANIZATION_KEYS.active, saved);
      return queryClient.invalidateQueries({ queryKey: ORGANIZATION_KEYS.mine });
    },
  });
}

import type { TPermission } from '@confirma/contracts/organizations';
import { useOrganization } from '../api/get-organization';

/**
 * Whether the signed-in user's role in the active organisation allows `permission`
 * (GET /api/organization `permissions`): what it does not allow is hidden rather than
 * offered to fail. While it is being read, hidden; unreadable, or not asked (nobody signed
 * in), shown: the server guards every call anyway.
 */
export function usePermission(permission: TPermission): boolean {
  const organization = useOrganization();
  if (organization.data) return organization.data.permissions.includes(permission);
  return organization.isError || organization.fetchStatus === 'idle';
}

/** TanStack Query keys of the organisation area; a switch drops them with every other. */
export const ORGANIZATION_AREA_KEYS = {
  members: ['organization', 'members'] as const,
  invitations: ['organization', 'invitations'] as const,
  audit: ['organization', 'audit'] as const,
  invitation: (id: string) => ['invitation', id] as const,
};

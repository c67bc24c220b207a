/**
 * TanStack Query keys of the organisation the session acts for. Switching organisation
 * drops every cached answer (they were all about the other one), these included.
 */
export const ORGANIZATION_KEYS = {
  active: ['organization', 'active'] as const,
  mine: ['organization', 'mine'] as const,
};

import { ZInvitationView } from '@confirma/contracts/organizations';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiClient } from '../../../lib/api-client';

const ZMyInvitations = z.object({ invitations: z.array(ZInvitationView) });

/** GET /api/invitations: the invitations pending to the signed-in user's address. */
export function listMyInvitations() {
  return apiClient.get('/invitations', { kind: 'login', schema: ZMyInvitations });
}

export function useMyInvitations() {
  return useQuery({ queryKey: ['invitation', 'mine'], queryFn: listMyInvitations });
}

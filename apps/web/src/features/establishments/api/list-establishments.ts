import { type TEstablishmentList, ZEstablishmentList } from '@confirma/contracts/establishments';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { ESTABLISHMENT_KEYS } from './query-keys';

/** GET /api/establishments: the organisation's establishments. */
export function listEstablishments(): Promise<TEstablishmentList> {
  return apiClient.get('/establishments', { kind: 'login', schema: ZEstablishmentList });
}

export function useEstablishments() {
  return useQuery({ queryKey: ESTABLISHMENT_KEYS.list, queryFn: listEstablishments });
}

import type { TSignatureType } from '@confirma/contracts/constants';
import type { TOperationStatus } from '@confirma/contracts/operations';

/** What the sender filters the list by; empty values filter nothing. */
export interface TOperationFilters {
  status: TOperationStatus[];
  type: TSignatureType | '';
  /** Signer name, e-mail or document name. */
  q: string;
  /** Days, `2026-11-22`. */
  from: string;
  to: string;
  /** `me`: only the operations the user sent; empty: everyone's they may see. */
  sender: '' | 'me';
}

export const NO_FILTERS: TOperationFilters = {
  status: [],
  type: '',
  q: '',
  from: '',
  to: '',
  sender: '',
};

/**
 * The filters as the query of GET /api/operations and its CSV export (ZOperationListQuery):
 * `status=SIGNED,REJECTED&type=SIMPLE&q=…&from=…&to=…&sender=me`, empty ones left out.
 */
export function filtersToQuery(filters: TOperationFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.status.length) query.set('status', filters.status.join(','));
  if (filters.type) query.set('type', filters.type);
  const q = filters.q.trim();
  if (q) query.set('q', q);
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.sender) query.set('sender', filters.sender);
  return query;
}

export const hasFilters = (filters: TOperationFilters) => filtersToQuery(filters).size > 0;

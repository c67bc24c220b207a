import { API_BASE } from '../../../lib/api-http';
import { filtersToQuery, type TOperationFilters } from './operation-filters';

/**
 * GET /api/operations/export.csv: every operation the filters select, as CSV
 * (Content-Disposition: attachment), its columns, types and statuses in the reader's
 * `language`. A link, not a call: the browser downloads it with the session cookie.
 */
export function exportOperationsUrl(filters: TOperationFilters, language: string): string {
  const query = filtersToQuery(filters);
  query.set('lang', language);
  return `${API_BASE}/operations/export.csv?${query.toString()}`;
}

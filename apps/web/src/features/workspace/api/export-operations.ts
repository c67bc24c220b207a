import { API_BASE } from '../../../lib/api-http';
import { filtersToQuery, type TOperationFilters } from './operation-filters';

/**
 * GET /api/operations/export.csv: every operation the filters select, as CSV
 * (Content-Disposition: attachment). A link, not a call: the browser downloads it with
 * the session cookie.
 */
export function exportOperationsUrl(filters: TOperationFilters): string {
  const query = filtersToQuery(filters).toString();
  return `${API_BASE}/operations/export.csv${query ? `?${query}` : ''}`;
}

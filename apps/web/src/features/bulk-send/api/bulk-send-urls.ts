import { API_BASE } from '../../../lib/api-http';

/**
 * GET …/bulk/template.csv: the CSV template's header row in the reader's `language`. A link,
 * not a call: the browser downloads it with the session cookie.
 */
export const templateCsvUrl = (templateId: string, language: string) =>
  `${API_BASE}/request-templates/${encodeURIComponent(templateId)}/bulk/template.csv?lang=${encodeURIComponent(language)}`;

/** GET /api/bulk-sends/{id}/result.csv in the reader's `language` (a download link). */
export const resultCsvUrl = (bulkId: string, language: string) =>
  `${API_BASE}/bulk-sends/${encodeURIComponent(bulkId)}/result.csv?lang=${encodeURIComponent(language)}`;

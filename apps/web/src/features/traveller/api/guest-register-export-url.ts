/**
 * The register's export as a file (the session cookie goes with the link); the CSV's
 * columns and codes in the reader's `language`.
 */
export const guestRegisterExportUrl = (format: 'csv' | 'json', q: string, language: string) =>
  `/api/traveller/register/export?${new URLSearchParams({ format, q, lang: language }).toString()}`;

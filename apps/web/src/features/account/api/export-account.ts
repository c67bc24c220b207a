/**
 * GET /api/account/export: the JSON download of everything the account holds
 * (Content-Disposition: attachment). A link, not a call: the browser downloads it.
 */
export const EXPORT_URL = '/api/account/export';

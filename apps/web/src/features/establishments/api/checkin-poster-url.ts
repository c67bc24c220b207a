/**
 * GET /api/establishments/{id}/poster as a file (the session cookie goes with the link): the
 * QR poster, A4 or a table tent, in the reader's `language`.
 */
export const checkinPosterUrl = (id: string, format: 'A4' | 'TENT', language: string) =>
  `/api/establishments/${encodeURIComponent(id)}/poster?${new URLSearchParams({
    format,
    lang: language,
  }).toString()}`;

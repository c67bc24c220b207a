/**
 * The OCR queries' keys. Every document verification call is under /api/v2/ocr with the
 * browser's session ('login' calls: no bearer token); the server answers the same to an
 * account token (the API).
 */
export const OCR_KEYS = { history: ['account', 'ocr', 'history'] as const };

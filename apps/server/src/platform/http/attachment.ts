/** `attachment` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function attachment(filename: string): string {
  const ascii = filename.normalize('NFKD').replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

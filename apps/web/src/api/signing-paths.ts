/**
 * The signing-service paths the signer's pages read (under the API base), shared by the
 * endpoint files and the link's early reads (`features/signing/early-start.ts`), which must
 * ask for the very same URLs for the page to take their answers over. A file of its own
 * with no imports: the early reads run in the first, tiny script.
 */
export const SIGNING_PATHS = {
  config: '/config',
  operation: (domainUuid: string, operationUuid: string) =>
    `/v2/getoperationbyuuid/${domainUuid}/${operationUuid}`,
  document: (operationUuid: string, documentUuid: string) =>
    `/v2/getdocumentbyuuidb64/${operationUuid}/${documentUuid}`,
  /** One page of the document drawn as an image by the server (shown while pdf.js loads). */
  page: (operationUuid: string, documentUuid: string, page: number) =>
    `/v2/getdocumentpage/${operationUuid}/${documentUuid}/${page}`,
} as const;

/**
 * The address of a page an e-mailed signing link opens (its hash, up to the query): read by
 * the link's early script and by index.html's inline one (vite-early-entry.ts).
 */
export const SIGNING_LINK = /^#\/(simpleSignature|handwrittenSignature)\?/;

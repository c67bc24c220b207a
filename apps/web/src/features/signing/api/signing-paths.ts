/**
 * The signing-service paths the signer's pages read (under the API base), shared by the
 * page's calls and the link's early reads (`early-start.ts`), which must ask for the very
 * same URLs for the page to take their answers over.
 */
export const SIGNING_PATHS = {
  config: '/config',
  operation: (domainUuid: string, operationUuid: string) =>
    `/v2/getoperationbyuuid/${domainUuid}/${operationUuid}`,
  document: (operationUuid: string, documentUuid: string) =>
    `/v2/getdocumentbyuuidb64/${operationUuid}/${documentUuid}`,
} as const;

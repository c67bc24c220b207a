/**
 * The identification service's calls, all under /api/v2 and all with the
 * signer's token. `/detection/`, `/saveidentificationdata/` and `/identificationresult/`
 * do not raise the page's loading flag (api-http.ts).
 */
export const IDENTIFICATION_BASE = '/v2/';

/** An operation or video id as one segment of a path. */
export const op = (operationUuid: string) => encodeURIComponent(operationUuid);

import { SIGNING_LINK, SIGNING_PATHS } from '../../api/signing-paths';
import { requestEarly } from '../../lib/early-responses';
import { pdfWorker } from '../../lib/pdf-worker';
import { DOCUMENT_SHOWN_EVENT, showEarlyPage } from './early-page';

/** How long the rest waits for the first page's picture, on a line that stalls. */
const PICTURE_MAX_WAIT_MS = 30_000;

declare global {
  interface Window {
    /** Set once this script waits for the picture: the HTML's loader then waits for it too. */
    confirmaEarlyRunning?: boolean;
    /** Set as DOCUMENT_SHOWN_EVENT is dispatched. */
    confirmaDocumentShown?: boolean;
  }
}

export type TSigningLinkPage = 'simpleSignature' | 'handwrittenSignature';

/**
 * A signer opening the e-mailed link waits for the operation, the document and pdf.js.
 * Run by the first script before React and the pages are evaluated, this starts them so
 * they overlap that work instead of following it; the page's own calls then take over
 * the answers (see `early-responses.ts`) and the worker. Answers which page the link
 * opens and when its first page is on screen (null: not a signing link, or an incomplete
 * one).
 */
export function startSigningEarly(
  hash: string,
): { page: TSigningLinkPage; documentShown: Promise<void> } | null {
  const page = SIGNING_LINK.exec(hash)?.[1] as TSigningLinkPage | undefined;
  if (!page) return null;
  const params = new URLSearchParams(hash.slice(hash.indexOf('?') + 1));
  const operationUuid = params.get('operation');
  const token = params.get('token');
  if (!operationUuid || !token) return null;
  const documentUuid = params.get('document');
  void requestEarly(SIGNING_PATHS.config, null)
    .then((response) => response.clone().json() as Promise<{ domainUuid?: string }>)
    .then(({ domainUuid }) => {
      if (domainUuid) void requestEarly(SIGNING_PATHS.operation(domainUuid, operationUuid), token);
    })
    .catch(() => undefined);
  const heavy = () => {
    if (documentUuid) void requestEarly(SIGNING_PATHS.document(operationUuid, documentUuid), token);
    pdfWorker();
    // The viewer chunk itself (pdf.js), not its lazy wrapper: one round trip fewer.
    import('./components/pdf-viewer').catch(() => undefined);
  };
  if (!documentUuid) {
    heavy();
    return { page, documentShown: Promise.resolve() };
  }
  // The first page's picture first, painted as soon as it comes (long before the app has
  // loaded); the page takes the answer over too (a clone is read here). On a slow line
  // everything else would share its bandwidth: the PDF, pdf.js and its worker start once
  // the picture is on screen (or did not come), and index.html's loader starts the app then
  // (DOCUMENT_SHOWN_EVENT).
  window.confirmaEarlyRunning = true;
  const picture = requestEarly(SIGNING_PATHS.page(operationUuid, documentUuid, 1), token)
    .then((response) => (response.status === 200 ? response.clone().blob() : null))
    .then((image) => (image ? showEarlyPage(image) : undefined))
    .catch(() => undefined);
  const documentShown = Promise.race([
    picture,
    new Promise<void>((resolve) => setTimeout(resolve, PICTURE_MAX_WAIT_MS)),
  ]).then(() => {
    // A flag too: the loader may not be listening yet (the HTML still arriving).
    window.confirmaDocumentShown = true;
    window.dispatchEvent(new Event(DOCUMENT_SHOWN_EVENT));
    heavy();
  });
  return { page, documentShown };
}

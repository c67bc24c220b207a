/**
 * Fetches the completion screen's chunk (resumeSignature) while the signer is still on the
 * signing page, typing the SMS code or drawing: after Sign, the browser then only draws it.
 * The router's own import of the page then resolves at once; a failure here is left to it.
 */
export function preloadSummaryPage(): void {
  import('./resume-signature-page').catch(() => undefined);
}

import type { TOperationResponse } from '@confirma/contracts/operations';
import { errorMessageKey } from '../../lib/api-client';
import { isEmbedded, notifyEmbedder } from './embed-mode';

/**
 * The signing pages' events as the host hears them (app/ passes these to the pages;
 * nothing outside an embedded page). Each outcome is told once per page.
 */
export interface TEmbedSigningEvents {
  onDocumentRead?: (ids: { documentId: string }) => void;
  onSigned?: (answer: { sealed: boolean }) => void;
  onFailure?: (error: unknown) => void;
  onOperation?: (operation: TOperationResponse) => void;
}

const told = new Set<string>();
function once(
  type: 'document-read' | 'signed' | 'rejected',
  detail: Record<string, string | boolean>,
) {
  if (told.has(type)) return;
  told.add(type);
  notifyEmbedder(type, detail);
}

const ENDED_WITHOUT_SIGNATURE = new Set(['EXPIRED', 'CANCELLED']);

export const embedSigningEvents: TEmbedSigningEvents = {
  onDocumentRead: ({ documentId }) => once('document-read', { documentId }),
  onSigned: ({ sealed }) => once('signed', { sealed }),
  onFailure: (error) => notifyEmbedder('error', { code: errorMessageKey(error) }),
  onOperation: (operation) => {
    if (operation.status === 'REJECTED') once('rejected', { status: operation.status });
    else if (operation.viewer?.status === 'SIGNED') {
      once('signed', { sealed: operation.status === 'SIGNED', status: operation.status });
    } else if (ENDED_WITHOUT_SIGNATURE.has(operation.status)) {
      notifyEmbedder('error', { code: `OPERATION_${operation.status}` });
    }
  },
};

/** The identification's verdict as the host hears it: passed, failed (review: neither yet). */
export function onIdentificationStatus(status: string): void {
  if (status === 'PASSED') notifyEmbedder('identification-passed', { status });
  else if (status === 'FAILED') notifyEmbedder('identification-failed', { status });
}

/** The events a page passes on, or none outside an embedded page. */
export function signingEventsForHost(): TEmbedSigningEvents {
  return isEmbedded() ? embedSigningEvents : {};
}

import type { TIdDocumentType } from '@confirma/contracts/constants';
import type { TCaptureRow } from './identification.types.ts';

/** The latest capture of a type, a detection's (server-analysed) before a client's. */
export function pickCapture(
  captures: TCaptureRow[],
  type: TIdDocumentType,
): TCaptureRow | undefined {
  const ofType = captures.filter((capture) => capture.documentType === type);
  const analysed = ofType.filter(
    (capture) => (capture.metadata as { source?: string } | null)?.source === 'detection',
  );
  return analysed.at(-1) ?? ofType.at(-1);
}

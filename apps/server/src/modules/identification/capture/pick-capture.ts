import type { TIdDocumentType } from '@confirma/contracts/constants';
import type { TCaptureRow } from '../identification.types.ts';

/**
 * Whether the server stored this capture from a frame its detection analysed (metadata
 * `source: 'detection'`, set by detect-*-frame.ts and detect-hologram.ts). A client's
 * capture (saveidentificationdata) is `source: 'client'` whatever its metadata says; older
 * ones could claim 'detection', and are told apart by the request's `type` every client
 * capture carries (default 'face') and no detection's does.
 */
export function isDetectionCapture(capture: Pick<TCaptureRow, 'metadata'>): boolean {
  const metadata = capture.metadata as Record<string, unknown> | null;
  return metadata?.source === 'detection' && !('type' in metadata);
}

/**
 * The capture of a type that counts (the verdict's anti-spoof, images/data, the summary and
 * the certificate): the latest the detections stored. A client's capture never does: only
 * what the server saw counts.
 */
export function pickCapture(
  captures: readonly TCaptureRow[],
  type: TIdDocumentType,
): TCaptureRow | undefined {
  return captures.findLast(
    (capture) => capture.documentType === type && isDetectionCapture(capture),
  );
}

import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { mergeExtracted } from '../identification-queries.ts';

/**
 * Whether a document frame whose MRZ was read but fails its check digits may end its
 * capture stage (a card's back, a passport page): only once the stage has been shown
 * IDENTIFICATION_MRZ_PATIENCE_FRAMES such frames before. A glare spot washes out a few of
 * the MRZ's cells in one frame and not in the next (docs/vision-history.md): ending the
 * stage on that frame would fail the identification (MRZ_INVALID) for a reflection, while
 * a frame or two later the MRZ reads valid. Past the patience, a frame ends the stage with
 * its read, so a document whose MRZ never reads valid (worn, or not ICAO's) still gets
 * through, to fail the checks it fails.
 *
 * The patience counts the frames the person showed, never the server's clock: the capture
 * sends its next frame once the last is answered, so on a loaded server a clock would end
 * the stage after fewer frames, and the same capture would get another verdict.
 */
export async function invalidMrzMayEnd(
  context: TIdentificationContext,
  row: TIdentificationRow,
  stage: 'FRONT' | 'BACK',
): Promise<boolean> {
  const patience = context.platform.config.IDENTIFICATION_MRZ_PATIENCE_FRAMES;
  const held = extractedOf(row).mrzHeld;
  const frames = held?.stage === stage ? (held.frames ?? 0) : 0;
  if (frames >= patience) return true;
  await mergeExtracted(context.db, {
    id: row.id,
    fields: { mrzHeld: { stage, frames: frames + 1 } },
  });
  return false;
}

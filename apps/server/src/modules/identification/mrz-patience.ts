import { extractedOf } from './extracted.ts';
import type { TIdentificationContext, TIdentificationRow } from './identification.types.ts';
import { mergeExtracted } from './identification-queries.ts';

/**
 * Whether a document frame whose MRZ was read but fails its check digits may end its
 * capture stage (a card's back, a passport page): only once the stage has been shown such
 * frames for IDENTIFICATION_MRZ_PATIENCE_SECONDS. A glare spot washes out a few of the
 * MRZ's cells in one frame and not in the next (docs/vision-history.md): ending the stage on that frame would fail the identification (MRZ_INVALID) for a
 * reflection, while a frame or two later the MRZ reads valid. The first such frame of a
 * stage is noted on the identification; past the patience, a frame ends the stage with
 * its read, so a document whose MRZ never reads valid (worn, or not ICAO's) still gets
 * through, to fail the checks it fails.
 */
export async function invalidMrzMayEnd(
  context: TIdentificationContext,
  row: TIdentificationRow,
  stage: 'FRONT' | 'BACK',
): Promise<boolean> {
  const patience = context.platform.config.IDENTIFICATION_MRZ_PATIENCE_SECONDS * 1000;
  if (patience === 0) return true;
  const extracted = extractedOf(row);
  const held = extracted.mrzHeld;
  if (held?.stage === stage) return Date.now() - Date.parse(held.since) >= patience;
  const mrzHeld = { stage, since: new Date().toISOString() };
  await mergeExtracted(context.db, { id: row.id, fields: { mrzHeld } });
  return false;
}

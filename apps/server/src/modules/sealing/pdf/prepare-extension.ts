import type { TUpdateBase } from './incremental-writer.ts';
import { updateBase } from './incremental-writer.ts';
import { openPdf } from './open-pdf.ts';
import { reserveLaterUpdates, type TLaterUpdates } from './reserve-later-updates.ts';

/** A signed PDF laid out for a DSS and a new document time stamp (B-LTA renewal). */
export interface TPreparedExtension {
  updates: TLaterUpdates;
  base: TUpdateBase;
}

/**
 * The part of a re-time-stamping that reads the PDF (a seal thread's work): parses it,
 * reserves the DSS (keeping what an older one holds) and the document time stamp's field,
 * and describes the file's tail for the thread that appends them.
 */
export async function prepareExtension(pdf: Uint8Array): Promise<TPreparedExtension> {
  const source = await openPdf(pdf);
  const context = source.doc.context;
  context.largestObjectNumber = Math.max(context.largestObjectNumber, source.nextObjectNumber - 1);
  const updates = reserveLaterUpdates(source, { platformSeal: false, longTerm: true });
  return { updates, base: updateBase(source, context.largestObjectNumber + 1) };
}

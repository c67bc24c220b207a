import { SIGNBOX } from '@confirma/contracts/constants';
import type { TOperationSigner, TPlacedBox } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import type { TPageSize, TSignaturePlace } from '../pdf-inspection/index.ts';
import type { TSealBox } from '../pdf-reports/index.ts';
import type { TRequestedBox } from './signature-boxes.ts';
import { signerValues } from './signer-fields.ts';

/** A stored document, as far as its signature boxes go. */
export interface TBoxedDocument {
  reference: string;
  pageSizes: TPageSize[];
  /** The template's own box, when the document is the template's rendering. */
  templateBox?: TSealBox | undefined;
  /** Boxes found by the document's labels, best first. */
  places: TSignaturePlace[];
}

type TBox = Pick<TPlacedBox, 'pageNumber' | 'x' | 'y' | 'width' | 'height'>;

/** How far a box may reach past the page's edge (rounding of the sender's conversion). */
const TOLERANCE = 0.5;
const FALLBACK = { margin: 36, gap: 8 };

const overlaps = (a: TBox, b: TBox) =>
  a.pageNumber === b.pageNumber &&
  a.x < b.x + b.width &&
  b.x < a.x + a.width &&
  a.y < b.y + b.height &&
  b.y < a.y + a.height;

const fits = (box: TBox, size: TPageSize) =>
  box.x + box.width <= size.width + TOLERANCE && box.y + box.height <= size.height + TOLERANCE;

/** A box the request sent (a signature's or a field's): its page must exist and hold it. */
export function checkRequested(
  { box, path }: Pick<TRequestedBox, 'path'> & { box: TBox },
  pageSizes: TPageSize[],
): void {
  const size = pageSizes[box.pageNumber - 1];
  const refuse = (field: string, message: string) =>
    new AppError('VALIDATION_FAILED', `${path}: ${message}`, [
      { path: `${path}${field}`, message },
    ]);
  if (!size) {
    throw refuse(
      '.pageNumber',
      `page ${box.pageNumber} is not in the document (${pageSizes.length} pages)`,
    );
  }
  if (!fits(box, size)) {
    throw refuse(
      '',
      `the box (x ${box.x}, y ${box.y}, ${box.width} x ${box.height}) does not fit on page ` +
        `${box.pageNumber}, ${size.width} x ${size.height} points from its bottom-left corner`,
    );
  }
}

/**
 * The bottom of the last page: the first free slot of a left then a right column, rising
 * within the lower half of the page; the first slot when none is free.
 */
function fallbackBox(pageSizes: TPageSize[], taken: TBox[]): TBox {
  const pageNumber = pageSizes.length;
  const size = pageSizes[pageNumber - 1] as TPageSize;
  const margin = Math.min(FALLBACK.margin, size.width / 10, size.height / 10);
  const width = Math.min(SIGNBOX.width, size.width - 2 * margin);
  const height = Math.min(SIGNBOX.height, size.height - 2 * margin);
  const slots: TBox[] = [];
  for (let x = margin; x + width <= size.width - margin; x += width + 2 * FALLBACK.gap) {
    for (
      let y = margin;
      y + height <= Math.max(size.height / 2, margin + height);
      y += height + FALLBACK.gap
    ) {
      slots.push({ pageNumber, x, y, width, height });
    }
  }
  const first = slots[0] ?? { pageNumber, x: margin, y: margin, width, height };
  return slots.find((slot) => !taken.some((other) => overlaps(slot, other))) ?? first;
}

/** The automatic box of one signer on one document: the template's, a label's, or the bottom. */
function automaticBox(document: TBoxedDocument, taken: TBox[]): Omit<TPlacedBox, 'reference'> {
  const free = (box: TBox) => !taken.some((other) => overlaps(box, other));
  if (document.templateBox) {
    const { page, x, y, width, height } = document.templateBox;
    const box = { pageNumber: page, x, y, width, height };
    if (free(box)) return { ...box, source: 'template' };
  }
  for (const place of document.places) {
    const box = {
      pageNumber: place.page,
      x: place.x,
      y: place.y,
      width: place.width,
      height: place.height,
    };
    const size = document.pageSizes[place.page - 1];
    if (size && fits(box, size) && free(box))
      return { ...box, source: 'anchor', anchor: place.anchor };
  }
  return { ...fallbackBox(document.pageSizes, taken), source: 'fallback' };
}

/**
 * Every signer's box on each document they sign, as stored and later stamped: the box the
 * request sent (checked against the page: 400 when the page is missing or the box does not
 * fit), else, signer after signer in routing order, the template's box, the next box found
 * by the document's labels, or a free slot at the bottom of the last page. Boxes of one
 * document do not overlap, except when the request's own do.
 */
export function placeSignatureBoxes(
  signers: TOperationSigner[],
  documents: TBoxedDocument[],
  requested: Map<string, TRequestedBox>[],
): TPlacedBox[][] {
  const placed: TPlacedBox[][] = signers.map(() => []);
  const order = signers
    .map((signer, index) => ({ signer, index }))
    .sort(
      (a, b) =>
        a.signer.level - b.signer.level || a.signer.order - b.signer.order || a.index - b.index,
    );
  for (const document of documents) {
    const { reference } = document;
    const taken: TBox[] = [];
    for (const boxes of requested) {
      const item = boxes.get(reference);
      if (!item) continue;
      checkRequested(item, document.pageSizes);
      taken.push(item.box);
    }
    for (const { signer, index } of order) {
      if (signer.docs && !signer.docs.includes(reference)) continue;
      const item = requested[index]?.get(reference);
      const { signbox } = signerValues(signer.signerData);
      const signboxName = item?.box.signboxName ?? signbox ?? undefined;
      const box = item
        ? { ...item.box, source: 'request' as const }
        : automaticBox(document, taken);
      if (!item) taken.push(box);
      placed[index]?.push({ ...box, reference, ...(signboxName ? { signboxName } : {}) });
    }
  }
  return placed;
}

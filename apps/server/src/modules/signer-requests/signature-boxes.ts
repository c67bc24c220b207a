import type { TBoxPosition, TOperationSigner, TPlacedBox } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';

/**
 * A signer's box as stored: placed on its document at creation. Operations created before
 * boxes were settled at creation keep them as sent, some naming no document.
 */
export type TStoredBox = Omit<TPlacedBox, 'reference'> & { reference?: string };

/** A document as the boxes name it: its reference, or its key in `documents`. */
export interface TNamedDocument {
  key: string;
  reference: string;
}

/** A request's box, tied to its document: where it came from in the payload. */
export interface TRequestedBox {
  box: TBoxPosition;
  reference: string;
  /** The field path of the box, for the problem's `errors`. */
  path: string;
}

/** Whether the signer signs the document (`docs` lists them; absent: every one). */
export const signs = (signer: { docs?: string[] | null | undefined }, reference: string) =>
  !signer.docs || signer.docs.includes(reference);

/**
 * The stored box a signer's stamp goes in on a document: the one naming it (or, in
 * operations created before boxes were settled at creation, one naming no document).
 */
export function storedBoxOn(signer: { boxPositions: TStoredBox[] | null }, reference: string) {
  return signer.boxPositions?.find((box) => !box.reference || box.reference === reference);
}

const refused = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${path}: ${message}`, [{ path, message }]);

/**
 * The cheap checks of the signers' boxes, before any document is read: each names a
 * document of the operation (its `reference` or key; none: the first document) that the
 * signer signs, at most one box per signer and document. Returns each signer's boxes by
 * document reference, and how many signers of each document have no box (the boxes to
 * find by the document's labels or to place at the bottom of its last page).
 */
export function requestedBoxes(signers: TOperationSigner[], documents: TNamedDocument[]) {
  const first = documents[0];
  if (!first) throw new Error('an operation has a document');
  const byName = (name: string) =>
    documents.find((doc) => doc.reference === name) ?? documents.find((doc) => doc.key === name);
  const missing = new Map<string, number>(documents.map((doc) => [doc.reference, 0]));
  const requested = signers.map((signer, index) => {
    const boxes = new Map<string, TRequestedBox>();
    for (const [at, box] of (signer.boxPositions ?? []).entries()) {
      const path = `body.signers.${index}.boxPositions.${at}`;
      const document = box.reference === undefined ? first : byName(box.reference);
      if (!document) throw refused(`${path}.reference`, `no document '${box.reference}'`);
      if (!signs(signer, document.reference)) {
        throw refused(`${path}.reference`, `the signer does not sign '${document.reference}'`);
      }
      if (boxes.has(document.reference)) {
        throw refused(path, `a second box for document '${document.reference}'`);
      }
      boxes.set(document.reference, { box, reference: document.reference, path });
    }
    for (const doc of documents) {
      if (signs(signer, doc.reference) && !boxes.has(doc.reference)) {
        missing.set(doc.reference, (missing.get(doc.reference) ?? 0) + 1);
      }
    }
    return boxes;
  });
  return { requested, missing };
}

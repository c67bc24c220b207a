import type {
  TOperationSigner,
  TRequestedField,
  TSignerField,
} from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import type { TAnchorHit } from '../pdf-inspection/index.ts';
import { checkRequested, type TBoxedDocument } from './place-signature-boxes.ts';

/** A field as its signer filled it: where it is drawn, what it says, and for the record. */
export type TFilledField = Omit<TSignerField, 'required' | 'value'> & { value: string | boolean };

/** A field's place: the one the request gave, or after its anchor text where it is read. */
function placeOf(
  field: TRequestedField,
  anchors: ReadonlyMap<string, TAnchorHit | null> | undefined,
  path: string,
): Pick<TSignerField, 'pageNumber' | 'x' | 'y'> {
  const { anchor, pageNumber, x, y } = field;
  if (!anchor) return { pageNumber: pageNumber ?? 1, x: x ?? 0, y: y ?? 0 };
  const hit = anchors?.get(anchor.text);
  if (!hit) {
    const message = `"${anchor.text}" is not written in the document (on one line, as text)`;
    throw new AppError('VALIDATION_FAILED', `${path}.anchor.text: ${message}`, [
      { path: `${path}.anchor.text`, message },
    ]);
  }
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    pageNumber: hit.page,
    x: round(Math.max(0, hit.rect.x1 + anchor.offsetX)),
    y: round(Math.max(0, hit.rect.y0 + anchor.offsetY)),
  };
}

/**
 * Each signer's fields as stored: on the document they name (the first one when they name
 * none), which must be one of the operation's, at the place they give or after their
 * anchor text, on a page it has, inside that page.
 */
export function placeSignerFields(
  signers: readonly TOperationSigner[],
  documents: readonly (Pick<TBoxedDocument, 'reference' | 'pageSizes'> & {
    anchors?: ReadonlyMap<string, TAnchorHit | null>;
  })[],
): (TSignerField[] | null)[] {
  return signers.map((signer, index) => {
    if (!signer.fields?.length) return null;
    return signer.fields.map((field, at) => {
      const path = `body.signers[${index}].fields[${at}]`;
      const reference = field.reference ?? documents[0]?.reference;
      const document = documents.find((one) => one.reference === reference);
      if (!reference || !document) {
        const message = `no document of the operation is ${field.reference ?? 'there'}`;
        throw new AppError('VALIDATION_FAILED', `${path}: ${message}`, [
          { path: `${path}.reference`, message },
        ]);
      }
      const { anchor: _anchor, ...rest } = field;
      const placed = { ...rest, ...placeOf(field, document.anchors, path), reference };
      checkRequested({ box: placed, path }, document.pageSizes);
      return placed;
    });
  });
}

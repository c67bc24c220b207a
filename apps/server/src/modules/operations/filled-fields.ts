import type { TFieldIssue } from '@confirma/contracts/errors';
import {
  FIELD_LIMITS,
  type TFieldValues,
  type TOperationSigner,
  type TRequestedField,
  type TSignerField,
} from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import type { TAnchorHit } from '../pdf-inspection/index.ts';
import type { TLanguage } from './operations.types.ts';
import type { TFilledField } from './operations-schema.ts';
import { checkRequested, type TBoxedDocument } from './place-signature-boxes.ts';

export type { TFilledField };

/** A person's initials: the first letter of each of their names, "Ana García Núñez" → "A.G.N.". */
export function initialsOf(fullName: string): string {
  return fullName
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((part) => `${[...part][0]?.toLocaleUpperCase() ?? ''}.`)
    .join('');
}

/** The signing date as people of the language write it (dd/mm/yyyy, or mm/dd/yyyy in en). */
function dateText(now: Date, language: TLanguage, timeZone: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(now);
}

/**
 * The signer's fields filled at signing: text and checkboxes with what they gave (`values`,
 * by field id; a text they did not answer keeps the words the sender wrote in), the date,
 * name and initials written for them. Refused whole, naming every field
 * (`body.fields.<id>`): a value for a field they do not have, a text that is not text or
 * is too long, a checkbox that is not true/false, a required text left empty or a required
 * checkbox not ticked.
 */
export function fillSignerFields(
  fields: readonly TSignerField[] | null,
  values: TFieldValues | undefined,
  signer: { fullName: string; language: TLanguage; timeZone: string; now: Date },
): TFilledField[] {
  const given = values ?? {};
  const known = new Set((fields ?? []).map((field) => field.id));
  const issues: TFieldIssue[] = Object.keys(given)
    .filter((id) => !known.has(id))
    .map((id) => ({ path: `body.fields.${id}`, message: 'the signer has no such field' }));
  const filled = (fields ?? []).map(({ required, ...field }): TFilledField => {
    const value = given[field.id];
    const refuse = (message: string) => issues.push({ path: `body.fields.${field.id}`, message });
    switch (field.type) {
      case 'date':
        return { ...field, value: dateText(signer.now, signer.language, signer.timeZone) };
      case 'name':
        return { ...field, value: signer.fullName };
      case 'initials':
        return { ...field, value: initialsOf(signer.fullName) };
      case 'checkbox': {
        if (value !== undefined && typeof value !== 'boolean') refuse('must be true or false');
        const ticked = value === true;
        if (required && !ticked) refuse('must be ticked');
        return { ...field, value: ticked };
      }
      default: {
        // text; without the signer's answer, the words the sender wrote in (if any)
        if (value !== undefined && typeof value !== 'string') refuse('must be text');
        const text = typeof value === 'string' ? value.trim() : (field.value ?? '');
        if (text.length > FIELD_LIMITS.valueMax)
          refuse(`at most ${FIELD_LIMITS.valueMax} characters`);
        if (required && !text) refuse('is required');
        return { ...field, value: text };
      }
    }
  });
  if (issues.length > 0) {
    throw new AppError('VALIDATION_FAILED', 'Some fields are not filled as they must be', issues);
  }
  return filled;
}

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

import type { TFieldIssue } from '@confirma/contracts/errors';
import { FIELD_LIMITS, type TFieldValues, type TSignerField } from '@confirma/contracts/operations';
import { AppError } from '../../platform/errors.ts';
import type { TLanguage } from '../operations/index.ts';
import type { TFilledField } from '../signer-requests/index.ts';

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

import {
  BULK_PERSON_PARTS,
  type TBulkColumn,
  type TBulkColumnTarget,
  type TBulkIssue,
  type TBulkPersonPart,
} from '@confirma/contracts/bulk-sends';
import { CREATION_NEEDS } from '@confirma/contracts/creation';
import type { TStoredTemplateRole } from '@confirma/contracts/request-templates';
import type { TLanguage } from '../../mail-texts/index.ts';

/**
 * The CSV's columns: each role's person by the role's name (or id) and a part ("Cliente
 * nombre", "Cliente email", "r1.phone"), each text field by its label (or id, or "<role>
 * <label>" when two fields share a label). Headers are compared as words: case, accents,
 * punctuation and spacing aside, so "CLIENTE - E-mail" is "Cliente email".
 */

/** What a role's person is called in a person's spreadsheet, in each language. */
export const PART_WORDS: Record<TLanguage, Record<TBulkPersonPart, string>> = {
  es: {
    name: 'nombre',
    lastname: 'apellidos',
    email: 'email',
    phone: 'móvil',
    nif: 'documento',
    language: 'idioma',
  },
  en: {
    name: 'name',
    lastname: 'last name',
    email: 'email',
    phone: 'mobile',
    nif: 'ID number',
    language: 'language',
  },
  it: {
    name: 'nome',
    lastname: 'cognome',
    email: 'email',
    phone: 'cellulare',
    nif: 'documento',
    language: 'lingua',
  },
};

/** Other words a spreadsheet may use for a part (compared as words, see `asWords`). */
const PART_SYNONYMS: Record<TBulkPersonPart, string[]> = {
  name: ['first name', 'given name', 'nombre de pila'],
  lastname: ['apellido', 'surname', 'family name', 'lastname'],
  email: ['e mail', 'correo', 'correo electronico', 'mail', 'posta elettronica'],
  phone: ['telefono', 'phone', 'cellphone', 'mobile phone', 'cell', 'telefono movil'],
  nif: ['dni', 'nif', 'nie', 'id', 'document', 'document number', 'numero de documento'],
  language: ['lang', 'lengua'],
};

/** A header as words: no case, accents, punctuation or repeated spaces. */
export function asWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const PART_OF = new Map<string, TBulkPersonPart>(
  BULK_PERSON_PARTS.flatMap((part) =>
    [part, ...PART_SYNONYMS[part], ...Object.values(PART_WORDS).map((words) => words[part])].map(
      (word) => [asWords(word), part] as const,
    ),
  ),
);

/** The template as a bulk send reads it: its name and roles. */
export interface TBulkTemplate {
  id: string;
  name: string;
  roles: TStoredTemplateRole[];
}

/** A text field a row may fill, with the role it belongs to. */
function textFields(template: TBulkTemplate) {
  return template.roles.flatMap((role) =>
    role.fields.flatMap((field) => (field.type === 'text' ? [{ role, field }] : [])),
  );
}

/** The parts a role's person needs a column for (its way of signing's needs). */
export function requiredParts(role: TStoredTemplateRole): TBulkPersonPart[] {
  const needs = CREATION_NEEDS[role.method];
  return [
    'name',
    'email',
    ...(needs.phone ? (['phone'] as const) : []),
    ...(needs.nif ? (['nif'] as const) : []),
  ];
}

/**
 * The parts the downloadable template names for a role: the name, last name and e-mail,
 * and the mobile and document number where its way of signing uses them (a handwritten
 * signer's mobile is not kept by the request: a column for it is read, not offered).
 */
function templateParts(role: TStoredTemplateRole): TBulkPersonPart[] {
  const needs = CREATION_NEEDS[role.method];
  return [
    'name',
    'lastname',
    'email',
    ...(needs.phone ? (['phone'] as const) : []),
    ...(needs.nif ? (['nif'] as const) : []),
  ];
}

/**
 * A text field's header: its label when no other text field has it, else the role's name
 * and the label, else its id (no label).
 */
function fieldHeader(
  template: TBulkTemplate,
  role: TStoredTemplateRole,
  label: string,
  id: string,
) {
  if (!label.trim()) return id;
  const same = textFields(template).filter((item) => asWords(item.field.label) === asWords(label));
  return same.length === 1 ? label : `${role.name} ${label}`;
}

/**
 * The columns of the downloadable CSV template: for a person (`language`), each role's
 * parts named in it ("Cliente nombre") and the text fields by label; for a program, the ids
 * ("r1.name", "f1").
 */
export function templateColumns(template: TBulkTemplate, language?: TLanguage): TBulkColumn[] {
  const people = template.roles.flatMap((role) =>
    templateParts(role).map((part) => ({
      header: language ? `${role.name} ${PART_WORDS[language][part]}` : `${role.id}.${part}`,
      target: { kind: 'person' as const, roleId: role.id, part },
    })),
  );
  const fields = textFields(template).map(({ role, field }) => ({
    header: language ? fieldHeader(template, role, field.label, field.id) : field.id,
    target: { kind: 'field' as const, fieldId: field.id },
  }));
  return [...people, ...fields];
}

/** What a header may be read as: every target it names (more than one: ambiguous). */
function targetsOf(template: TBulkTemplate, header: string): TBulkColumnTarget[] {
  const words = asWords(header);
  const found: TBulkColumnTarget[] = [];
  for (const role of template.roles) {
    for (const key of new Set([asWords(role.name), asWords(role.id)])) {
      if (!words.startsWith(`${key} `)) continue;
      const part = PART_OF.get(words.slice(key.length + 1));
      if (part) found.push({ kind: 'person', roleId: role.id, part });
    }
  }
  // A label two fields share names both (ambiguous): their role's name tells them apart.
  for (const { role, field } of textFields(template)) {
    const label = asWords(field.label);
    const names = [asWords(field.id), ...(label ? [label, `${asWords(role.name)} ${label}`] : [])];
    if (names.includes(words)) found.push({ kind: 'field', fieldId: field.id });
  }
  const keys = new Set(found.map((target) => JSON.stringify(target)));
  return [...keys].map((key) => JSON.parse(key) as TBulkColumnTarget);
}

const same = (a: TBulkColumnTarget, b: TBulkColumnTarget) =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Reads the header record: each column's target (a header nobody knows is ignored), and the
 * file's problems: a header that names two things, two columns of one thing, a column a
 * role needs and the file lacks (row 1: the header).
 */
export function mapColumns(
  template: TBulkTemplate,
  headers: string[],
): { columns: TBulkColumn[]; issues: TBulkIssue[] } {
  const issues: TBulkIssue[] = [];
  const columns = headers.map((header): TBulkColumn => {
    const targets = asWords(header) ? targetsOf(template, header) : [];
    if (targets.length > 1) {
      issues.push({
        row: 1,
        column: header,
        message: `The column "${header}" could be more than one of the template's`,
        key: 'bulk:issues.columnAmbiguous',
      });
    }
    return {
      header,
      target: targets.length === 1 ? (targets[0] as TBulkColumnTarget) : { kind: 'ignored' },
    };
  });
  columns.forEach((column, index) => {
    if (column.target.kind === 'ignored') return;
    const first = columns.findIndex((other) => same(other.target, column.target));
    if (first !== index) {
      issues.push({
        row: 1,
        column: column.header,
        message: `The columns "${columns[first]?.header}" and "${column.header}" say the same`,
        key: 'bulk:issues.columnTwice',
        params: { other: columns[first]?.header ?? '' },
      });
    }
  });
  for (const role of template.roles) {
    for (const part of requiredParts(role)) {
      const target: TBulkColumnTarget = { kind: 'person', roleId: role.id, part };
      if (columns.some((column) => same(column.target, target))) continue;
      issues.push({
        row: 1,
        column: null,
        message: `No column for the ${part} of the role ${role.name} ("${role.name} ${PART_WORDS.en[part]}" or "${role.id}.${part}")`,
        key: `bulk:issues.columnMissing.${part}`,
        params: { role: role.name },
      });
    }
  }
  return { columns, issues };
}

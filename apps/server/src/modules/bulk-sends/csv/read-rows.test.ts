import type { TStoredTemplateRole } from '@confirma/contracts/request-templates';
import { describe, expect, it } from 'vitest';
import { mapColumns, type TBulkTemplate, templateColumns } from './bulk-columns.ts';
import { parseCsv } from './parse-csv.ts';
import { readRows } from './read-rows.ts';

const text = (id: string, label: string) => ({
  id,
  type: 'text' as const,
  label,
  required: false,
  placement: { pageNumber: 1, x: 10, y: 10, width: 100, height: 18 },
});
const role = (
  id: string,
  name: string,
  method: TStoredTemplateRole['method'],
  fields: TStoredTemplateRole['fields'] = [],
): TStoredTemplateRole => ({ id, name, method, language: 'es', placement: null, fields });

/** A tenant who signs by code (a rent and a city to fill), an owner by hand, a guarantor identified by video. */
const LEASE: TBulkTemplate = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Alquiler',
  roles: [
    role('r1', 'Inquilino', 'SIMPLE', [text('f1', 'Renta'), text('f2', 'Ciudad')]),
    role('r2', 'Propietario', 'BIOMETRICA', [text('f3', 'Ciudad')]),
  ],
};

const read = (template: TBulkTemplate, csv: string) => {
  const { records } = parseCsv(csv);
  const mapped = mapColumns(template, records[0] ?? []);
  return { ...mapped, ...readRows(template, mapped.columns, records), mapIssues: mapped.issues };
};

describe('the CSV template and its columns', () => {
  it('names each role part in the reader language, the text fields by label, a shared label with its role', () => {
    expect(templateColumns(LEASE, 'es').map((column) => column.header)).toEqual([
      'Inquilino nombre',
      'Inquilino apellidos',
      'Inquilino email',
      'Inquilino móvil',
      'Propietario nombre',
      'Propietario apellidos',
      'Propietario email',
      'Renta',
      'Inquilino Ciudad',
      'Propietario Ciudad',
    ]);
    expect(
      templateColumns(LEASE, 'it')
        .map((column) => column.header)
        .slice(0, 4),
    ).toEqual(['Inquilino nome', 'Inquilino cognome', 'Inquilino email', 'Inquilino cellulare']);
    const video = { ...LEASE, roles: [role('r9', 'Avalista', 'VIDEO_1PASO_OTP')] };
    expect(templateColumns(video).map((column) => column.header)).toEqual([
      'r9.name',
      'r9.lastname',
      'r9.email',
      'r9.phone',
      'r9.nif',
    ]);
    expect(
      templateColumns(video, 'en')
        .map((column) => column.header)
        .at(-1),
    ).toBe('Avalista ID number');
  });

  it('reads its own headers back in every language, and the ids', () => {
    for (const language of ['es', 'en', 'it', undefined] as const) {
      const columns = templateColumns(LEASE, language);
      const mapped = mapColumns(
        LEASE,
        columns.map((column) => column.header),
      );
      expect(mapped.issues).toEqual([]);
      expect(mapped.columns).toEqual(columns);
    }
  });

  it('reads headers as words, ignores unknown ones and names what is missing, twice or ambiguous', () => {
    const { columns, issues } = mapColumns(LEASE, [
      'INQUILINO - E-mail',
      'inquilino:  Nombre',
      'Notas',
      '',
      'r1.email',
      'Ciudad',
    ]);
    expect(columns.map((column) => column.target)).toEqual([
      { kind: 'person', roleId: 'r1', part: 'email' },
      { kind: 'person', roleId: 'r1', part: 'name' },
      { kind: 'ignored' },
      { kind: 'ignored' },
      { kind: 'person', roleId: 'r1', part: 'email' },
      // Two fields are "Ciudad": the header alone names neither.
      { kind: 'ignored' },
    ]);
    expect(issues.map(({ column, key, params }) => [column, key, params])).toEqual([
      ['Ciudad', 'bulk:issues.columnAmbiguous', undefined],
      ['r1.email', 'bulk:issues.columnTwice', { other: 'INQUILINO - E-mail' }],
      [null, 'bulk:issues.columnMissing.phone', { role: 'Inquilino' }],
      [null, 'bulk:issues.columnMissing.name', { role: 'Propietario' }],
      [null, 'bulk:issues.columnMissing.email', { role: 'Propietario' }],
    ]);
  });
});

describe('the rows', () => {
  const header =
    'Inquilino nombre;Inquilino apellidos;Inquilino email;Inquilino móvil;Inquilino idioma;Propietario nombre;Propietario email;Renta;Propietario Ciudad\r\n';

  it('become requests: each role its person, the texts their words (an empty cell keeps the template one)', () => {
    const found = read(
      LEASE,
      `${header}Ana;García;ana@example.com;600111222;English;Luis;luis@example.com;900 €;Soria\r\n;;;;;;;;\r\nEva;;eva@example.com;+34600111333;;Rosa;rosa@example.com;;\r\n`,
    );
    expect(found.issues).toEqual([]);
    expect(found.rows).toEqual([
      {
        row: 2,
        request: {
          roles: {
            r1: {
              name: 'Ana',
              lastname: 'García',
              email: 'ana@example.com',
              phone: '600111222',
              nif: '',
              language: 'en',
            },
            r2: { name: 'Luis', lastname: '', email: 'luis@example.com', phone: '', nif: '' },
          },
          fieldValues: { f1: '900 €', f3: 'Soria' },
          delivery: 'email',
        },
      },
      {
        // Row 3 is empty: left out, its number kept.
        row: 4,
        request: expect.objectContaining({ fieldValues: {} }),
      },
    ]);
  });

  it('name every problem by row and column, with the form keys', () => {
    const found = read(
      LEASE,
      `${header}Ana;García;ana@;;;Luis;luis@example.com;;\r\nEva;;eva@example.com;+34000000000;klingon;Rosa;rosa@example.com;${'x'.repeat(201)};;extra\r\n`,
    );
    expect(found.issues.map(({ row, column, key }) => [row, column, key])).toEqual([
      [2, 'Inquilino email', 'flows:create.validation.emailInvalid'],
      [2, 'Inquilino móvil', 'flows:create.validation.phoneRequired'],
      [3, null, 'bulk:issues.extraCells'],
      [3, 'Inquilino idioma', 'bulk:issues.languageInvalid'],
      [3, 'Inquilino móvil', 'flows:create.validation.phoneInvalid'],
      [3, 'Renta', 'flows:create.validation.fieldValueMax'],
    ]);
    expect(found.invalid).toEqual(new Set([2, 3]));
    // An English sentence beside each key.
    expect(found.issues.every((issue) => issue.message.length > 3)).toBe(true);
  });

  it('refuse a file without rows, or with more than 500', () => {
    expect(read(LEASE, header).issues.map((issue) => issue.key)).toEqual(['bulk:issues.noRows']);
    const many = `${header}${'Ana;;ana@example.com;600111222;;Luis;luis@example.com;;\n'.repeat(501)}`;
    const found = read(LEASE, many);
    expect(found.rows).toHaveLength(501);
    expect(found.issues.map((issue) => [issue.key, issue.params])).toEqual([
      ['bulk:issues.tooManyRows', { max: 500, rows: 501 }],
    ]);
  });
});

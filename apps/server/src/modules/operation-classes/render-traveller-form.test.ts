import { describe, expect, it } from 'vitest';
import { expectSoundOnePager, expectVisibleSignatureBox } from './layout-assertions-for-tests.ts';
import { examinePdf, flatText, renderGrey, type TPdfReport } from './pdf-tools-for-tests.ts';
import { renderTravellerForm, splitSurnames } from './render-traveller-form.ts';

const signer = {
  name: 'José',
  lastname: 'Pérez Núñez',
  email: 'jose.perez@example.com',
  nif: '12345678Z',
  cellphone: '+34600111222',
};
const date = new Date('2025-03-05T23:30:00Z');

const CASES = [
  {
    language: 'es',
    title: 'Parte de entrada de viajeros',
    label: 'Firma del viajero',
    phrases: [
      'Idioma del formulario',
      'Español (es)',
      'Número de soporte del documento',
      'Parentesco con el viajero menor de edad',
      'Forma de pago',
      'Ley Orgánica 4/2015',
    ],
  },
  {
    language: 'en',
    title: 'Traveller registration form',
    label: 'Guest signature',
    phrases: ['Form language', 'English (en)', 'Document support number', 'Payment method'],
  },
  {
    language: 'it',
    title: 'Scheda di registrazione dei viaggiatori',
    label: "Firma dell'ospite",
    phrases: ['Lingua del modulo', 'Italiano (it)', 'Nazionalità', 'Modalità di pagamento'],
  },
] as const;

describe('renderTravellerForm', () => {
  for (const sample of CASES) {
    it(`renders the one-page guest form in ${sample.language}`, async () => {
      const bytes = await renderTravellerForm({ language: sample.language, signer, date });
      const report = await examinePdf(bytes);
      expectSoundOnePager(report, sample.label);
      expectVisibleSignatureBox(await renderGrey(bytes));
      const text = flatText(report);
      expect(text).toContain(sample.title);
      for (const phrase of sample.phrases) expect(text).toContain(phrase);
      // Known data: name, both surnames split, document (a DNI by its shape), contact.
      expect(report.text).toMatch(/José\s+Pérez/);
      expect(text).toContain('Núñez');
      expect(text).toContain('DNI 12345678Z');
      expect(text).toContain('+34600111222');
      expect(text).toContain('jose.perez@example.com');
      // The date is Madrid's: 23:30 UTC on 5 March is already 6 March there.
      expect(text).toContain('06/03/2025');
      expect(text).toContain('José Pérez Núñez');
    });
  }

  it('leaves unknown data blank and recognises a NIE', async () => {
    const bytes = await renderTravellerForm({
      language: 'es',
      signer: { name: 'Anna', lastname: 'Rossi', email: 'anna@example.it', nif: 'Y1234567X' },
      date,
    });
    const report = await examinePdf(bytes);
    expectSoundOnePager(report, 'Firma del viajero');
    expect(flatText(report)).toContain('NIE Y1234567X');
    expect(valueUnder(report, 'Teléfono')).toBe('');
    expect(valueUnder(report, 'Segundo')).toBe('');
    expect(valueUnder(report, 'Primer')).toBe('Rossi');
    expect(valueUnder(report, 'Nombre', 1)).toBe('Anna');
  });

  it('keeps values of the maximum form length (50) whole and the page sound', async () => {
    const name = 'Maximiliano Bartholomew Alexander Fitzgerald Smyth';
    expect(name).toHaveLength(50);
    const bytes = await renderTravellerForm({
      language: 'en',
      signer: { name, lastname: 'Wolfeschlegelsteinhausenbergerdorff', email: 'm@example.com' },
      date,
    });
    const report = await examinePdf(bytes);
    expectSoundOnePager(report, 'Guest signature');
    expect(valueUnder(report, 'Name')).toBe(name);
    expect(valueUnder(report, 'First')).toBe('Wolfeschlegelsteinhausenbergerdorff');
  });
});

describe('splitSurnames', () => {
  it('splits two plain surnames and keeps compound or single ones whole', () => {
    expect(splitSurnames('Pérez Núñez')).toEqual(['Pérez', 'Núñez']);
    expect(splitSurnames('  García   López ')).toEqual(['García', 'López']);
    expect(splitSurnames('de la Fuente')).toEqual(['de la Fuente', undefined]);
    expect(splitSurnames('Van Dyke')).toEqual(['Van Dyke', undefined]);
    expect(splitSurnames('Smith')).toEqual(['Smith', undefined]);
    expect(splitSurnames('Ruiz de Alarcón Mendoza')).toEqual([
      'Ruiz de Alarcón Mendoza',
      undefined,
    ]);
  });
});

/** The words written on the line under the `nth` field label starting with `labelWord`. */
function valueUnder(report: TPdfReport, labelWord: string, nth = 0): string {
  const label = report.words.filter((word) => word.text === labelWord)[nth];
  if (!label) throw new Error(`No label ${labelWord}`);
  return report.words
    .filter(
      (word) =>
        word.xMin >= label.xMin - 2 &&
        word.xMin < label.xMin + 235 &&
        word.yMin > label.yMax &&
        word.yMax < label.yMax + 18,
    )
    .map((word) => word.text)
    .join(' ');
}

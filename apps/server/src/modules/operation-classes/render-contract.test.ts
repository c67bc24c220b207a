import { describe, expect, it } from 'vitest';
import { expectSoundOnePager, expectVisibleSignatureBox } from './layout-assertions-for-tests.ts';
import { examinePdf, flatText, renderGrey } from './pdf-tools-for-tests.ts';
import { renderSampleContract } from './render-contract.ts';

const signer = {
  name: 'José',
  lastname: 'Pérez Núñez',
  email: 'jose.perez@example.com',
  nif: '12345678Z',
  cellphone: '+34600111222',
};
const date = new Date('2025-03-05T10:00:00Z');

const CASES = [
  {
    language: 'es',
    title: 'Contrato de prestación de servicios',
    label: 'Firma del cliente',
    phrases: ['Fecha: 5 de marzo de 2025', 'Agencia Española de Protección de Datos', 'cláusulas'],
    demo: 'DEMO — sin validez legal',
  },
  {
    language: 'en',
    title: 'Service agreement',
    label: 'Customer signature',
    phrases: ['Date: 5 March 2025', '€10 for 20 credits', 'Governing law'],
    demo: 'DEMO — no legal validity',
  },
  {
    language: 'it',
    title: 'Contratto di servizi',
    label: 'Firma del cliente',
    phrases: ['Data: 5 marzo 2025', 'capacità di contrarre', 'è regolato dalla legge spagnola'],
    demo: 'DEMO — senza valore legale',
  },
] as const;

describe('renderSampleContract', () => {
  for (const sample of CASES) {
    it(`renders the one-page contract in ${sample.language} with the signer's data`, async () => {
      const bytes = await renderSampleContract({ language: sample.language, signer, date });
      const report = await examinePdf(bytes);
      expectSoundOnePager(report, sample.label);
      expectVisibleSignatureBox(await renderGrey(bytes));
      const text = flatText(report);
      expect(text).toContain(sample.title);
      expect(text).toContain('José Pérez Núñez');
      expect(text).toContain('jose.perez@example.com');
      expect(text).toContain('12345678Z');
      expect(text).toContain('+34600111222');
      for (const phrase of sample.phrases) expect(text).toContain(phrase);
      expect(text).not.toContain('{{');
      expect(text).not.toContain('DEMO');
    });

    it(`marks the demo variant in ${sample.language}`, async () => {
      const bytes = await renderSampleContract({
        language: sample.language,
        signer,
        date,
        demo: true,
      });
      const report = await examinePdf(bytes);
      expectSoundOnePager(report, sample.label);
      expect(flatText(report)).toContain(sample.demo);
    });
  }

  it('says "not provided" for missing optional data', async () => {
    const bytes = await renderSampleContract({
      language: 'es',
      signer: { name: 'Ana', lastname: 'Ruiz', email: 'ana@example.com' },
      date,
    });
    const text = flatText(await examinePdf(bytes));
    expect(text).toContain('con NIF no facilitado');
    expect(text).toContain('teléfono móvil no facilitado');
  });

  it('keeps long and non-Latin signer data on the page', async () => {
    const bytes = await renderSampleContract({
      language: 'it',
      signer: {
        name: 'Łukasz Zoë Ångström-Øster Maximiliano Bartholomew',
        lastname: '王 de la Fuente Castellanos y Villalobos-Hernández',
        email: `${'very.long.mailbox.name.'.repeat(4)}x@subdomain.example-company.com`,
        nif: 'X1234567L',
        cellphone: '+39 333 123 4567',
      },
      date,
      demo: true,
    });
    const report = await examinePdf(bytes);
    expectSoundOnePager(report, 'Firma del cliente');
    const text = flatText(report);
    expect(text).toContain('Lukasz Zoë Ångström-Øster');
    expect(text).toContain('? de la Fuente');
  });

  it('gives the same bytes for the same input (stable hash)', async () => {
    const args = { language: 'en', signer, date } as const;
    const [first, second] = await Promise.all([
      renderSampleContract(args),
      renderSampleContract(args),
    ]);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
  });
});

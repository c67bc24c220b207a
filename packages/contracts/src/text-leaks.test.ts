import { describe, expect, it } from 'vitest';
import { SIGNATURE_TYPES } from './constants.ts';
import { collectCodes, findTextLeaks, textFragments } from './text-leaks.ts';

const kinds = (text: string, options: Parameters<typeof findTextLeaks>[1]) =>
  findTextLeaks(text, options).map(({ kind, match }) => `${kind} ${match}`);

describe('text leaks', () => {
  it('finds the i18n keys and event codes the reports found', () => {
    expect(kinds('Compra\nprofile.history.reasons.adjust\n+5', { language: 'es' })).toEqual([
      'key profile.history.reasons.adjust',
    ]);
    expect(kinds('Evidencias\nidentification.started', { language: 'es' })).toEqual([
      'key identification.started',
    ]);
    expect(
      kinds('8 operation.reminder_sent [operation.reminder_sent]', { language: 'en' }),
    ).toEqual(['key operation.reminder_sent']);
    expect(kinds('email: flows:create.validation.emailInvalid', { language: 'en' })).toEqual([
      'key flows:create.validation.emailInvalid',
    ]);
  });

  it('leaves addresses, links, file names and hosts alone', () => {
    const text =
      'Ana Ruiz <ana.ruiz@example.com> firmó nda.v2.pdf en https://confirma.example/#/verify?op=1 · confirma.es · p.ej. 1.5';
    expect(findTextLeaks(text, { language: 'es' })).toEqual([]);
  });

  it("finds constants and the product's codes in capitals, not acronyms or emphasis", () => {
    const codes = collectCodes([
      { SIGNATURE_TYPES },
      { status: { options: ['SIGNED', 'ACKNOWLEDGED', 'OTP'] } },
    ]);
    expect(codes).toContain('BIOMETRICA');
    expect(
      kinds('Tipo de firma: BIOMETRICA\nEstado: SIGNED/ACKNOWLEDGED\nTipo: TRAVELLER_REPORT', {
        language: 'es',
        codes,
      }),
    ).toEqual(['code BIOMETRICA', 'code SIGNED', 'code ACKNOWLEDGED', 'code TRAVELLER_REPORT']);
    expect(
      findTextLeaks(
        'Código OTP por SMS · IBAN ES12 · NIF · PDF firmado (PAdES) · 10:30 CET\nATENCIÓN: la cadena NO es íntegra',
        { language: 'es', codes },
      ),
    ).toEqual([]);
    // A phrase in capitals is words, though one of them is a code.
    expect(findTextLeaks('VOLVER A SIGNED', { language: 'es', codes })).toEqual([]);
  });

  it('finds English in Spanish and Italian, by its words or against the English rendering', () => {
    expect(kinds('Motivo: Signed with a one-time code (SMS)', { language: 'es' })).toEqual([
      'english with',
    ]);
    expect(kinds('PAY WITH CREDIT CARD', { language: 'it' })).toEqual(['english WITH']);
    expect(
      kinds('Sexo: Female\nColor de pelo: brown', {
        language: 'es',
        english: 'Sex: Female\nHair colour: brown',
      }),
    ).toEqual(['english Female', 'english brown']);
    // The same words in English are no leak, and neither are names and shared words.
    expect(
      findTextLeaks('Firmante: Ana Ruiz\nTotal: 10 €\nPDF', {
        language: 'es',
        english: 'Signer: Ana Ruiz\nTotal: 10 €\nPDF',
        data: ['Ana Ruiz'],
      }),
    ).toEqual([]);
    expect(findTextLeaks('Signed with a code', { language: 'en' })).toEqual([]);
  });

  it('finds the formal register in Spanish', () => {
    expect(kinds('Arrastre aquí el PDF o elija un archivo', { language: 'es' })).toEqual([
      'register Arrastre',
      'register elija',
    ]);
    expect(findTextLeaks('Arrastra aquí el PDF o elige un archivo', { language: 'es' })).toEqual(
      [],
    );
    // A subjunctive after "que" or "cuando" is the third person.
    expect(
      findTextLeaks('Necesita que una persona la compruebe. Cuando vuelva a funcionar, actívalo', {
        language: 'es',
      }),
    ).toEqual([]);
  });

  it('finds the slips of the keyboard the spec carried', () => {
    expect(
      kinds(
        'Ha ocurrido un errro\nAl recuperarr los datos\nQuieres firmar uno de tus documentos?',
        {
          language: 'es',
        },
      ),
    ).toEqual(['typo errro', 'typo recuperarr', 'typo ? sin ¿']);
    expect(
      findTextLeaks('¿Quieres firmar? ¡Firmado! Sección III · perro · BIC CAIXESBBXXX', {
        language: 'es',
      }),
    ).toEqual([]);
  });

  it('reads a text as lines and as label and value', () => {
    expect(textFragments('Estado: Firmada · 2026\nDocumento\tnda.pdf')).toEqual([
      'Estado',
      'Firmada',
      'Documento',
      'nda.pdf',
    ]);
  });
});

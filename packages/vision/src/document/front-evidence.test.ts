import { describe, expect, it } from 'vitest';
import { plainText } from '../mrz/build-mrz.ts';
import { frontConfidenceOf, frontEvidence, readsAsNoFront } from './front-evidence.ts';
import type { TLine } from './printed-lines.ts';

/** OCR lines, one above the other, read at `confidence`. */
const read = (texts: string[], confidence = 0.9): TLine[] =>
  texts.map((text, i) => ({
    text,
    plain: plainText(text),
    confidence,
    x0: 100,
    y0: i * 40,
    x1: 400,
    y1: i * 40 + 24,
  }));

const confidence = (texts: string[]) => frontConfidenceOf(frontEvidence(read(texts)));

describe('frontEvidence', () => {
  it("takes a card's title with its fields for a front, surer the more it reads", () => {
    const full = [
      'ESP · IDENTITY CARD',
      'SURNAME / NOM',
      'GARCÍA DE LA FUENTE',
      'GIVEN NAMES / PRÉNOMS',
      'MARCO',
      'DATE OF BIRTH',
      '15.10.1947',
      'DATE OF EXPIRY',
      '10.10.2034',
    ];
    expect(frontEvidence(read(full))).toMatchObject({ title: true, dates: 2, otherSide: false });
    expect(confidence(full)).toBe(0.9);
    // A title half washed out by glare and one name: just what the flow takes.
    expect(confidence(['NTITY CARD', 'BIANCHI'])).toBe(0.75);
    expect(confidence(['DOCUMENTO NACIONAL DE IDENTIDAD', '01.02.1990'])).toBe(0.75);
    // Its first letter lost in the dark (a card in hard light).
    expect(confidence(['DOCUMENTO NALIONAL DE DENTIDA', '11 11 1996'])).toBe(0.75);
  });

  it('takes captions without a title for a front the flow does not accept', () => {
    const value = confidence(['APELLIDOS', 'ROSSI', 'NOMBRE', 'CARMEN', '02.11.1975']);
    expect(value).toBeGreaterThan(0);
    expect(value).toBeLessThan(0.75);
  });

  it('takes no letter, invoice or title alone for a front', () => {
    // Dates and names are on any letter; no identity card's title or captions.
    const invoice = [
      'FACTURA Nº 2026/0042',
      'Fecha: 12.03.2026',
      'Vencimiento: 12.04.2026',
      'JUAN GARCIA LOPEZ',
      'MARIA FERNANDEZ RUIZ',
    ];
    expect(confidence(invoice)).toBe(0);
    expect(confidence(['IDENTITY CARD'])).toBe(0);
    expect(confidence([])).toBe(0);
  });

  it('takes no side with an MRZ, an address or a passport title for a front', () => {
    const card = ['IDENTITY CARD', 'ROSSI', '02.11.1975'];
    expect(confidence(card)).toBeGreaterThan(0);
    expect(confidence([...card, 'IDITA CA00000AA4<<<<<<<<<<<<<<<'])).toBe(0);
    expect(confidence([...card, 'IDITACA00000AA4123456789012345'])).toBe(0);
    expect(confidence([...card, 'ROSSI««CARMEN'])).toBe(0);
    // A title's separator read as one '«' is no MRZ.
    expect(confidence(['ESP « IDENTITY CARD', 'ROSSI'])).toBeGreaterThan(0);
    expect(confidence([...card, 'DOMICILIO', 'CALLE MAYOR 5'])).toBe(0);
    expect(confidence(['PASSPORT / PASSEPORT', 'ROSSI', '02.11.1975', 'SURNAME'])).toBe(0);
    // A long title with no digits is no MRZ line.
    expect(confidence([...card, "CARTE D'IDENTITÉ / PERSONALAUSWEIS"])).toBeGreaterThan(0);
  });

  it('tells print that is no front from a front whose title and captions did not read', () => {
    const noFront = (texts: string[]) => readsAsNoFront(frontEvidence(read(texts)));
    // An invoice on a card-shaped outline: plain lines in lower case, no title, no caption.
    expect(
      noFront([
        'FACTURA Nº 2026/0042',
        'Fecha: 12.03.2026',
        'Vencimiento: 12.04.2026',
        'Calle Mayor 5, 28013 Madrid',
        'Concepto Importe',
      ]),
    ).toBe(true);
    // A back whose MRZ the grid reader missed: the text OCR saw its fillers.
    expect(noFront(['ROSSI', 'IDITACA00000AA4<<<<<<<<<<<<<<<'])).toBe(true);
    // A card whose title came out as noise: its values in capitals, dates, names.
    expect(
      noFront(['PTE CARD', 'GARCÍA DE LA FUENTE', 'ANNA MARIA', '23.01.1998', '22.11.2033']),
    ).toBe(false);
    // A letter with a card's captions is left to its outline.
    expect(noFront(['Apellidos y nombre', 'Fecha de nacimiento', 'según consta', 'en el'])).toBe(
      false,
    );
  });
});

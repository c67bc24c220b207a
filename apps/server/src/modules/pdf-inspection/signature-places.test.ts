import { SIGNBOX } from '@confirma/contracts/constants';
import { describe, expect, it } from 'vitest';
import { LABEL_PHRASES, matchLabel } from './anchor-phrases.ts';
import { signaturePlaces } from './signature-places.ts';
import { segmentRuns, type TPageText, type TTextRun } from './text-segments.ts';

/** A run of Helvetica-like text: half an em per character. */
const run = (text: string, x: number, y: number, size = 10): TTextRun => ({
  text,
  x,
  y,
  width: text.length * size * 0.5,
  size,
});

/** A4 page `page` whose body fills the top, then the runs given. */
const page = (number: number, runs: TTextRun[], bodyDownTo = 500): TPageText => {
  const body: TTextRun[] = [];
  for (let y = 780; y >= bodyDownTo; y -= 14) body.push(run('Cláusula del contrato.', 56, y));
  return { page: number, width: 595, height: 842, segments: segmentRuns([...body, ...runs]) };
};

describe('signature labels', () => {
  it('knows whose signature a line asks for, in Spanish, English and Italian', () => {
    expect(matchLabel('Firma del cliente:')).toMatchObject({ tier: 0, start: 0, end: 17 });
    expect(matchLabel('FIRMA DEL HUÉSPED')).toMatchObject({ tier: 0 });
    expect(matchLabel('Firma del cliente / Client signature')).toMatchObject({ tier: 0 });
    expect(matchLabel("Firma dell'interessato")).toMatchObject({ tier: 0 });
    expect(matchLabel("Customer's signature")).toMatchObject({ tier: 0 });
    expect(matchLabel('Fdo.: El cliente')).toMatchObject({ tier: 1 });
    expect(matchLabel('IL CLIENTE')).toMatchObject({ tier: 1 });
    expect(matchLabel('Signed:')).toMatchObject({ tier: 1 });
    expect(matchLabel('Firma: ______________')).toMatchObject({ tier: 2, start: 0, end: 5 });
    expect(matchLabel('Signature')).toMatchObject({ tier: 2 });
  });

  it('reads every phrase it knows on a line of its own, in capitals too', () => {
    for (const phrase of LABEL_PHRASES) {
      expect(matchLabel(phrase), phrase).toBeDefined();
      expect(matchLabel(`${phrase.toUpperCase()}:`), phrase).toBeDefined();
    }
  });

  it('leaves running text alone', () => {
    expect(matchLabel('El cliente se compromete a pagar el precio pactado')).toBeUndefined();
    expect(matchLabel('La firma electrónica del cliente tiene plena validez')).toBeUndefined();
    expect(
      matchLabel(
        '8. El documento recoge la firma del cliente y la de la empresa en la página final.',
      ),
    ).toBeUndefined();
    expect(matchLabel('Firma de la empresa')).toBeUndefined();
    expect(matchLabel('')).toBeUndefined();
  });
});

describe('signature places', () => {
  it('puts the box just above a label with room above it', () => {
    const [place] = signaturePlaces([page(3, [run('Firma del cliente', 60, 150)])], 1);
    expect(place).toMatchObject({
      page: 3,
      x: 60,
      width: SIGNBOX.width,
      anchor: 'Firma del cliente',
    });
    expect(place?.y).toBeGreaterThan(150 + 8);
    expect(place?.y).toBeLessThan(150 + 14);
  });

  it('rests the box on the line drawn with underscores over the label', () => {
    const [place] = signaturePlaces(
      [
        page(1, [
          run('____________________________', 300, 170),
          run('Firma del cliente', 300, 156),
        ]),
      ],
      1,
    );
    expect(place?.x).toBe(300);
    expect(place?.y).toBeCloseTo(170 - 2.5, 1);
  });

  it("rests the box on the label's own line ('Firma: ______')", () => {
    const [place] = signaturePlaces([page(2, [run('Firma: ____________________', 100, 120)])], 1);
    expect(place).toMatchObject({ page: 2, anchor: 'Firma' });
    expect(place?.x).toBeCloseTo(100 + 7 * 5, 1); // after "Firma: "
    expect(place?.y).toBeCloseTo(120 - 2.5, 1);
  });

  it('goes below a label that body text sits right on top of', () => {
    const [place] = signaturePlaces([page(1, [run('Signature of the client', 56, 488)], 502)], 1);
    expect(place?.y).toBeLessThan(488);
    expect((place?.y ?? 0) + (place?.height ?? 0)).toBeLessThanOrEqual(488 - 2.5);
  });

  it('prefers whose-signature labels, then the last one', () => {
    const pages = [
      page(1, [run('Firma del cliente', 60, 150)]),
      page(2, [run('Firma del cliente', 60, 300), run('Firma del cliente', 300, 120)]),
      page(3, [run('Firma', 60, 150)]),
    ];
    const places = signaturePlaces(pages, 4);
    expect(places.map((place) => [place.page, place.tier])).toEqual([
      [2, 0],
      [2, 0],
      [1, 0],
      [3, 2],
    ]);
    expect(places[0]?.x).toBe(300);
  });

  it('gives two signers two boxes that do not overlap', () => {
    const places = signaturePlaces(
      [page(1, [run('Firma del cliente', 60, 150), run('Firma del firmante', 330, 150)])],
      2,
    );
    expect(places).toHaveLength(2);
    const [a, b] = places as [(typeof places)[0], (typeof places)[0]];
    expect(a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
  });

  it('finds nothing on a page without labels', () => {
    expect(signaturePlaces([page(1, [])], 1)).toEqual([]);
  });
});

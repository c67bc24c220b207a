import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURES_DIR, loadFixtures } from '../../testing/generate-fixtures.ts';
import { FIXTURE_IDENTITIES } from '../../testing/identities.ts';
import { ocrLine } from '../../testing/ocr-lines.ts';
import { plainText } from '../mrz/build-mrz.ts';
import { closeOcr } from '../mrz/tesseract.ts';
import { analyseDocument } from './analyse-document.ts';
import { crossCheck, spellsMrzName } from './cross-check.ts';
import type { TLine } from './printed-lines.ts';
import { fieldsOf } from './read-printed.ts';

afterAll(closeOcr);

const line = ocrLine;

const FRONT: TLine[] = [
  line('REINO DE ESPAÑA', 300, 40),
  line('APELLIDOS / SURNAME', 360, 140),
  line('ESPAÑOLA ESPAÑOLA', 360, 166),
  line('NOMBRE / NAME', 360, 220),
  line('CARMEN', 360, 246),
  line('SEXO / SEX', 360, 300),
  line('NACIONALIDAD', 560, 300),
  line('F', 360, 326),
  line('ESP', 560, 326),
  line('FECHA DE NACIMIENTO', 360, 370),
  line('01 01 1980', 360, 396),
  line('VÁLIDO HASTA / EXPIRY', 360, 440),
  line('01 01 2031', 360, 466),
  line('DNI 99999999R', 40, 570),
];

const MRZ_FIELDS = {
  icarDocType: 'ID',
  icarIssuingState: 'ESP',
  icarDocNumber: 'BAA000589',
  icarName: 'CARMEN',
  icarLastName: 'ESPANOLA ESPANOLA',
  icarNif: '99999999R',
  icarBirthDate: '1980-01-01',
  icarExpirationDate: '2031-01-01',
  icarSex: 'F',
  icarNationality: 'ESP',
  icarAddress: null,
};

describe('printed fields', () => {
  it('takes each value from under its caption', () => {
    const fields = fieldsOf(FRONT, 648);
    expect(fields).toMatchObject({
      lastName: 'ESPAÑOLA ESPAÑOLA',
      firstName: 'CARMEN',
      sex: 'F',
      nationality: 'ESP',
      birthDate: '1980-01-01',
      expirationDate: '2031-01-01',
      idNumber: '99999999R',
      spanishIdValid: true,
    });
    expect(fields.confidence).toBeGreaterThan(0.9);
  });

  it('falls back on the order of the lines when the captions did not read', () => {
    const unlabelled = FRONT.filter((l) => !/\/|NACIMIENTO|NACIONALIDAD/.test(l.text));
    const fields = fieldsOf(unlabelled, 648);
    expect(fields.lastName).toBe('ESPAÑOLA ESPAÑOLA');
    expect(fields.firstName).toBe('CARMEN');
    expect(fields.birthDate).toBe('1980-01-01');
    expect(fields.expirationDate).toBe('2031-01-01');
    // Found by place, not by caption: counted for less.
    expect(fields.fieldConfidence.lastName).toBeLessThan(0.6);
  });

  it('takes no line of a card back for the holder name', () => {
    const back = [
      line('DOMICILIO / ADDRESS', 60, 170),
      line('LUGAR DE', 60, 280),
      line('NTO / PLACE OF BIRTH', 60, 300),
    ];
    expect(fieldsOf(back, 648, false)).toMatchObject({ lastName: null, firstName: null });
    expect(fieldsOf(back, 648).lastName).toBe('LUGAR DE');
  });

  it('reports a Spanish ID whose control letter is wrong', () => {
    const fields = fieldsOf([...FRONT.slice(0, -1), line('DNI 99999999T', 40, 570)], 648);
    expect(fields.idNumber).toBe('99999999T');
    expect(fields.spanishIdValid).toBe(false);
  });
});

describe('MRZ against the printed zone', () => {
  it('agrees with the front it belongs to, accents aside', () => {
    const check = crossCheck(fieldsOf(FRONT, 648), MRZ_FIELDS);
    expect(check.consistent).toBe(true);
    expect(check.fields).toMatchObject({
      lastName: 'match',
      firstName: 'match',
      birthDate: 'match',
      idNumber: 'match',
    });
  });

  it('sees a name changed on the front', () => {
    const altered = FRONT.map((l) =>
      l.text === 'ESPAÑOLA ESPAÑOLA' ? line('MARTÍNEZ LÓPEZ', l.x0, l.y0) : l,
    );
    const check = crossCheck(fieldsOf(altered, 648), MRZ_FIELDS);
    expect(check.fields.lastName).toBe('mismatch');
    expect(check.consistent).toBe(false);
  });

  it('knows a printed name that spells the MRZ name with the accents the MRZ cannot write', () => {
    expect(spellsMrzName('GARCÍA DE LA FUENTE', 'GARCIA DE LA FUENTE')).toBe(true);
    expect(spellsMrzName('MUÑOZ', 'MUNOZ')).toBe(true);
    expect(spellsMrzName('JOSÉ-LUIS', 'JOSE LUIS')).toBe(true);
    // A part of the name, another name, or nothing, is not it.
    expect(spellsMrzName('GARCÍA', 'GARCIA DE LA FUENTE')).toBe(false);
    expect(spellsMrzName('GARCÍA DE LA FUENTES', 'GARCIA DE LA FUENTE')).toBe(false);
    expect(spellsMrzName('', '')).toBe(false);
  });

  it('calls a field it could not read unread, not a mismatch', () => {
    const check = crossCheck(fieldsOf(FRONT.slice(0, 5), 648), MRZ_FIELDS);
    expect(check.fields.birthDate).toBe('unread');
    expect(check.mismatched).toBe(0);
  });
});

/** Upper case without accents: what the MRZ can confirm of a printed name. */
const plain = (text: string | null) => (text === null ? null : plainText(text));

describe('front OCR on the synthetic set', () => {
  it('reads the names and birth dates of card fronts and checks them against the backs', async () => {
    const fixtures = await loadFixtures();
    let right = 0;
    let total = 0;
    let consistent = 0;
    let pairs = 0;
    let falseMismatches = 0;
    let swappedCaught = 0;
    const fronts = fixtures.filter((fixture) => fixture.side === 'id-front');
    const backs = new Map<string, Awaited<ReturnType<typeof analyseDocument>>>();
    for (const fixture of fixtures.filter((f) => f.side === 'id-back' && f.shot === 'crisp')) {
      backs.set(
        fixture.identity,
        await analyseDocument(await fs.readFile(path.join(FIXTURES_DIR, fixture.file))),
      );
    }
    for (const fixture of fronts) {
      const identity = FIXTURE_IDENTITIES.find((i) => i.id === fixture.identity);
      if (!identity) throw new Error(`fixture ${fixture.file}: no identity ${fixture.identity}`);
      const result = await analyseDocument(
        await fs.readFile(path.join(FIXTURES_DIR, fixture.file)),
        { readText: true },
      );
      // Every front counts: one that was not found or read scores nothing.
      total += 3;
      pairs++;
      const printed = result?.printed;
      if (!printed) continue;
      const century = Number(identity.birthDate.slice(0, 2)) > 40 ? '19' : '20';
      const birth = `${century}${identity.birthDate.slice(0, 2)}-${identity.birthDate.slice(2, 4)}-${identity.birthDate.slice(4)}`;
      right += Number(plain(printed.lastName) === plain(identity.displayLastName));
      right += Number(plain(printed.firstName) === plain(identity.displayFirstName));
      right += Number(printed.birthDate === birth);
      // A back whose MRZ did not read confirms nothing: counted as not consistent.
      const own = backs.get(fixture.identity)?.mrz;
      if (own) {
        const check = crossCheck(printed, own.fields);
        consistent += Number(check.consistent);
        falseMismatches += check.mismatched;
      }
      // Another holder's back: the names must disagree.
      const other = [...backs.entries()].find(([id]) => id !== fixture.identity)?.[1]?.mrz;
      if (other && crossCheck(printed, other.fields).mismatched > 0) swappedCaught++;
    }
    console.info(
      `front OCR: ${fronts.length} fronts; names and birth dates right ${((right / total) * 100).toFixed(1)} %; ` +
        `front/back cross-check consistent ${consistent} of ${pairs}, false mismatches ${falseMismatches}; ` +
        `another holder's back caught ${swappedCaught} of ${fronts.length}`,
    );
    expect(right / total).toBeGreaterThanOrEqual(0.85);
    expect(consistent / pairs).toBeGreaterThanOrEqual(0.8);
    expect(swappedCaught / fronts.length).toBeGreaterThanOrEqual(0.9);
  }, 240_000);
});

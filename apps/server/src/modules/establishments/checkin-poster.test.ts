import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  examinePdf,
  flatText,
  runTool,
  type TPdfReport,
  withTempDir,
} from '../operation-classes/pdf-tools-for-tests.ts';
import { renderCheckinPoster, type TCheckinPosterRequest } from './checkin-poster.ts';

const url = 'https://confirma.example.com/#/checkin/4Zq9xT2mVb7KpL3wRn8YcD5sHf6JgA1e';
const base = {
  establishmentName: 'Hotel Miramar Sóller',
  establishmentAddress: 'Carrer de la Marina, 14, 07108 Port de Sóller',
  url,
} as const;
const HEADLINES = {
  es: 'Haz tu check-in online',
  en: 'Check in online',
  it: 'Fai il check-in online',
} as const;
const LEGAL = {
  es: 'Ministerio del Interior (SES.HOSPEDAJES)',
  en: 'Ministry of the Interior (SES.HOSPEDAJES)',
  it: "Ministero dell'Interno (SES.HOSPEDAJES)",
} as const;
/** Page width and height in points: A4 portrait, and A4 landscape for the tent. */
const PAGES = { A4: [595.28, 841.89], TENT: [841.89, 595.28] } as const;
/** What most office printers cannot reach at the sheet's edges. */
const PRINTER_MARGIN = 20;

/** zbarimg (Debian's zbar-tools), when installed, reads the QR codes. */
const hasZbar = spawnSync('zbarimg', ['--version']).status === 0;

/** The QR codes zbarimg finds on page 1 rendered at 150 dpi: text and orientation. */
function readQrCodes(bytes: Uint8Array) {
  return withTempDir(async (dir) => {
    const file = path.join(dir, 'poster.pdf');
    await fs.writeFile(file, bytes);
    runTool('pdftoppm', ['-r', '150', '-png', '-f', '1', '-l', '1', file, path.join(dir, 'page')]);
    const xml = runTool('zbarimg', ['-q', '--xml', path.join(dir, 'page-1.png')]).stdout;
    return [...xml.matchAll(/orientation='(\w+)'><data><!\[CDATA\[([^\]]*)\]\]>/g)].map(
      ([, orientation, text]) => ({ orientation, text }),
    );
  });
}

/** One page of the format's size that qpdf accepts, every word inside the printable area. */
function expectSoundPage(report: TPdfReport, format: TCheckinPosterRequest['format']): void {
  const [width, height] = PAGES[format];
  expect(report.qpdfStatus).toBe(0);
  expect(report.pages).toBe(1);
  expect(report.pageHeight).toBeCloseTo(height, 1);
  expect(report.words.length).toBeGreaterThan(20);
  for (const word of report.words) {
    expect(word.xMin, word.text).toBeGreaterThanOrEqual(PRINTER_MARGIN);
    expect(word.xMax, word.text).toBeLessThanOrEqual(width - PRINTER_MARGIN);
    expect(word.yMin, word.text).toBeGreaterThanOrEqual(PRINTER_MARGIN);
    expect(word.yMax, word.text).toBeLessThanOrEqual(height - PRINTER_MARGIN);
    // The tent's fold runs across the middle: no word may sit on it.
    if (format === 'TENT') expect(word.yMax <= height / 2 || word.yMin >= height / 2).toBe(true);
  }
}

describe('renderCheckinPoster', () => {
  for (const format of ['A4', 'TENT'] as const) {
    for (const lang of ['es', 'en', 'it'] as const) {
      it(`prints the ${format} poster in ${lang}: name, address, headline, link, the law`, async () => {
        const report = await examinePdf(await renderCheckinPoster({ ...base, lang, format }));
        expectSoundPage(report, format);
        const text = flatText(report);
        const faces = format === 'TENT' ? 2 : 1;
        for (const phrase of [base.establishmentName, base.establishmentAddress, url]) {
          expect(text.split(phrase).length - 1, phrase).toBe(faces);
        }
        expect(text).toContain(HEADLINES[lang]);
        expect(text).toContain('RD 933/2021');
        expect(text).toContain(LEGAL[lang]);
      });

      it.skipIf(!hasZbar)(
        `the ${format} poster's QR codes in ${lang} read as the link`,
        async () => {
          const codes = await readQrCodes(await renderCheckinPoster({ ...base, lang, format }));
          expect(codes.map((code) => code.text)).toEqual(format === 'TENT' ? [url, url] : [url]);
          // The tent's upper half is turned round, so both sides read upright once folded.
          const orientations = codes.map((code) => code.orientation).sort();
          expect(orientations).toEqual(format === 'TENT' ? ['DOWN', 'UP'] : ['UP']);
        },
      );
    }
  }

  for (const format of ['A4', 'TENT'] as const) {
    it(`fits an 80-character name on the ${format} poster`, async () => {
      const establishmentName =
        'Residencia Universitaria y Apartamentos Turísticos Nuestra Señora del Pilar Ebro';
      expect(establishmentName).toHaveLength(80);
      const bytes = await renderCheckinPoster({ ...base, establishmentName, lang: 'es', format });
      const report = await examinePdf(bytes);
      expectSoundPage(report, format);
      // Whole, on two lines of a smaller size: not cut.
      expect(report.words.map((word) => word.text).join(' ')).toContain(establishmentName);
      if (hasZbar) expect((await readQrCodes(bytes)).map((code) => code.text)).toContain(url);
    });

    it(`prints nothing for an empty address on the ${format} poster`, async () => {
      const words = async (establishmentAddress: string) =>
        (
          await examinePdf(
            await renderCheckinPoster({ ...base, establishmentAddress, lang: 'en', format }),
          )
        ).words
          .map((word) => word.text)
          .sort();
      const withAddress = await words(base.establishmentAddress);
      const withoutAddress = await words('  ');
      const addressWords =
        base.establishmentAddress.split(' ').length * (format === 'TENT' ? 2 : 1);
      expect(withoutAddress).toHaveLength(withAddress.length - addressWords);
      for (const word of withoutAddress) expect(withAddress).toContain(word);
    });
  }

  it('draws the QR code as vector shapes, with no image, and gives the same bytes each time', async () => {
    const request = { ...base, lang: 'it', format: 'TENT' } as const;
    const bytes = await renderCheckinPoster(request);
    expect(await renderCheckinPoster(request)).toEqual(bytes);
    const images = await withTempDir(async (dir) => {
      const file = path.join(dir, 'poster.pdf');
      await fs.writeFile(file, bytes);
      return runTool('pdfimages', ['-list', file]).stdout.trim().split('\n').slice(2);
    });
    expect(images).toEqual([]);
  });

  it('prints letters outside the font as their base letters, never dropping the name', async () => {
    const report = await examinePdf(
      await renderCheckinPoster({
        ...base,
        establishmentName: 'Pensjonat Łódź Żółć',
        lang: 'en',
        format: 'A4',
      }),
    );
    expect(flatText(report)).toContain('Pensjonat Lódz Zólc');
  });
});

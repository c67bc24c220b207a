import { describe, expect, it } from 'vitest';
import { readCsvFile } from './read-csv-file';

const blob = (bytes: number[] | string) =>
  new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]);

describe('readCsvFile', () => {
  it('reads UTF-8 with or without a byte-order mark (dropped)', async () => {
    for (const text of ['\uFEFFCliente móvil;Renta\n', 'Cliente móvil;Renta\n']) {
      expect(await readCsvFile(blob(text))).toEqual({ text: 'Cliente móvil;Renta\n' });
    }
  });

  it("reads Excel's Windows-1252 when the bytes are not UTF-8", async () => {
    // "Cliente móvil;Añón" in Windows-1252: ó = F3, ñ = F1.
    const bytes = [...'Cliente m'].map((c) => c.charCodeAt(0));
    const file = blob([
      ...bytes,
      0xf3,
      ...[...'vil;A'].map((c) => c.charCodeAt(0)),
      0xf1,
      0xf3,
      0x6e,
    ]);
    expect(await readCsvFile(file)).toEqual({ text: 'Cliente móvil;Añón' });
  });

  it('refuses what is not text, an empty file, and a file over the limit', async () => {
    expect(await readCsvFile(blob([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00]))).toEqual({
      problem: 'notText',
    });
    expect(await readCsvFile(blob('  \n'))).toEqual({ problem: 'notText' });
    expect(await readCsvFile(blob('a'.repeat(1_000_001)))).toEqual({ problem: 'tooLarge' });
  });
});

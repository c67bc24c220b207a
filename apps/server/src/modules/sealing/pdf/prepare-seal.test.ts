import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signaturePng } from '../testing/encode-png.ts';
import { makeTextPdf } from '../testing/sample-pdfs.ts';
import { prepareSeal } from './prepare-seal.ts';

const now = new Date(Date.UTC(2030, 0, 2, 3, 4, 5));
const fields = {
  signerName: 'Ana García',
  method: 'OTP',
  evidenceId: 'ev_1',
  reason: 'r',
  now,
} as const;
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('prepareSeal without a plan', () => {
  // The SHA-256 of the prepared files as written before seal plans existed (the CMS, the
  // only random part, is not in them): a plan-less seal stays byte for byte the B-T seal.
  it('writes exactly the B-T update it wrote before plans (xref stream and classic table)', async () => {
    const stream = await prepareSeal(await makeTextPdf(1, true), fields);
    expect(sha256(stream.file)).toBe(
      'fe6600db5d93ba20bfe1d5a03c1fd2acdbd01e3596d05f89af0a82912c881e18',
    );
    expect(stream.later).toBeUndefined();
    const classic = await prepareSeal(await makeTextPdf(2, false), {
      ...fields,
      image: signaturePng(),
      fields: [{ page: 1, x: 100, y: 100, width: 80, height: 20, value: 'hola' }],
    });
    expect(sha256(classic.file)).toBe(
      '001b500ddf8efa92e4576fc4272f14c3bd8b838c9762d1f0dcf6d0ef25b8e59d',
    );
    expect(sha256(classic.digest)).toBe(
      'cac48ab92983b7619ec600494fc7aaa8d9814d88adc98a3a4cb7e348f8119cce',
    );
  });

  it('lays out the later updates only when asked, after the numbers the first one uses', async () => {
    const prepared = await prepareSeal(await makeTextPdf(1, true), fields, {
      platformSeal: true,
      longTerm: true,
    });
    const { updates, base } = prepared.later ?? {};
    expect(updates?.seal?.fieldName).toBe('Confirma seal 2');
    expect(updates?.timeStamp?.fieldName).toBe('Confirma time stamp 1');
    const reserved = [
      updates?.seal?.signatureNumber,
      updates?.seal?.widgetNumber,
      updates?.dss?.dssNumber,
      updates?.timeStamp?.signatureNumber,
      updates?.timeStamp?.widgetNumber,
    ] as number[];
    expect(new Set(reserved).size).toBe(5);
    expect(Math.max(...reserved)).toBeLessThan(base?.nextObjectNumber ?? 0);
    expect(base?.length).toBe(prepared.file.length);
  });
});

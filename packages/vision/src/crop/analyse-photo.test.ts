import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_IDENTITIES } from '../../testing/identities.ts';
import { photograph, SHOTS } from '../../testing/photograph.ts';
import { renderDocument, type TDocumentSide } from '../../testing/render-document.ts';
import { analyseImage } from '../analyse-image.ts';
import { readPrintedAhead } from '../document/analyse-document.ts';
import type { TPrintedFields } from '../document/read-printed.ts';
import { plainText } from '../mrz/build-mrz.ts';
import { closeOcr } from '../mrz/tesseract.ts';
import { analysePhoto } from './analyse-photo.ts';
import { findPhotoOutline, straightenPhoto } from './straighten-photo.ts';

afterAll(closeOcr);

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what} in the fixtures`);
  return value;
}
const identity = found(
  FIXTURE_IDENTITIES.find(({ id }) => id === 'esp-dni-1'),
  'esp-dni-1',
);
const passportHolder = found(
  FIXTURE_IDENTITIES.find(({ kind }) => kind === 'passport'),
  'passport holder',
);
const crisp = found(
  SHOTS.find(({ name }) => name === 'crisp'),
  'crisp shot',
);

/** A photo of one side of the identity's card (or passport page), straightened. */
async function straightened(side: TDocumentSide, who = identity) {
  const photo = (await photograph(await renderDocument(who, side), crisp, 7)).jpeg;
  const { corners } = await findPhotoOutline(new Uint8Array(photo));
  if (!corners) throw new Error(`no outline in the ${side} photo`);
  return { photo, straight: await straightenPhoto(new Uint8Array(photo), corners) };
}

/** Fields no document shows: what a read ahead that must not be used answers. */
const DECOY: TPrintedFields = {
  lastName: 'DECOY',
  firstName: 'DECOY',
  sex: null,
  nationality: null,
  birthDate: null,
  expirationDate: null,
  documentNumber: null,
  idNumber: null,
  spanishIdValid: null,
  address: 'DECOY',
  confidence: 1,
  fieldConfidence: {},
  lines: ['DECOY'],
  evidence: { title: false, labels: 0, dates: 0, names: 0, otherSide: false, legible: 0, prose: 0 },
};

describe('a document photo read ahead', () => {
  it('reads a front as a front while the engine finds its side, and uses that read', async () => {
    const { photo, straight } = await straightened('id-front');
    expect((await readPrintedAhead(straight.grey, straight.shape)).kind).toBe('id-front');
    const { analysis } = await analysePhoto(new Uint8Array(photo));
    expect(analysis.kind).toBe('id-front');
    expect(plainText(analysis.text?.lastName ?? '')).toBe(plainText(identity.displayLastName));
    expect(analysis.text?.birthDate).toBe('1980-01-01');
  }, 60_000);

  it('tells a back by its MRZ block and reads its address ahead; a passport page by its shape', async () => {
    const back = await straightened('id-back');
    expect((await readPrintedAhead(back.straight.grey, back.straight.shape)).kind).toBe('id-back');
    const { analysis } = await analysePhoto(new Uint8Array(back.photo));
    expect(analysis.kind).toBe('id-back');
    expect(analysis.text?.address).toBe(identity.address?.join(', '));
    const page = await straightened('passport', passportHolder);
    expect(page.straight.shape).toBe('passport');
    expect((await readPrintedAhead(page.straight.grey, 'passport')).kind).toBe('passport');
  }, 60_000);

  it('reads again when the read ahead was of another side, or of the document upside down', async () => {
    const { straight } = await straightened('id-front');
    const decoy = (kind: 'id-front' | 'id-back') => ({ kind, printed: Promise.resolve(DECOY) });
    // Taken for a back, it is a front: read again as one.
    const asBack = await analyseImage(straight.framed, { printedAhead: decoy('id-back') });
    expect(asBack.kind).toBe('id-front');
    expect(asBack.text?.lastName).not.toBe('DECOY');
    expect(plainText(asBack.text?.lastName ?? '')).toBe(plainText(identity.displayLastName));
    // The right side, but the engine finds it upside down (by its MRZ): read again.
    const back = (await straightened('id-back')).straight;
    const turned = await sharp(back.framed).rotate(180).jpeg().toBuffer();
    const upsideDown = await analyseImage(turned, { printedAhead: decoy('id-back') });
    expect(upsideDown.kind).toBe('id-back');
    expect(upsideDown.text?.address).toBe(identity.address?.join(', '));
    // The right side the right way up: the read ahead is what is used.
    const used = await analyseImage(straight.framed, { printedAhead: decoy('id-front') });
    expect(used.text?.lastName).toBe('DECOY');
  }, 60_000);
});

import {
  FIXTURE_IDENTITIES,
  photograph,
  portraitPng,
  renderDocument,
  SHOTS,
  type TDocumentSide,
  withMrzGlare,
} from '@confirma/vision/testing';
import sharp from 'sharp';

/**
 * Synthetic identification images from the vision package's fixtures: a selfie of one of
 * its two sample portraits, and photographs of an identity's documents (whose portrait is
 * `FIXTURE_IDENTITIES[...].portrait`). esp-dni-2 and esp-passport carry portrait 1 and the
 * document number 12345678Z.
 */
export async function selfie(portrait: number): Promise<Buffer> {
  const face = await portraitPng(portrait, 300, 380);
  return sharp({ create: { width: 640, height: 480, channels: 3, background: '#8a9099' } })
    .composite([{ input: face, left: 170, top: 50 }])
    .jpeg()
    .toBuffer();
}

export async function documentPhoto(identityId: string, side: TDocumentSide): Promise<Buffer> {
  const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === identityId);
  const crisp = SHOTS[0];
  if (!identity || !crisp) throw new Error(`no fixture ${identityId}`);
  return (await photograph(await renderDocument(identity, side), crisp, 1)).jpeg;
}

/**
 * An identity's card front photographed with its print (the right part, beside the
 * portrait) out of focus and its portrait sharp: the portrait is found, the print does not
 * read, so the front cannot be compared with the back.
 */
export async function frontWithBlurredPrint(identityId: string): Promise<Buffer> {
  const photo = await documentPhoto(identityId, 'id-front');
  const { width = 0, height = 0 } = await sharp(photo).metadata();
  const sharpLeft = await sharp(photo)
    .extract({ left: 0, top: 0, width: Math.round(width * 0.45), height })
    .toBuffer();
  return sharp(await sharp(photo).blur(5).toBuffer())
    .composite([{ input: sharpLeft, left: 0, top: 0 }])
    .jpeg()
    .toBuffer();
}

/**
 * A card back or passport page of an identity photographed with a glare spot over its
 * MRZ's document number (withMrzGlare): read, its MRZ fails its checks.
 */
export async function glaredDocument(
  identityId: string,
  side: 'id-back' | 'passport',
): Promise<Buffer> {
  const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === identityId);
  const crisp = SHOTS[0];
  if (!identity || !crisp) throw new Error(`no fixture ${identityId}`);
  const page = await withMrzGlare(await renderDocument(identity, side), side);
  return (await photograph(page, crisp, 1)).jpeg;
}

/**
 * A burst of an identity's card front photographed at three angles (crisp, rotated, in
 * perspective, in turn), its hologram seen at `hues` (degrees; the same hue in every frame
 * is a copy whose colours do not change), under `light` (x1 unless given).
 */
export async function hologramBurst(
  identityId: string,
  hues: number[],
  light: number[] = [],
): Promise<Buffer[]> {
  const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === identityId);
  if (!identity) throw new Error(`no fixture ${identityId}`);
  const angles = ['crisp', 'rotated', 'perspective'].map((name) =>
    SHOTS.find((shot) => shot.name === name),
  );
  return Promise.all(
    hues.map(async (hue, i) => {
      const shot = angles[i % angles.length];
      if (!shot) throw new Error('no fixture shot');
      const card = await renderDocument(identity, 'id-front', hue);
      return (await photograph(card, { ...shot, light: light[i] ?? 1 }, 40 + i)).jpeg;
    }),
  );
}

/** A PNG header announcing `width` x `height` pixels (nothing behind it decodes). */
export function hugePngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
  header.writeUInt32BE(13, 8);
  header.write('IHDR', 12, 'latin1');
  header.writeUInt32BE(width, 16);
  header.writeUInt32BE(height, 20);
  header[24] = 8;
  header[25] = 2;
  return header;
}

/** Bytes that start like a WebM file (EBML header), `size` long. */
export function fakeWebm(size: number, seed = 1): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = (i * 31 + seed * 17) & 0xff;
  Buffer.from([0x1a, 0x45, 0xdf, 0xa3]).copy(bytes, 0);
  return bytes;
}

/**
 * `identityId`'s card front, its photograph washed out (the detector finds no face on it),
 * held up beside the holder's own face (portrait `holder`) in one webcam frame: a card
 * without a portrait found and a live face with the card's print beside it.
 */
export async function heldCardFrame(identityId: string, holder: number): Promise<Buffer> {
  const identity = FIXTURE_IDENTITIES.find((candidate) => candidate.id === identityId);
  const crisp = SHOTS[0];
  if (!identity || !crisp) throw new Error(`no fixture ${identityId}`);
  const washedOut = await sharp({
    create: { width: 286, height: 366, channels: 3, background: '#dddddd' },
  })
    .png()
    .toBuffer();
  const card = await sharp(await renderDocument(identity, 'id-front'))
    .composite([{ input: washedOut, left: 40, top: 140 }])
    .png()
    .toBuffer();
  const { jpeg } = await photograph(card, { ...crisp, scale: 0.45 }, 1);
  const face = await portraitPng(holder, 300, 380);
  return sharp(jpeg)
    .composite([{ input: face, left: 20, top: 170 }])
    .jpeg()
    .toBuffer();
}

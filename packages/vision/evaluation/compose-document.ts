import sharp, { type OverlayOptions } from 'sharp';
import type { TEvaluationIdentity } from './evaluation-identities.ts';
import { faceCrop, laminate, printPortrait, type TPortraitPrint } from './print-portrait.ts';

/** A portrait to place on a document: which face, where, how printed. */
export interface TPortraitPlacement {
  face: string;
  left: number;
  top: number;
  width: number;
  height: number;
  print: TPortraitPrint;
  /** A ghost image: the same face small and faint (cards' and passports' second portrait). */
  ghost?: boolean;
}

/** YYMMDD as the page prints it: DD.MM.YYYY (birth dates before 2008, expiries after 2025). */
export function printedDate(yymmdd: string, kind: 'birth' | 'expiry'): string {
  const year = Number(yymmdd.slice(0, 2));
  const century = kind === 'expiry' || year <= 7 ? 2000 : 1900;
  return `${yymmdd.slice(4, 6)}.${yymmdd.slice(2, 4)}.${century + year}`;
}

export const sexLabel = (identity: TEvaluationIdentity) =>
  identity.sex === '<' ? 'X' : identity.sex;

/** A flat document: RGBA pixels, transparent outside its rounded corners. */
export interface TFlatDocument {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * The flat document: its SVG, the portraits printed into their boxes, and the laminate's
 * reflection over the main one (raw RGBA: an encoded PNG would cost ~100 ms to write and
 * read back).
 */
export async function composeDocument(
  svg: string,
  size: { width: number; height: number },
  portraits: TPortraitPlacement[],
  seed: number,
): Promise<TFlatDocument> {
  const layers: OverlayOptions[] = [];
  for (const [i, portrait] of portraits.entries()) {
    let printed = await printPortrait(
      await faceCrop(portrait.face),
      Math.round(portrait.width),
      Math.round(portrait.height),
      // A ghost image is a faint second print, no screen.
      portrait.ghost ? { ...portrait.print, halftone: false } : portrait.print,
    );
    if (portrait.ghost) {
      printed = await sharp(printed).greyscale().linear(0.35, 160).png().toBuffer();
    }
    layers.push({ input: printed, left: Math.round(portrait.left), top: Math.round(portrait.top) });
    if (i === 0 && !portrait.ghost) {
      const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${laminate(portrait.left, portrait.top, portrait.width, portrait.height, seed)}</svg>`;
      layers.push({ input: Buffer.from(overlay), left: 0, top: 0 });
    }
  }
  const base = sharp(Buffer.from(svg));
  const { data, info } = await (layers.length ? base.composite(layers) : base)
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

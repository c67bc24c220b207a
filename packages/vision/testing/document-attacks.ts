import sharp from 'sharp';
import type { TCardPose, TFlatCard } from './card-film.ts';
import { photocopied, printed, type TCopier } from './print-media.ts';
import { onScreen, type TScreen } from './screen-grid.ts';

/**
 * What an attacker holds up instead of the holder's card: a paper copy of it (printed in
 * colour, or photocopied in grey), the card with another person's portrait cut out and laid
 * on its own, or a screen showing the card's photograph or video.
 */

/** A card on paper: a colour print (a laser's dot screen of `dots` card px, or none) or a grey photocopy. */
export type TPaperCopy =
  | { kind: 'print'; dots: number | null }
  | { kind: 'photocopy'; copier: TCopier; seed: number };

/** `card` copied on paper, cut out along its edge (the alpha kept). */
export function paperCopy(card: TFlatCard, copy: TPaperCopy): TFlatCard {
  const size = { width: card.width, height: card.height };
  const data =
    copy.kind === 'print'
      ? printed(card.data, size, copy.dots, 4)
      : photocopied(card.data, size, copy.copier, copy.seed);
  return { ...size, data };
}

/** Another person's portrait printed on paper, cut out and laid over the card's portrait. */
export interface TCutout {
  /** The other person's photograph (any image sharp reads). */
  face: Buffer;
  /** The card's portrait box, card px. */
  box: { left: number; top: number; width: number; height: number };
  /** How much larger than the box it was cut (a share; negative: smaller). */
  grow: number;
  /** How far it is turned from the card's axes, degrees. */
  turn: number;
  /** How far off the box's centre it lies, card px. */
  shift: readonly [number, number];
  /** How high it stands off the card where it curls, card px: it slides as the card turns. */
  lift: number;
  /** The dot screen it was printed with (card px), or none. */
  dots: number | null;
  /** Its shadow on the card: offset (card px), darkness 0..1, softness (sigma, card px). */
  shadow: { dx: number; dy: number; opacity: number; blur: number };
}

/** A cover for filmTake: the cut-out (and its shadow) laid on the lit card at each pose. */
export async function cutoutCover(cutout: TCutout) {
  const width = Math.round(cutout.box.width * (1 + cutout.grow));
  const height = Math.round(cutout.box.height * (1 + cutout.grow));
  const face = await sharp(cutout.face)
    .resize(width, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer();
  const paper = printed(face, { width, height }, cutout.dots);
  const piece = await sharp(paper, { raw: { width, height, channels: 3 } })
    .ensureAlpha()
    .rotate(cutout.turn, { background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const turned = { width: piece.info.width, height: piece.info.height };
  const shade = Buffer.alloc(piece.data.length);
  for (let i = 3; i < shade.length; i += 4) {
    shade[i] = Math.round((piece.data[i] as number) * cutout.shadow.opacity);
  }
  const shadow = await sharp(shade, { raw: { ...turned, channels: 4 } })
    .blur(Math.max(0.3, cutout.shadow.blur))
    .png()
    .toBuffer();
  const cut = await sharp(piece.data, { raw: { ...turned, channels: 4 } })
    .png()
    .toBuffer();
  const left = cutout.box.left + (cutout.box.width - turned.width) / 2 + cutout.shift[0];
  const top = cutout.box.top + (cutout.box.height - turned.height) / 2 + cutout.shift[1];
  return async (card: TFlatCard, pose: TCardPose): Promise<TFlatCard> => {
    // Standing off the card, it is seen shifted across the axis the card turns about.
    const slide = cutout.lift * Math.sin((pose.tilt.degrees * Math.PI) / 180);
    const axis = (pose.tilt.axis * Math.PI) / 180;
    const [dx, dy] = [slide * Math.sin(axis), -slide * Math.cos(axis)];
    const data = await sharp(card.data, {
      raw: { width: card.width, height: card.height, channels: 4 },
    })
      .composite([
        {
          input: shadow,
          left: Math.round(left + cutout.shadow.dx),
          top: Math.round(top + cutout.shadow.dy),
        },
        { input: cut, left: Math.round(left + dx), top: Math.round(top + dy) },
      ])
      .raw()
      .toBuffer();
    return { width: card.width, height: card.height, data };
  };
}

/** A screen showing `content` (an RGB picture of `size`), as the camera would film it flat. */
export function screenShowing(
  content: Buffer,
  size: { width: number; height: number },
  screen: TScreen,
): TFlatCard {
  const shown = onScreen(content, size, screen);
  const data = Buffer.alloc(size.width * size.height * 4, 255);
  for (let i = 0; i < size.width * size.height; i += 1) shown.copy(data, i * 4, i * 3, i * 3 + 3);
  return { ...size, data };
}

import type { TGreyImage } from '../image.ts';
import { analyseDocument, type TDocumentResult } from './analyse-document.ts';
import { CARD_ASPECT, type TPoint } from './find-document.ts';
import { findPortraitFrame, type TFaceBox } from './portrait-frame.ts';
import { PORTRAIT_MIN_OUTLINE_CONFIDENCE } from './portrait-outline.ts';
import { printBesideFace } from './print-beside-face.ts';

/** How well a photograph placed from the face alone (no frame's edge found) fits, against a traced one. */
const ESTIMATED_PHOTO_FIT = 0.8;
/**
 * A portrait's photograph about its face (photoAround), in face widths: its centre
 * PHOTO_DROP below the face's, PHOTO_WIDTH wide and PHOTO_HEIGHT high (head and shoulders).
 */
const PHOTO_DROP = 0.15;
const PHOTO_WIDTH = 1.3;
const PHOTO_HEIGHT = 1.7;
/**
 * An ID-1 card around its photograph (cardAround): the photograph PHOTO_CARD_HEIGHT of the
 * card's height, its edge CARD_MARGIN of the card's width from the card's, and the card's
 * centre CARD_DROP of its height below the photograph's.
 */
const PHOTO_CARD_HEIGHT = 0.64;
const CARD_MARGIN = 0.045;
const CARD_DROP = 0.05;

/**
 * A printed portrait is about a fifth of its document's width (0.18–0.25 on the generated
 * cards and passports, outlines found at 0.79 or more). A selfie before a busy background
 * can outline the whole frame (about 0.54) with the face at 0.4 of it: neither passes.
 */
const PORTRAIT_MAX_WIDTH_SHARE = 0.35;

/** A face whose centre lies inside a plainly found document and which is small beside it. */
export function isPortraitOf(box: TFaceBox, document: TDocumentResult): boolean {
  return (
    holdsSmall(document.corners, box) && document.confidence >= PORTRAIT_MIN_OUTLINE_CONFIDENCE
  );
}

/** The box's centre lies inside the outline and the box is under `share` of its width. */
function holdsSmall(corners: TPoint[], box: TFaceBox, share = PORTRAIT_MAX_WIDTH_SHARE): boolean {
  const xs = corners.map((corner) => corner.x);
  const ys = corners.map((corner) => corner.y);
  const centre = { x: box.x + box.width / 2, y: box.y + box.width / 2 };
  const inside =
    centre.x > Math.min(...xs) &&
    centre.x < Math.max(...xs) &&
    centre.y > Math.min(...ys) &&
    centre.y < Math.max(...ys);
  return inside && box.width < share * (Math.max(...xs) - Math.min(...xs));
}

/**
 * A printed portrait's face, measured by its landmarks (brow to chin, cheek to cheek), is
 * under this share of the frame's width (a card filling it) and of its outline's. Human's
 * own box is 1.5 to 2.3 times the landmarks' and grows with the face's share of the frame,
 * so it is not what these compare: a card whose photograph the face fills (a third of the
 * card wide, as on a Spanish DNI) makes that box half the card's width or more. On the
 * development set the landmarks of a card's portrait span 0.07 to 0.34 of its outline.
 */
const MAX_FACE_SHARE = 0.25;
const MAX_FACE_OUTLINE_SHARE = 0.4;
/** What an outline estimated from the portrait is worth: under the spec's 0.75, never detected. */
const ESTIMATE_CONFIDENCE = 0.6;

/**
 * A card front whose outline the finder lost (a card filling the frame, a busy background
 * touching its edges), recognised by the lines of print beside its face (printBesideFace)
 * and placed by the printed photograph hugging the face (findPortraitFrame; where the
 * photograph has no edge of its own, a faded or vignetted portrait, by the face itself): the outline found when it holds the face small inside it, otherwise
 * one estimated from the photograph (an ID-1 card reaching towards the frame's middle) at
 * a confidence under the spec's thresholds, so a capture stage waits for a better frame
 * while the side is known. Null when there is no such photograph: a face in a room.
 */
export async function frontAroundPortrait(
  frame: TGreyImage,
  { box: face, landmarkBox }: { box: TFaceBox; landmarkBox: TFaceBox | null },
  analysed: TDocumentResult | null,
): Promise<TDocumentResult | null> {
  // Without landmarks, half of Human's box stands for them.
  const tight = landmarkBox ?? { ...face, width: face.width / 2, height: face.height / 2 };
  if (tight.width > MAX_FACE_SHARE * frame.width) return null;
  // A document prints its holder's data beside the portrait (a photograph of a person, or
  // a framed picture on a wall, does not); its photograph's edge, when it has one, places it.
  if (!(await printBesideFace(frame, face))) return null;
  const photo = (await findPortraitFrame(frame, face)) ?? {
    corners: photoAround(face),
    fit: ESTIMATED_PHOTO_FIT,
  };
  if (analysed && holdsSmall(analysed.corners, tight, MAX_FACE_OUTLINE_SHARE)) return analysed;
  const corners = cardAround(photo.corners, frame);
  const found = await analyseDocument(frame, {
    outlines: [
      { corners, aspect: CARD_ASPECT, area: 0, confidence: ESTIMATE_CONFIDENCE * photo.fit },
    ],
  });
  return found && !found.mrz ? found : null;
}

/** Where a portrait's photograph lies about its face: head and shoulders, upright. */
function photoAround(face: TFaceBox): TPoint[] {
  const cx = face.x + face.width / 2;
  const cy = face.y + face.height / 2 + PHOTO_DROP * face.width;
  const [w, h] = [PHOTO_WIDTH * face.width, PHOTO_HEIGHT * face.width];
  return [
    { x: cx - w / 2, y: cy - h / 2 },
    { x: cx + w / 2, y: cy - h / 2 },
    { x: cx + w / 2, y: cy + h / 2 },
    { x: cx - w / 2, y: cy + h / 2 },
  ];
}

/**
 * An ID-1 card around its printed photograph: the photograph about 0.64 of the card's
 * height, the card reaching from it towards the frame's middle.
 */
function cardAround(photo: TPoint[], frame: TGreyImage): TPoint[] {
  const centre = {
    x: photo.reduce((sum, p) => sum + p.x, 0) / 4,
    y: photo.reduce((sum, p) => sum + p.y, 0) / 4,
  };
  const sides = [0, 1].map((i) => {
    const a = photo[i] as TPoint;
    const b = photo[i + 1] as TPoint;
    return { x: b.x - a.x, y: b.y - a.y, length: Math.hypot(b.x - a.x, b.y - a.y) };
  }) as [{ x: number; y: number; length: number }, { x: number; y: number; length: number }];
  const [long, short] = sides[0].length >= sides[1].length ? sides : [sides[1], sides[0]];
  // Down the photograph, and across it to the right.
  const flip = long.y < 0 ? -1 : 1;
  const down = { x: (flip * long.x) / long.length, y: (flip * long.y) / long.length };
  const across = { x: -down.y, y: down.x };
  const height = long.length / PHOTO_CARD_HEIGHT;
  const width = height * CARD_ASPECT;
  const towardsMiddle =
    (frame.width / 2 - centre.x) * across.x + (frame.height / 2 - centre.y) * across.y;
  const shift =
    (towardsMiddle >= 0 ? 1 : -1) * (width / 2 - short.length / 2 - CARD_MARGIN * width);
  const middle = {
    x: centre.x + across.x * shift + down.x * CARD_DROP * height,
    y: centre.y + across.y * shift + down.y * CARD_DROP * height,
  };
  const at = (u: number, v: number) => ({
    x: middle.x + across.x * u * width + down.x * v * height,
    y: middle.y + across.y * u * width + down.y * v * height,
  });
  return [at(-0.5, -0.5), at(0.5, -0.5), at(0.5, 0.5), at(-0.5, 0.5)];
}

import sharp from 'sharp';
import { postedFrame, withSensorNoise } from './camera-scene.ts';
import { CARD_FILM, flatCard, type TFlatCard } from './card-film.ts';
import { filmTake, sweptTake, type TCardAt, type TFilming, type TSweep } from './card-take.ts';
import { cutoutCover, paperCopy, screenShowing } from './document-attacks.ts';
import { FIXTURE_IDENTITIES } from './identities.ts';
import { portraitPng } from './portraits.ts';
import { CARD_FRONT_PORTRAIT, renderDocument } from './render-document.ts';
import type { TScreen } from './screen-grid.ts';

/**
 * A fixture card's front as the capture screen films it, held up by its holder or presented
 * by an attacker: the front's frame and the hologram's burst (8 frames of the card tilted
 * from side to side), 640x480 JPEGs as the browser posts them. The genuine take is the card
 * on the table-brown background of the e2e fake camera, its hologram turning with the tilt;
 * each attack is the same card. For the server's tests; the measured set is in
 * evaluation/generate-document-attack-set.ts.
 */
export const DOCUMENT_PRESENTATIONS = [
  'genuine',
  'phone-screen',
  'monitor-screen',
  'printed',
  'photocopied',
  'cutout-portrait',
] as const;
export type TDocumentPresentation = (typeof DOCUMENT_PRESENTATIONS)[number];

/** The front's frame and the burst's frames, JPEG. */
export interface TDocumentTake {
  front: Buffer;
  burst: Buffer[];
}

/** The hologram's hue turns this many degrees a degree of tilt (about 100° over a burst). */
export const HOLOGRAM_HUE_PER_DEGREE = 3;

const TABLE = { r: 0x5d, g: 0x4b, b: 0x3c };

/** The genuine take's sweep: the card 470 px wide, tilted ±18° side to side. */
const SWEEP: TSweep = {
  x: 320,
  y: 240,
  width: 470,
  roll: 2,
  frontTilt: 0,
  amplitude: 18,
  axis: 90,
  frames: 8,
  drift: { x: 1, y: -0.5, roll: 0.1 },
  sheen: { u: 0.5, v: 0.35, radius: 0.25, strength: 0.3, slide: 0.02 },
};

/** A phone held up showing the card, tilted less; a monitor filling the view, kept still. */
const PHONE: TScreen = {
  pitch: 0.9,
  angle: 0.05,
  depth: 0.3,
  band: { period: 90, phase: 0, depth: 0.06 },
  glare: { x: 420, y: 140, r: 70, gain: 40 },
  bezel: 24,
};
const MONITOR: TScreen = {
  ...PHONE,
  pitch: 2.2,
  bezel: 6,
  glare: { x: 200, y: 90, r: 90, gain: 25 },
};

/** The print's dot screen, card px (about 60 lines an inch), and the photocopier. */
const PRINT_DOTS = 5;
const COPIER = { white: 205, black: 80, paper: 242, toner: 28, grain: 0.25 };

/**
 * `identityId`'s card front (FIXTURE_IDENTITIES, an ID card) presented as `presentation`:
 * its front frame and its burst. Deterministic for a seed. A cut-out's face is the next
 * sample portrait unless `cutoutFace` (an image) is given: the attacker's own.
 */
export async function presentedCard(
  identityId: string,
  presentation: TDocumentPresentation,
  seed = 1,
  { cutoutFace }: { cutoutFace?: Buffer } = {},
): Promise<TDocumentTake> {
  const identity = FIXTURE_IDENTITIES.find((one) => one.id === identityId);
  if (identity?.kind !== 'id-card') throw new Error(`no fixture ID card ${identityId}`);
  const rendered = new Map<number, Promise<TFlatCard>>();
  const cardAt: TCardAt = (tilt) => {
    const hue = Math.round(tilt * HOLOGRAM_HUE_PER_DEGREE);
    const known =
      rendered.get(hue) ?? renderDocument(identity, 'id-front', hue).then((png) => flatCard(png));
    rendered.set(hue, known);
    return known;
  };
  const behind = await sharp({ create: { ...CARD_FILM, channels: 3, background: TABLE } })
    .raw()
    .toBuffer();
  const filming: TFilming = {
    behind,
    gloss: 1,
    camera: (rgb, index) => postedFrame(withSensorNoise(rgb, seed * 100 + index + 1, 2), 'jpeg'),
  };
  const take = sweptTake(SWEEP);
  const genuine = () => filmTake(cardAt, take, filming);
  if (presentation === 'genuine') return genuine();
  if (presentation === 'printed' || presentation === 'photocopied') {
    const copy = paperCopy(
      await cardAt(0, -1),
      presentation === 'printed'
        ? { kind: 'print', dots: PRINT_DOTS }
        : { kind: 'photocopy', copier: COPIER, seed },
    );
    return filmTake(async () => copy, take, { ...filming, gloss: 0.15 });
  }
  if (presentation === 'cutout-portrait') {
    const cover = await cutoutCover({
      face: cutoutFace ?? (await portraitPng(identity.portrait + 1, 300, 380)),
      box: CARD_FRONT_PORTRAIT,
      grow: 0.03,
      turn: 1.5,
      shift: [6, -4],
      lift: 16,
      dots: null,
      shadow: { dx: 4, dy: 5, opacity: 0.45, blur: 3 },
    });
    return filmTake(cardAt, take, { ...filming, cover });
  }
  // A screen plays the holder's own take, filmed by the attacker (the hologram turns on it).
  const shown = await genuine();
  const phone = presentation === 'phone-screen';
  const screen = { ...(phone ? PHONE : MONITOR), band: { ...PHONE.band } };
  const content = async (index: number) => {
    const jpeg = index < 0 ? shown.front : (shown.burst[index] as Buffer);
    screen.band.phase += 1.3;
    return screenShowing(await sharp(jpeg).raw().toBuffer(), CARD_FILM, screen);
  };
  const held = sweptTake(
    phone
      ? { ...SWEEP, width: 600, amplitude: 10, roll: -3 }
      : { ...SWEEP, width: 680, amplitude: 2, roll: 0, drift: { x: 0, y: 0, roll: 0 } },
  );
  return filmTake((_, index) => content(index), held, { ...filming, gloss: 0.4 });
}

import sharp from 'sharp';
import { CARD_FILM } from '../testing/card-film.ts';
import {
  filmTake,
  sweptTake,
  type TCardAt,
  type TFilming,
  type TSweep,
} from '../testing/card-take.ts';
import { cutoutCover, paperCopy, screenShowing } from '../testing/document-attacks.ts';
import { random } from '../testing/photograph.ts';
import { attackCard, type TAttackCard, type TDocumentSplit } from './document-attack-cards.ts';
import { captureFor } from './generate-pad-set.ts';
import { screenFor } from './pad-attacks.ts';
import { between } from './pad-movements.ts';
import { camera } from './pad-scenes.ts';

/**
 * The document-attack set (ISO/IEC 30107-3 vocabulary): each card front (document-attack-cards.ts)
 * taken bona fide, its holder holding it up to a webcam or a phone (on a stand or in the
 * hand, dim to bright, soft to sharp, JPEG 60–92: the presentation-attack set's cameras)
 * and tilting it for the hologram; and presented by an attacker, each attack on the same
 * card. A take is the front's frame and an 8-frame burst, 640x480 JPEGs. Generated, never
 * stored: the same cards and seed give the same bytes.
 */
export const DOCUMENT_ATTACKS = [
  /** The holder's own take played on a phone held up (or its front shown still). */
  'phone-screen',
  /** The same on a monitor filling the camera's view. */
  'monitor-screen',
  /** The card printed in colour on paper (a laser's dot screen, or a photo print's none). */
  'printed',
  /** The card photocopied in grey. */
  'photocopied',
  /** The genuine card with another person's portrait cut out and laid on its own. */
  'cutout-portrait',
  /** The front of the card, then another card tilted for the hologram. */
  'other-card',
] as const;
export type TDocumentAttack = (typeof DOCUMENT_ATTACKS)[number];
export type TDocumentPresentationKind = 'bona-fide' | TDocumentAttack;

export interface TDocumentAttackTake {
  split: TDocumentSplit;
  card: string;
  design: string;
  presentation: TDocumentPresentationKind;
  /** How the attack was made (a screen's still picture or video, a print's dots...). */
  variant: string;
  front: Buffer;
  burst: Buffer[];
}

const FRAMES = 8;

/** What is behind the card: a table's plain colour, lit unevenly, or a blurred room. */
async function backdrop(next: () => number): Promise<Buffer> {
  const { width, height } = CARD_FILM;
  const hue = Math.floor(next() * 360);
  const ground = `hsl(${hue},${Math.round(between(next, 8, 40))}%,${Math.round(between(next, 15, 55))}%)`;
  const shapes =
    next() < 0.5
      ? ''
      : Array.from({ length: 14 }, () => {
          const colour = `hsl(${Math.floor(next() * 360)},${Math.round(between(next, 10, 50))}%,${Math.round(between(next, 15, 75))}%)`;
          const [x, y] = [next() * width, next() * height];
          return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${between(next, 30, 260).toFixed(0)}" height="${between(next, 30, 260).toFixed(0)}" fill="${colour}"/>`;
        }).join('');
  const shade = `<linearGradient id="l" x1="${next().toFixed(2)}" y1="0" x2="${next().toFixed(2)}" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${between(next, 0, 0.4).toFixed(2)}"/></linearGradient>`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs>${shade}</defs><rect width="100%" height="100%" fill="${ground}"/>${shapes}<rect width="100%" height="100%" fill="url(#l)"/></svg>`;
  return sharp(Buffer.from(svg))
    .blur(shapes ? 6 : 1)
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** The webcam, what is behind, and how the card is held and swept for one take. */
async function filmingFor(
  next: () => number,
  gloss: number,
): Promise<{ filming: TFilming; sweep: TSweep }> {
  const capture = captureFor(next);
  const filming: TFilming = {
    behind: await backdrop(next),
    gloss,
    camera: (rgb) => camera(rgb, capture, next),
  };
  const sweep: TSweep = {
    x: between(next, 290, 350),
    y: between(next, 220, 260),
    width: between(next, 380, 520),
    roll: between(next, -8, 8),
    frontTilt: between(next, 0, 8),
    amplitude: between(next, 10, 28),
    axis: between(next, 70, 110),
    frames: FRAMES,
    drift: { x: between(next, -2, 2), y: between(next, -1.5, 1.5), roll: between(next, -0.3, 0.3) },
    sheen: {
      u: between(next, 0.2, 0.8),
      v: between(next, 0.2, 0.8),
      radius: between(next, 0.15, 0.35),
      strength: between(next, 0.1, 0.5),
      slide: between(next, 0.01, 0.03),
    },
  };
  return { filming, sweep };
}

/** An attack on `card`, filmed; `genuine` is its holder's own take (what a screen replays). */
async function attackTake(
  attack: TDocumentAttack,
  card: TAttackCard,
  genuine: { front: Buffer; burst: Buffer[] },
  other: TAttackCard,
  next: () => number,
): Promise<{ variant: string; front: Buffer; burst: Buffer[] }> {
  if (attack === 'phone-screen' || attack === 'monitor-screen') {
    const phone = attack === 'phone-screen';
    const screen = screenFor(phone ? 'replay-phone' : 'replay-monitor', next);
    const video = next() < 0.5;
    const { filming, sweep } = await filmingFor(next, between(next, 0.2, 0.6));
    const content = async (index: number) => {
      const jpeg = index < 0 || !video ? genuine.front : (genuine.burst[index] as Buffer);
      screen.band.phase += between(next, 0.8, 2.2);
      return screenShowing(await sharp(jpeg).raw().toBuffer(), CARD_FILM, screen);
    };
    const held: TSweep = phone
      ? { ...sweep, width: between(next, 480, 620), amplitude: between(next, 0, 15) }
      : {
          ...sweep,
          x: 320,
          y: 240,
          width: between(next, 640, 720),
          roll: between(next, -2, 2),
          amplitude: between(next, 0, 3),
          drift: { x: 0, y: 0, roll: 0 },
        };
    const take = await filmTake((_, index) => content(index), sweptTake(held), filming);
    return { variant: video ? 'video' : 'still', ...take };
  }
  if (attack === 'printed' || attack === 'photocopied') {
    const print = attack === 'printed';
    const { filming, sweep } = await filmingFor(
      next,
      print ? between(next, 0.05, 0.5) : between(next, 0.02, 0.1),
    );
    // A laser print's dot screen at 60–150 lines an inch (card px at 12 px/mm), or none.
    const dots = next() < 0.7 ? 304.8 / between(next, 60, 150) : null;
    const copy = paperCopy(
      await card.at(between(next, -25, 25)),
      print
        ? { kind: 'print', dots }
        : {
            kind: 'photocopy',
            copier: {
              white: between(next, 190, 220),
              black: between(next, 60, 100),
              paper: between(next, 235, 250),
              toner: between(next, 20, 40),
              grain: between(next, 0.1, 0.35),
            },
            seed: Math.floor(next() * 1e9),
          },
    );
    const take = await filmTake(async () => copy, sweptTake(sweep), filming);
    return { variant: print ? (dots ? `dots ${dots.toFixed(1)}` : 'photo') : 'grey', ...take };
  }
  if (attack === 'cutout-portrait') {
    const { filming, sweep } = await filmingFor(next, 1);
    const box = card.portrait;
    const sign = () => (next() < 0.5 ? -1 : 1);
    const cover = await cutoutCover({
      face: await card.otherFace(),
      box,
      grow: between(next, -0.03, 0.06),
      turn: sign() * between(next, 0.3, 4),
      shift: [between(next, -0.02, 0.02) * box.width, between(next, -0.02, 0.02) * box.height],
      lift: between(next, 0, 12),
      dots: next() < 0.5 ? null : between(next, 3, 5),
      shadow: {
        dx: between(next, -5, 5),
        dy: between(next, 1, 5),
        opacity: between(next, 0.2, 0.6),
        blur: between(next, 1, 4),
      },
    });
    return {
      variant: 'laid on',
      ...(await filmTake(card.at, sweptTake(sweep), { ...filming, cover })),
    };
  }
  // The holder's card for the front, another card tilted for the hologram: one camera.
  const { filming, sweep } = await filmingFor(next, 1);
  const take = sweptTake(sweep);
  const { front } = await filmTake(card.at, { front: take.front, burst: [] }, filming);
  const { burst } = await filmTake(other.at, { front: take.front, burst: take.burst }, filming);
  return { variant: other.design === card.design ? 'same design' : 'other design', front, burst };
}

/**
 * The takes of `cards` cards of a split: `bonaFide` bona fide takes a card, then every attack
 * once. The other card of an `other-card` attack is the split's card three before (the same
 * design on the evaluation side's three designs) or one before, in turn.
 */
export async function* documentAttackSet(
  split: TDocumentSplit,
  options: { cards: number; seed: number; bonaFide: number; attacks?: readonly TDocumentAttack[] },
): AsyncGenerator<TDocumentAttackTake> {
  // The cards of the last few indices, rendered once (an other-card attack looks back).
  const cards = new Map<number, TAttackCard>();
  const cardOf = (index: number) => {
    const card = cards.get(index) ?? attackCard(split, index, options.seed);
    cards.set(index, card);
    for (const known of cards.keys()) if (known < index - 3) cards.delete(known);
    return card;
  };
  for (let index = 0; index < options.cards; index += 1) {
    const card = cardOf(index);
    const named = { split, card: card.id, design: card.design };
    let genuine: { front: Buffer; burst: Buffer[] } | null = null;
    for (let take = 0; take < options.bonaFide; take += 1) {
      const next = random(options.seed * 7_919 + index * 131 + take * 17 + 1);
      const { filming, sweep } = await filmingFor(next, 1);
      const filmed = await filmTake(card.at as TCardAt, sweptTake(sweep), filming);
      genuine ??= filmed;
      yield { ...named, presentation: 'bona-fide', variant: 'held', ...filmed };
    }
    if (!genuine) continue;
    for (const [a, attack] of (options.attacks ?? DOCUMENT_ATTACKS).entries()) {
      const next = random(options.seed * 7_919 + index * 131 + 1_000 + a * 37);
      const other = cardOf(index + (index % 2 ? 3 : 1) * (index >= 3 ? -1 : 1));
      const made = await attackTake(attack, card, genuine, other, next);
      yield { ...named, presentation: attack, ...made };
    }
  }
}

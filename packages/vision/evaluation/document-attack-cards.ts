import sharp from 'sharp';
import {
  developmentFrontPortrait,
  developmentPrint,
  renderDevelopmentFront,
  type TDevelopmentDesign,
} from '../scripts/development-designs.ts';
import { flatCard, type TFlatCard } from '../testing/card-film.ts';
import { FIXTURE_IDENTITIES } from '../testing/identities.ts';
import { random } from '../testing/photograph.ts';
import { portraitPng } from '../testing/portraits.ts';
import { CARD_FRONT_PORTRAIT, renderDocument } from '../testing/render-document.ts';
import { designsOf } from './evaluation-designs.ts';
import { evaluationIdentity } from './evaluation-identities.ts';
import { FACE_CROPS, faceCrop, portraitPrint } from './print-portrait.ts';
import { cardFrontPortrait, renderCardFront } from './render-evaluation-card.ts';

/**
 * The card fronts of the document-attack set, each with an optically variable device (OVI)
 * whose colours turn as the card is tilted. Development cards (the thresholds are chosen on
 * them): the tuning renderer's cards (testing/render-document.ts, its own hologram) and the
 * development designs (scripts/development-designs.ts) with a round OVI drawn here.
 * Evaluation cards: the evaluation set's designs, holders and faces, with a kinegram stripe
 * drawn here; nothing of them is in the development cards.
 */
export type TDocumentSplit = 'development' | 'evaluation';

export interface TAttackCard {
  id: string;
  split: TDocumentSplit;
  design: string;
  /** The card front, its OVI as seen tilted by `tilt` degrees. */
  at: (tilt: number) => Promise<TFlatCard>;
  /** Where its portrait is, card px. */
  portrait: { left: number; top: number; width: number; height: number };
  /** Another person's photograph: the portrait of a cut-out laid on this card. */
  otherFace: () => Promise<Buffer>;
}

const ID_CARDS = FIXTURE_IDENTITIES.filter((identity) => identity.kind === 'id-card');
const DEVELOPMENT_DESIGNS: readonly TDevelopmentDesign[] = ['delta', 'sigma', 'orbit', 'kappa'];

/** Card `index` of `split` (deterministic for `seed`). */
export function attackCard(split: TDocumentSplit, index: number, seed: number): TAttackCard {
  const next = random(seed * 104_729 + index * 613 + (split === 'evaluation' ? 7 : 3));
  // How far the OVI's colours turn a degree of tilt (the e2e camera's turn about 100° a burst).
  const turn = 2 + 3 * next();
  const base = Math.floor(next() * 360);
  const draw = { index, seed, turn, base, next };
  return split === 'development' ? developmentCard(draw) : evaluationCard(draw);
}

/** What a card is drawn from: its place, the set's seed, its OVI's turn and hue, the stream. */
interface TCardDraw {
  index: number;
  seed: number;
  turn: number;
  base: number;
  next: () => number;
}

function developmentCard({ index, seed, turn, base, next }: TCardDraw): TAttackCard {
  const identity = ID_CARDS[Math.floor(index / 5) % ID_CARDS.length] as (typeof ID_CARDS)[number];
  const slot = index % 5;
  const otherFace = () => portraitPng(identity.portrait + 1, 300, 380);
  if (slot === 0) {
    const rendered = new Map<number, Promise<TFlatCard>>();
    const at = (tilt: number) => {
      const hue = Math.round(base + turn * tilt);
      const known = rendered.get(hue) ?? renderDocument(identity, 'id-front', hue).then(flatCard);
      rendered.set(hue, known);
      return known;
    };
    return {
      id: `dev-${index}`,
      split: 'development',
      design: 'tuning',
      at,
      portrait: CARD_FRONT_PORTRAIT,
      otherFace,
    };
  }
  const design = DEVELOPMENT_DESIGNS[slot - 1] as TDevelopmentDesign;
  const print = developmentPrint(seed * 31 + index, design);
  const portrait = developmentFrontPortrait(design);
  const plain = lazy(async () => flatCard(await renderDevelopmentFront(identity, print)));
  // The OVI on the half away from the portrait, in its lower part, 60–140 px across.
  const right = portrait.left < 400;
  const size = Math.round(60 + 80 * next());
  const ovi = { left: right ? 640 : 330, top: 600 - size };
  const at = async (tilt: number) =>
    withOvi(await plain(), ringsOvi(base + turn * tilt, tilt, size), ovi.left, ovi.top);
  return { id: `dev-${index}`, split: 'development', design, at, portrait, otherFace };
}

function evaluationCard({ index, seed, turn, base, next }: TCardDraw): TAttackCard {
  const designs = designsOf('TD1');
  const design = designs[index % designs.length] as (typeof designs)[number];
  const faces = FACE_CROPS.length;
  const face = FACE_CROPS[Math.floor(next() * faces)]?.name ?? '';
  const other =
    FACE_CROPS[
      (FACE_CROPS.findIndex((crop) => crop.name === face) + 1 + Math.floor(next() * (faces - 1))) %
        faces
    ]?.name ?? '';
  const cardSeed = seed * 10_007 + index;
  const plain = lazy(() =>
    renderCardFront({
      identity: evaluationIdentity(seed, index, 'TD1'),
      design,
      face,
      print: portraitPrint(cardSeed),
      seed: cardSeed,
    }),
  );
  const portrait = cardFrontPortrait(design);
  const left = design.portrait === 'left' ? 800 : 590;
  const at = async (tilt: number) =>
    withOvi(await plain(), stripeOvi(base + turn * tilt, tilt), left, 290);
  return {
    id: `eval-${index}`,
    split: 'evaluation',
    design: design.name,
    at,
    portrait,
    otherFace: () => faceCrop(other),
  };
}

/** A value made once, when first asked for. */
function lazy<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => {
    made ??= make();
    return made;
  };
}

/** `card` with `svg` (an OVI) laid on it at (`left`, `top`). */
async function withOvi(
  card: TFlatCard,
  svg: string,
  left: number,
  top: number,
): Promise<TFlatCard> {
  const data = await sharp(card.data, {
    raw: { width: card.width, height: card.height, channels: 4 },
  })
    .composite([{ input: Buffer.from(svg), left, top }])
    .raw()
    .toBuffer();
  return { ...card, data };
}

/** A round OVI `size` px across (development cards): rings of colour turning with `hue`, brighter as it tilts. */
function ringsOvi(hue: number, tilt: number, size: number): string {
  const light = 52 + 10 * Math.abs(Math.sin((tilt * Math.PI) / 60));
  const stops = Array.from(
    { length: 6 },
    (_, i) =>
      `<stop offset="${(i / 5).toFixed(2)}" stop-color="hsl(${Math.round(hue + i * 55) % 360},75%,${light.toFixed(0)}%)"/>`,
  ).join('');
  const r = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><defs><radialGradient id="r">${stops}</radialGradient></defs><circle cx="${r}" cy="${r}" r="${r - 2}" fill="url(#r)" opacity="0.82"/></svg>`;
}

/**
 * A kinegram stripe (evaluation cards): bands of colour down a narrow strip that turn with
 * `hue`, and a bright band that runs along it as the card tilts.
 */
function stripeOvi(hue: number, tilt: number): string {
  const stops = [0, 0.25, 0.5, 0.75, 1]
    .map(
      (at, i) =>
        `<stop offset="${at}" stop-color="hsl(${Math.round(hue + i * 90) % 360},70%,58%)"/>`,
    )
    .join('');
  const flash = (110 + 6 * tilt).toFixed(1);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="250"><defs><linearGradient id="k" x1="0" y1="0" x2="0.3" y2="0.22" spreadMethod="repeat">${stops}</linearGradient></defs><rect width="64" height="250" rx="6" fill="url(#k)" opacity="0.8"/><rect x="0" y="${flash}" width="64" height="26" fill="#fff" opacity="0.35"/></svg>`;
}

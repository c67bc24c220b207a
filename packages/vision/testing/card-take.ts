import { cardOver, lit, type TCardPose, type TFlatCard, type TSheen } from './card-film.ts';

/**
 * One take of a card before the capture screen: the front captured (the card held nearly
 * square to the camera), then the hologram's burst (the card tilted from side to side, a
 * frame every 0.25 s). Each frame has the card's pose, where the lamp's reflection falls on
 * it and how much light its turned face catches.
 */
export interface TCardTake {
  front: TTakeFrame;
  burst: TTakeFrame[];
}

export interface TTakeFrame {
  pose: TCardPose;
  /** The lamp's reflection on a glossy surface (scaled down on a matte one). */
  sheen: TSheen;
  /** The share of the lamp's light the card's face catches (1: square to it). */
  light: number;
}

/** The sweep of a take: how far and about which axis the hand tilts, where the card is. */
export interface TSweep {
  /** The card's centre and width in the frame (px, flat), its in-plane rotation (degrees). */
  x: number;
  y: number;
  width: number;
  roll: number;
  /** The front's tilt, degrees. */
  frontTilt: number;
  /** The burst tilts from -amplitude to +amplitude degrees (in `frames` steps). */
  amplitude: number;
  /** The tilt's axis in the card's plane, degrees (90: side to side). */
  axis: number;
  frames: number;
  /** The hand's drift across the burst: px a frame, degrees of roll a frame. */
  drift: { x: number; y: number; roll: number };
  /** Where the lamp's reflection sits at no tilt (card 0..1) and how far it slides a degree. */
  sheen: { u: number; v: number; radius: number; strength: number; slide: number };
}

/** The poses, reflections and light of a take swept as `sweep` says. */
export function sweptTake(sweep: TSweep): TCardTake {
  const frame = (tilt: number, step: number): TTakeFrame => {
    const radians = (tilt * Math.PI) / 180;
    const along = (sweep.axis * Math.PI) / 180;
    return {
      pose: {
        x: sweep.x + sweep.drift.x * step,
        y: sweep.y + sweep.drift.y * step,
        width: sweep.width,
        roll: sweep.roll + sweep.drift.roll * step,
        tilt: { degrees: tilt, axis: sweep.axis },
      },
      // The reflection slides across the card, perpendicular to the axis it turns about.
      sheen: {
        u: sweep.sheen.u + sweep.sheen.slide * tilt * Math.sin(along),
        v: sweep.sheen.v + sweep.sheen.slide * tilt * Math.cos(along),
        radius: sweep.sheen.radius,
        strength: sweep.sheen.strength,
      },
      light: 0.92 + 0.08 * Math.cos(radians) + 0.06 * Math.sin(radians),
    };
  };
  const steps = Math.max(1, sweep.frames - 1);
  return {
    front: frame(sweep.frontTilt, 0),
    burst: Array.from({ length: sweep.frames }, (_, i) =>
      frame(-sweep.amplitude + (2 * sweep.amplitude * i) / steps, i),
    ),
  };
}

/**
 * What the card looks like tilted by `tilt` degrees (its hologram's colours turn), in frame
 * `index` of the take (-1: the front).
 */
export type TCardAt = (tilt: number, index: number) => Promise<TFlatCard>;

/** How a take is filmed: what is behind the card, and the webcam (frame `index`, -1 the front). */
export interface TFilming {
  behind: Buffer;
  camera: (rgb: Buffer, index: number) => Promise<Buffer>;
  /** The surface's gloss: the share of the lamp's reflection it shows (1 a laminate). */
  gloss: number;
  /** Laid on the card after its light (a cut-out on the laminate), the card at `pose`. */
  cover?: (card: TFlatCard, pose: TCardPose) => Promise<TFlatCard>;
}

/** The take filmed: the front's frame and the burst's, as the webcam gives them. */
export async function filmTake(
  cardAt: TCardAt,
  take: TCardTake,
  filming: TFilming,
): Promise<{ front: Buffer; burst: Buffer[] }> {
  const shoot = async (at: TTakeFrame, index: number) => {
    const tilt = at.pose.tilt.degrees;
    const sheen = { ...at.sheen, strength: at.sheen.strength * filming.gloss };
    let card = lit(await cardAt(tilt, index), sheen, at.light);
    if (filming.cover) card = await filming.cover(card, at.pose);
    return filming.camera(await cardOver(filming.behind, card, at.pose), index);
  };
  const front = await shoot(take.front, -1);
  const burst: Buffer[] = [];
  for (const [index, at] of take.burst.entries()) burst.push(await shoot(at, index));
  return { front, burst };
}

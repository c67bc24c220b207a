import type { TAttributeFeatures } from './attribute-features.ts';

/**
 * The glasses' two logistic scores (classifyGlasses), chosen on the 'tune' set: sunglasses
 * from the eyes' luma (over the skin's) under SUN.eyeLuma and the cheek under them under
 * SUN.underEyeLuma, each over its spread; a frame from the edge strengths under the eyes,
 * across the nose bridge and over the temples (over the cheeks'), against FRAME's
 * references, weighted FRAME's weights, the sum scaled by FRAME.gain.
 */
const SUN = { eyeLuma: 0.36, eyeSpread: 0.035, underEyeLuma: 0.75, underEyeSpread: 0.2 } as const;
const FRAME = {
  gain: 2,
  underEye: { reference: 2.3, weight: 1.5 },
  bridge: { reference: 1.4 },
  temple: { reference: 2.5, weight: 0.5 },
} as const;
/** A hair band this share skin-coloured or more is bare (bald, a forehead): no colour. */
const BARE_SKIN_SHARE = 0.75;
/** Hair colours under this confidence are left out of the list. */
const HAIR_MIN_LISTED = 0.05;

/** Azure Face's glasses values. */
export type TGlasses = 'NoGlasses' | 'ReadingGlasses' | 'SunGlasses';
export const HAIR_COLOURS = ['brown', 'black', 'blond', 'red', 'gray', 'white', 'other'] as const;
export type THairColour = (typeof HAIR_COLOURS)[number];

/**
 * Glasses, facial hair and hair colour in Azure Face's shape, each with an honest
 * "cannot tell": `glasses: 'unknown'`, `facialHair: null`, an empty `hairColor` list.
 */
export interface TFaceAttributes {
  glasses: TGlasses | 'unknown';
  /** Probability of the `glasses` answer (0–1); null when unknown for want of a face. */
  glassesConfidence: number | null;
  /** 0–1 each; 0.4 is the decision point (the summary's "Si" above it). `sideburns` is
   * always null: measured on the labelled set it was no better than chance. */
  facialHair: { moustache: number; beard: number; sideburns: number | null } | null;
  /** Likely colours, most likely first, those under 0.05 left out; empty when unknown. */
  hair: { hairColor: { color: THairColour; confidence: number }[] };
}

/** Where the answers turn into `unknown`. Chosen on the 'tune' set only (docs/vision.md). */
export const ATTRIBUTE_THRESHOLDS = {
  /** Narrower faces (px between the outline points beside the ears) get no attributes. */
  minFaceWidth: 80,
  /** Faces darker than this (skin luma, 0–255) get no attributes. */
  minSkinLuma: 25,
  /** A glasses answer needs this probability. */
  glasses: 0.7,
  /** A hair colour list needs its first colour at this confidence. */
  hairColour: 0.5,
  /** The facial-hair number that means "yes" (SUMMARY_DISPLAY.facialHairYesAbove). */
  facialHairYes: 0.4,
} as const;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));
const round2 = (value: number) => Math.round(value * 100) / 100;
const ln = (value: number) => Math.log(Math.max(1e-3, value));

export const unknownAttributes = (): TFaceAttributes => ({
  glasses: 'unknown',
  glassesConfidence: null,
  facialHair: null,
  hair: { hairColor: [] },
});

/** The decisions on one face's measures (`measureAttributeFeatures`). */
export function classifyAttributes(features: TAttributeFeatures): TFaceAttributes {
  if (
    features.faceWidth < ATTRIBUTE_THRESHOLDS.minFaceWidth ||
    features.skinLuma < ATTRIBUTE_THRESHOLDS.minSkinLuma
  ) {
    return unknownAttributes();
  }
  const [glasses, glassesConfidence] = classifyGlasses(features);
  return {
    glasses,
    glassesConfidence,
    facialHair: {
      moustache: facialHairScore(features.moustache, FACIAL_HAIR.moustache),
      beard: facialHairScore(features.beard, FACIAL_HAIR.beard),
      sideburns: null,
    },
    hair: { hairColor: classifyHairColour(features) },
  };
}

/**
 * Dark lenses make the eyes and the cheek under them dark next to the skin; a frame draws
 * horizontal edges under the eyes, across the nose bridge and over the temples, where
 * skin is smooth.
 */
function classifyGlasses(features: TAttributeFeatures): [TGlasses | 'unknown', number] {
  const sun = sigmoid(
    (SUN.eyeLuma - features.eyeLuma) / SUN.eyeSpread +
      (SUN.underEyeLuma - features.underEyeLuma) / SUN.underEyeSpread,
  );
  const frame = sigmoid(
    FRAME.gain *
      (FRAME.underEye.weight * ln(features.underEyeEdges / FRAME.underEye.reference) +
        ln(features.bridgeEdges / FRAME.bridge.reference) +
        FRAME.temple.weight * ln(features.templeEdges / FRAME.temple.reference)),
  );
  const answers: [TGlasses, number][] = [
    ['SunGlasses', sun],
    ['ReadingGlasses', (1 - sun) * frame],
    ['NoGlasses', (1 - sun) * (1 - frame)],
  ];
  const [best, probability] = answers.reduce((a, b) => (b[1] > a[1] ? b : a));
  return [probability >= ATTRIBUTE_THRESHOLDS.glasses ? best : 'unknown', round2(probability)];
}

/** Colour distance from the skin where the score crosses `facialHairYes`, and its spread. */
const FACIAL_HAIR = {
  moustache: { at: 0.2, spread: 0.05 },
  beard: { at: 0.22, spread: 0.05 },
} as const;

function facialHairScore(
  region: { distance: number },
  { at, spread }: { at: number; spread: number },
): number {
  const yes = ATTRIBUTE_THRESHOLDS.facialHairYes;
  return round2(sigmoid((region.distance - at) / spread + Math.log(yes / (1 - yes))));
}

/**
 * Hair colours in [log(luma / skin luma), saturation, saturation·cos(hue),
 * saturation·sin(hue)]: the means of each colour's hair band on the 'tune' set.
 */
export const HAIR_PROTOTYPES: Record<THairColour, [number, number, number, number]> = {
  brown: [-0.86, 0.55, 0.5, 0.23],
  black: [-1.93, 0.15, 0.09, 0.02],
  blond: [0.31, 0.4, 0.3, 0.26],
  red: [-0.63, 0.79, 0.77, 0.2],
  gray: [-0.14, 0.04, 0.03, 0.03],
  white: [0.4, 0.02, 0.02, 0.02],
  other: [-0.44, 0.68, -0.01, -0.24],
};

export function hairVector(
  rgb: readonly [number, number, number],
  skinLuma: number,
): [number, number, number, number] {
  const [r, g, b] = rgb;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const saturation = max > 0 ? (max - min) / max : 0;
  let hue = 0;
  if (max > min) {
    if (max === r) hue = ((g - b) / (max - min)) % 6;
    else if (max === g) hue = (b - r) / (max - min) + 2;
    else hue = (r - g) / (max - min) + 4;
  }
  const angle = (hue * Math.PI) / 3;
  const luma = 0.299 * r + 0.587 * g + 0.114 * b;
  return [
    ln(luma / skinLuma),
    saturation,
    saturation * Math.cos(angle),
    saturation * Math.sin(angle),
  ];
}

const HAIR_WEIGHTS = [1, 2, 2, 2] as const;
const HAIR_TEMPERATURE = 0.08;

function classifyHairColour(features: TAttributeFeatures): TFaceAttributes['hair']['hairColor'] {
  const { rgb, skinShare } = features.hair;
  // Bald, a bare forehead, or a band off the picture: no colour to name.
  if (!rgb || skinShare > BARE_SKIN_SHARE) return [];
  const vector = hairVector(rgb, features.skinLuma);
  const weights = HAIR_COLOURS.map((colour) => {
    const prototype = HAIR_PROTOTYPES[colour];
    let squared = 0;
    for (let i = 0; i < 4; i += 1) {
      squared += HAIR_WEIGHTS[i as 0] * ((vector[i] as number) - (prototype[i] as number)) ** 2;
    }
    return Math.exp(-squared / HAIR_TEMPERATURE);
  });
  const total = weights.reduce((sum, w) => sum + w, 0) || 1;
  const list = HAIR_COLOURS.map((color, i) => ({
    color,
    confidence: round2((weights[i] as number) / total),
  }))
    .filter((entry) => entry.confidence >= HAIR_MIN_LISTED)
    .sort((a, b) => b.confidence - a.confidence);
  return (list[0]?.confidence ?? 0) >= ATTRIBUTE_THRESHOLDS.hairColour ? list : [];
}

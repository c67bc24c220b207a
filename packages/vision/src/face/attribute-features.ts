import {
  dist,
  faceFrame,
  headYaw,
  LANDMARKS,
  lerp,
  offset,
  point,
  type TMeshPoint,
  type TXY,
} from './face-landmarks.ts';
import {
  colourDistance,
  regionStats,
  square,
  type TRegionStats,
  type TRgbImage,
} from './face-regions.ts';

/** Luma from RGB (ITU-R BT.601 weights). */
const LUMA = { r: 0.299, g: 0.587, b: 0.114 } as const;
/**
 * Where the attributes are measured (measureAttributeFeatures): patch half-sizes in eye
 * widths unless said, positions as shares of the way between two landmarks. Skin at the
 * nose tip and cheeks; the eyes and the cheek under them (lens darkness); the nose bridge
 * and the temples (a frame's edges); between the nose and the lip (halfWidth in mouth
 * widths, halfHeight in nose-to-lip distances: moustache); under the lower lip (halfWidth
 * in mouth widths) and inside both jaw sides (inset in face widths: beard); a band above
 * the forehead line (from/to in face heights: hair).
 */
const PATCH = {
  skin: 0.22,
  eye: { half: 0.55, halfHeight: 0.3 },
  underEye: { drop: 0.55, half: 0.4, halfHeight: 0.16 },
  bridge: { half: 0.18, halfHeight: 0.3 },
  temple: { at: 0.55, half: 0.22, halfHeight: 0.3 },
  moustache: { at: 0.55, halfWidth: 0.3, halfHeight: 0.3 },
  chin: { at: 0.55, halfWidth: 0.3, halfHeight: 0.15 },
  jaw: { inset: 0.06, half: 0.18 },
  hairBand: { from: 0.04, to: 0.14 },
} as const;
/** The cheeks' edge strength counts as this at least (a smooth, blurred cheek would divide by nearly 0). */
const MIN_CHEEK_EDGES = 1.5;
/** The colour distance from the skin at which a hair band's skin share falls to 0. */
const SKIN_COLOUR_RANGE = 0.5;

/** The measures the attribute decisions are made from (all relative to the face's skin). */
export interface TAttributeFeatures {
  /** Face width between the outline points beside the ears, px. */
  faceWidth: number;
  /** How far the nose sits off the middle of the face (0 frontal, 1 full profile). */
  yaw: number;
  skin: [number, number, number];
  skinLuma: number;
  /** Luma of the eyes and of the cheek just under them, over the skin's. */
  eyeLuma: number;
  underEyeLuma: number;
  /** Horizontal-edge strength under the eyes, on the nose bridge and on the temples,
   * over the same measure on the cheeks (1: as smooth as the cheeks). */
  underEyeEdges: number;
  bridgeEdges: number;
  templeEdges: number;
  /** Colour distance from the skin and luma over the skin's, per facial-hair region.
   * (No sideburns: beside the face they cannot be told from hair or background.) */
  moustache: { distance: number; luma: number };
  beard: { distance: number; luma: number };
  /** Mean colour over the forehead line and the share of it that looks like skin. */
  hair: { rgb: [number, number, number] | null; skinShare: number };
}

const median3 = (values: number[]) => [...values].sort((a, b) => a - b)[1] as number;

function need(stats: TRegionStats | null): TRegionStats {
  if (!stats) throw new RangeError('face region outside the image');
  return stats;
}

/** Measures the regions around the eyes, mouth, jaw and hairline of one face. */
export function measureAttributeFeatures(
  image: TRgbImage,
  mesh: readonly TMeshPoint[],
): TAttributeFeatures {
  const frame = faceFrame(mesh);
  const face: TFace = {
    p: (index) => point(mesh, index),
    frame,
    patch: (centre, half, halfHeight = half) =>
      need(regionStats(image, square(centre, half, frame.angle, halfHeight))),
  };
  const { skin, skinLuma, cheekEdges } = measureSkin(face);
  const lenses = lensRegions(face);
  const mean = (stats: TRegionStats[], key: 'luma' | 'edgeY') =>
    stats.reduce((sum, s) => sum + s[key], 0) / stats.length;
  const hairRegion = (stats: TRegionStats[]) => {
    const rgb = [0, 1, 2].map(
      (c) => stats.reduce((s, r) => s + (r.rgb[c] as number), 0) / stats.length,
    );
    return {
      distance: colourDistance(rgb, skin),
      luma:
        (LUMA.r * (rgb[0] as number) + LUMA.g * (rgb[1] as number) + LUMA.b * (rgb[2] as number)) /
        skinLuma,
    };
  };
  const { moustache, beard } = facialHairRegions(face);
  const hairStats = regionStats(image, hairBand(face));
  const hairShare = hairStats ? hairSkinShare(hairStats, skin) : 1;

  return {
    faceWidth: frame.faceWidth,
    yaw: Math.abs(headYaw(mesh)),
    skin,
    skinLuma,
    eyeLuma: mean(lenses.eyes, 'luma') / skinLuma,
    underEyeLuma: mean(lenses.underEyes, 'luma') / skinLuma,
    underEyeEdges: mean(lenses.underEyes, 'edgeY') / cheekEdges,
    bridgeEdges: lenses.bridge.edgeY / cheekEdges,
    templeEdges: mean(lenses.temples, 'edgeY') / cheekEdges,
    moustache: hairRegion(moustache),
    beard: hairRegion(beard),
    hair: { rgb: hairStats ? hairStats.rgb : null, skinShare: hairShare },
  };
}

/** One face to measure: its landmarks, its frame, and a patch's stats turned with it. */
interface TFace {
  p: (index: number) => TXY;
  frame: ReturnType<typeof faceFrame>;
  /** A patch's stats (half-sizes in px); throws a RangeError off the image. */
  patch: (centre: TXY, half: number, halfHeight?: number) => TRegionStats;
}

/**
 * Skin: the median of three patches (nose tip, both cheeks) per channel, its luma, and the
 * cheeks' edge strength the other regions' edges are measured against.
 */
function measureSkin({ p, frame, patch }: TFace) {
  const ew = frame.eyeWidth;
  const skinPatches = [LANDMARKS.noseTip, LANDMARKS.rightCheek, LANDMARKS.leftCheek].map((index) =>
    patch(p(index), ew * PATCH.skin),
  );
  const skin = [0, 1, 2].map((c) => median3(skinPatches.map((s) => s.rgb[c] as number))) as [
    number,
    number,
    number,
  ];
  const skinLuma = Math.max(8, LUMA.r * skin[0] + LUMA.g * skin[1] + LUMA.b * skin[2]);
  const cheekEdges = Math.max(MIN_CHEEK_EDGES, median3(skinPatches.map((s) => s.edgeY)));
  return { skin, skinLuma, cheekEdges };
}

/** Where glasses show: the eyes, the cheek under them, the nose bridge and the temples. */
function lensRegions({ p, frame, patch }: TFace) {
  const ew = frame.eyeWidth;
  const down = { x: -frame.up.x, y: -frame.up.y };
  const centres = [frame.rightEyeCentre, frame.leftEyeCentre];
  const eyes = centres.map((c) => patch(c, ew * PATCH.eye.half, ew * PATCH.eye.halfHeight));
  const underEyes = centres.map((c) =>
    patch(
      offset(c, down, ew * PATCH.underEye.drop),
      ew * PATCH.underEye.half,
      ew * PATCH.underEye.halfHeight,
    ),
  );
  const bridge = patch(
    p(LANDMARKS.noseBridge),
    ew * PATCH.bridge.half,
    ew * PATCH.bridge.halfHeight,
  );
  const temples = [
    lerp(p(LANDMARKS.rightEye.outer), p(LANDMARKS.rightSide), PATCH.temple.at),
    lerp(p(LANDMARKS.leftEye.outer), p(LANDMARKS.leftSide), PATCH.temple.at),
  ].map((c) => patch(c, ew * PATCH.temple.half, ew * PATCH.temple.halfHeight));
  return { eyes, underEyes, bridge, temples };
}

/** Between the nose and the lip (moustache); under the lower lip and inside both jaw sides (beard). */
function facialHairRegions({ p, frame, patch }: TFace) {
  const { eyeWidth: ew, faceWidth, up } = frame;
  const across = { x: -up.y, y: up.x };
  const subnasal = p(LANDMARKS.subnasal);
  const lipTop = p(LANDMARKS.upperLipTop);
  const mouthWidth = dist(p(LANDMARKS.mouthRight), p(LANDMARKS.mouthLeft));
  const moustache = [
    patch(
      lerp(subnasal, lipTop, PATCH.moustache.at),
      mouthWidth * PATCH.moustache.halfWidth,
      dist(subnasal, lipTop) * PATCH.moustache.halfHeight,
    ),
  ];
  const chin = p(LANDMARKS.chin);
  const beard = [
    patch(
      lerp(p(LANDMARKS.lowerLipBottom), chin, PATCH.chin.at),
      mouthWidth * PATCH.chin.halfWidth,
      ew * PATCH.chin.halfHeight,
    ),
    patch(offset(p(172), across, faceWidth * PATCH.jaw.inset), ew * PATCH.jaw.half),
    patch(offset(p(397), across, -faceWidth * PATCH.jaw.inset), ew * PATCH.jaw.half),
  ];
  return { moustache, beard };
}

/** Hair: a band just above the forehead line, from temple to temple. */
function hairBand({ p, frame }: TFace): TXY[] {
  const line = LANDMARKS.forehead.slice(2, -2).map((index) => p(index));
  return [
    ...line.map((q) => offset(q, frame.up, frame.faceHeight * PATCH.hairBand.from)),
    ...[...line].reverse().map((q) => offset(q, frame.up, frame.faceHeight * PATCH.hairBand.to)),
  ];
}

/** 1 when the band's mean colour is the skin's, falling to 0 far from it. */
const hairSkinShare = (stats: TRegionStats, skin: [number, number, number]) =>
  Math.max(0, 1 - colourDistance(stats.rgb, skin) / SKIN_COLOUR_RANGE);

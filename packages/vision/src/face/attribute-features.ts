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
  const p = (index: number) => point(mesh, index);
  const frame = faceFrame(mesh);
  const { eyeWidth: ew, faceWidth, faceHeight, up, angle } = frame;
  const down = { x: -up.x, y: -up.y };
  const across = { x: -up.y, y: up.x };
  const patch = (centre: TXY, half: number, halfHeight = half) =>
    need(regionStats(image, square(centre, half, angle, halfHeight)));

  // Skin: the median of three patches (nose tip, both cheeks) per channel.
  const skinPatches = [LANDMARKS.noseTip, LANDMARKS.rightCheek, LANDMARKS.leftCheek].map((index) =>
    patch(p(index), ew * 0.22),
  );
  const skin = [0, 1, 2].map((c) => median3(skinPatches.map((s) => s.rgb[c] as number))) as [
    number,
    number,
    number,
  ];
  const skinLuma = Math.max(8, 0.299 * skin[0] + 0.587 * skin[1] + 0.114 * skin[2]);
  const cheekEdges = Math.max(1.5, median3(skinPatches.map((s) => s.edgeY)));

  const eyes = [frame.rightEyeCentre, frame.leftEyeCentre];
  const eyeStats = eyes.map((c) => patch(c, ew * 0.55, ew * 0.3));
  const underStats = eyes.map((c) => patch(offset(c, down, ew * 0.55), ew * 0.4, ew * 0.16));
  const bridge = patch(p(LANDMARKS.noseBridge), ew * 0.18, ew * 0.3);
  const temples = [
    lerp(p(LANDMARKS.rightEye.outer), p(LANDMARKS.rightSide), 0.55),
    lerp(p(LANDMARKS.leftEye.outer), p(LANDMARKS.leftSide), 0.55),
  ].map((c) => patch(c, ew * 0.22, ew * 0.3));
  const mean = (stats: TRegionStats[], key: 'luma' | 'edgeY') =>
    stats.reduce((sum, s) => sum + s[key], 0) / stats.length;

  const hairRegion = (stats: TRegionStats[]) => {
    const rgb = [0, 1, 2].map(
      (c) => stats.reduce((s, r) => s + (r.rgb[c] as number), 0) / stats.length,
    );
    return {
      distance: colourDistance(rgb, skin),
      luma:
        (0.299 * (rgb[0] as number) + 0.587 * (rgb[1] as number) + 0.114 * (rgb[2] as number)) /
        skinLuma,
    };
  };
  const subnasal = p(LANDMARKS.subnasal);
  const lipTop = p(LANDMARKS.upperLipTop);
  const mouthWidth = dist(p(LANDMARKS.mouthRight), p(LANDMARKS.mouthLeft));
  const moustache = [
    patch(lerp(subnasal, lipTop, 0.55), mouthWidth * 0.3, dist(subnasal, lipTop) * 0.3),
  ];
  const chin = p(LANDMARKS.chin);
  const beard = [
    patch(lerp(p(LANDMARKS.lowerLipBottom), chin, 0.55), mouthWidth * 0.3, ew * 0.15),
    patch(offset(p(172), across, faceWidth * 0.06), ew * 0.18),
    patch(offset(p(397), across, -faceWidth * 0.06), ew * 0.18),
  ];
  // Hair: a band just above the forehead line, from temple to temple.
  const line = LANDMARKS.forehead.slice(2, -2).map((index) => p(index));
  const band = [
    ...line.map((q) => offset(q, up, faceHeight * 0.04)),
    ...[...line].reverse().map((q) => offset(q, up, faceHeight * 0.14)),
  ];
  const hairStats = regionStats(image, band);
  const hairShare = hairStats ? hairSkinShare(hairStats, skin) : 1;

  return {
    faceWidth,
    yaw: Math.abs(headYaw(mesh)),
    skin,
    skinLuma,
    eyeLuma: mean(eyeStats, 'luma') / skinLuma,
    underEyeLuma: mean(underStats, 'luma') / skinLuma,
    underEyeEdges: mean(underStats, 'edgeY') / cheekEdges,
    bridgeEdges: bridge.edgeY / cheekEdges,
    templeEdges: mean(temples, 'edgeY') / cheekEdges,
    moustache: hairRegion(moustache),
    beard: hairRegion(beard),
    hair: { rgb: hairStats ? hairStats.rgb : null, skinShare: hairShare },
  };
}

/** 1 when the band's mean colour is the skin's, falling to 0 far from it. */
const hairSkinShare = (stats: TRegionStats, skin: [number, number, number]) =>
  Math.max(0, 1 - colourDistance(stats.rgb, skin) / 0.5);

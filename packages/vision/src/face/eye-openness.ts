type TPoint = readonly [number, number, number?];

// Six MediaPipe face-mesh landmarks per eye: the two corners (p1, p4) and two pairs of
// points on the upper and lower lids (p2/p6, p3/p5).
const RIGHT_EYE = [33, 160, 158, 133, 153, 144] as const;
const LEFT_EYE = [362, 385, 387, 263, 373, 380] as const;

/**
 * Eye aspect ratio (Soukupová and Čech, 2016): the lid gap over the eye's width,
 * (|p2−p6| + |p3−p5|) / (2·|p1−p4|), averaged over both eyes. About 0.25–0.35 for an
 * open eye and under 0.15 for a closed one; null without a full 468-point mesh.
 */
export function eyeOpenness(mesh: readonly TPoint[] | undefined): number | null {
  if (!mesh || mesh.length < 468) return null;
  const right = aspectRatio(mesh, RIGHT_EYE);
  const left = aspectRatio(mesh, LEFT_EYE);
  if (right === null || left === null) return null;
  return Number(((right + left) / 2).toFixed(4));
}

function aspectRatio(mesh: readonly TPoint[], indices: readonly number[]): number | null {
  const [p1, p2, p3, p4, p5, p6] = indices.map((index) => mesh[index]);
  if (!p1 || !p2 || !p3 || !p4 || !p5 || !p6) return null;
  const width = distance(p1, p4);
  return width > 0 ? (distance(p2, p6) + distance(p3, p5)) / (2 * width) : null;
}

const distance = (a: TPoint, b: TPoint) => Math.hypot(a[0] - b[0], a[1] - b[1]);

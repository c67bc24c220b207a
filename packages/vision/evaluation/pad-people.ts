import sharp from 'sharp';
import { detectFace } from '../src/face/detect-face.ts';
import { getHumanEngine } from '../src/face/human-engine.ts';
import type { TFaceGeometry } from '../testing/face-motion.ts';
import { facePeople } from './face-pair-people.ts';
import { FRAME, inRoom, type TPadFace } from './pad-scenes.ts';
import { faceCrop } from './print-portrait.ts';

/**
 * The people of the presentation-attack set: one photograph each of the labelled faces
 * (Human's sample screenshots), the development split from the face match's 'tuning'
 * people and the evaluation split from its 'held-apart' ones, so no face is on both sides.
 * Faces the mesh does not find, or that look away already (|yaw| > 0.2), are left out:
 * they cannot be asked to turn from frontal.
 */
export type TPadSplit = 'development' | 'evaluation';

export interface TPadPerson extends TPadFace {
  person: string;
  split: TPadSplit;
}

const FACE_HEIGHT = 300;
const pick = (points: number[][], index: number) => points[index] ?? [0, 0];

/** The face's landmarks (face-motion.ts's geometry) from Human's mesh on the scaled crop. */
async function measureGeometry(rgb: Buffer, width: number, height: number) {
  const frame = await sharp(await inRoom(rgb, { width, height }), {
    raw: { ...FRAME, channels: 3 },
  })
    .png()
    .toBuffer();
  const face = await detectFace(frame, { widthFaceRect: 0, attributes: false, describe: false });
  if (!face.detected || face.yaw === null || Math.abs(face.yaw) > 0.2) return null;
  const { human } = await getHumanEngine();
  const { data, info } = await sharp(frame)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const tensor = human.tf.tensor3d(Int32Array.from(data), [info.height, info.width, 3], 'int32');
  try {
    const mesh = (await human.detect(tensor)).face[0]?.mesh as number[][] | undefined;
    if (!mesh || mesh.length < 468) return null;
    const left = Math.floor((FRAME.width - width) / 2);
    const top = Math.max(0, Math.floor((FRAME.height - height) / 2));
    const fx = (point: number[]) => ((point[0] ?? 0) - left) / width;
    const fy = (point: number[]) => ((point[1] ?? 0) - top) / height;
    const eye = (a: number, b: number) =>
      [
        (fx(pick(mesh, a)) + fx(pick(mesh, b))) / 2,
        (fy(pick(mesh, a)) + fy(pick(mesh, b))) / 2,
        Math.abs(fx(pick(mesh, b)) - fx(pick(mesh, a))),
      ] as const;
    return {
      eyes: [eye(33, 133), eye(362, 263)],
      outline: [fx(pick(mesh, 234)), fx(pick(mesh, 454))],
      nose: fx(pick(mesh, 4)),
    } satisfies TFaceGeometry;
  } finally {
    human.tf.dispose(tensor);
  }
}

/** Up to `perSplit` people of each split, each with one photograph and its landmarks. */
export async function padPeople(perSplit: Record<TPadSplit, number>): Promise<TPadPerson[]> {
  const people: TPadPerson[] = [];
  const count = { development: 0, evaluation: 0 };
  for (const candidate of facePeople(1)) {
    const split: TPadSplit = candidate.split === 'tuning' ? 'development' : 'evaluation';
    const [name] = candidate.faces;
    if (!name || count[split] >= perSplit[split]) continue;
    const { data, info } = await sharp(await faceCrop(name, 'selfie'))
      .resize({ height: FACE_HEIGHT, kernel: 'lanczos3' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width > FRAME.width) continue;
    const geometry = await measureGeometry(data, info.width, info.height);
    if (!geometry) continue;
    count[split] += 1;
    people.push({ person: candidate.person, split, rgb: data, size: info, geometry });
  }
  return people;
}

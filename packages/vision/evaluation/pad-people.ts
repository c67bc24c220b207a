import sharp from 'sharp';
import { detectFace } from '../src/face/detect-face.ts';
import { getHumanEngine } from '../src/face/human-engine.ts';
import type { TFaceGeometry } from '../testing/face-motion.ts';
import { facePeople } from './face-pair-people.ts';
import { FRAME, inRoom, type TPadFace } from './pad-scenes.ts';
import { faceCrop } from './print-portrait.ts';

/**
 * The people of the presentation-attack set: one photograph each of the labelled faces
 * (Human's sample screenshots, the only faces the repository and its packages hold besides
 * the two the filmed faces use), the development split from the face match's 'tuning'
 * people and the evaluation split from its 'held-apart' ones, so no face is on both sides.
 * A person's first photograph the mesh finds looking at the camera (MAX_YAW, MIN_PITCH)
 * is theirs; people without one are left out.
 */
export type TPadSplit = 'development' | 'evaluation';

export interface TPadPerson extends TPadFace {
  person: string;
  split: TPadSplit;
}

/** The photograph's height in the 640x480 frame: the face about 0.3 of the frame's width, a webcam at arm's length. */
const FACE_HEIGHT = 220;
/**
 * How far from frontal and upright a photograph may look (face-landmarks.ts yaw and pitch;
 * 0.25 is about 15°): the capture screen frames a face looking at the camera before it asks
 * for a movement, and a head already turned or bowed cannot answer one from there.
 */
const MAX_YAW = 0.25;
const MIN_PITCH = -0.2;
const pick = (points: number[][], index: number) => points[index] ?? [0, 0];

/** The face's landmarks (face-motion.ts's geometry) from Human's mesh on the scaled crop. */
async function measureGeometry(rgb: Buffer, width: number, height: number) {
  const frame = await sharp(await inRoom(rgb, { width, height }), {
    raw: { ...FRAME, channels: 3 },
  })
    .png()
    .toBuffer();
  const face = await detectFace(frame, { widthFaceRect: 0, attributes: false, describe: false });
  if (!face.detected || face.yaw === null || face.pitch === null) return null;
  if (Math.abs(face.yaw) > MAX_YAW || face.pitch < MIN_PITCH) return null;
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
  for (const candidate of facePeople()) {
    const split: TPadSplit = candidate.split === 'tuning' ? 'development' : 'evaluation';
    for (const name of candidate.faces) {
      if (count[split] >= perSplit[split]) break;
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
      break;
    }
  }
  return people;
}

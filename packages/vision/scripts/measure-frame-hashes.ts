import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { faceMatch } from '../src/face/face-match.ts';
import { decodeFrames } from '../src/video/decode-frames.ts';
import { hashDistance, perceptualHash, perceptualHashOfRgb } from '../src/video/perceptual-hash.ts';
import { createVisionPool } from '../src/workers/vision-pool.ts';
import {
  documentScene,
  faceScene,
  postedFrame,
  SCENE,
  type TFaceScene,
  withSensorNoise,
} from '../testing/camera-scene.ts';
import { recordWebm } from '../testing/record-webm.ts';

// `node --import tsx packages/vision/scripts/measure-frame-hashes.ts [--noise 8] [--faces]`: the
// figures behind SAME_FRAME_MAX_DISTANCE and the recording's person check (docs/vision.md,
// "Recording"). A filmed session (camera-scene.ts) at 30 fps is encoded as MediaRecorder
// would (VP8, real time) at three bitrates and decoded again; each camera frame's hash, as
// the browser posts it (PNG and JPEG), is compared with the video's frame at its time, with
// its neighbours in motion, with other poses of the same room, and with the documents.
// `--faces` also runs the face engine on decoded frames against the posted selfie.

const FPS = 30;
const BITRATES = [500_000, 1_000_000, 1_500_000, 2_500_000];
const DECODE_WIDTHS = [64, 128];
/** `--noise 8`: the sensor noise's standard deviation in levels (3 a lit room, 8 a dim one). */
const NOISE = Number(process.argv[process.argv.indexOf('--noise') + 1]) || 3;

interface TShot {
  label: string;
  scene: TFaceScene | { document: 'id-front' | 'id-back' };
}

const holder = (pose: TFaceScene['pose'] = {}, shift: [number, number] = [0, 0]): TFaceScene => ({
  face: 'holder',
  pose,
  shift,
});

/** The session: still, a blink, a turn there and back, the head moving aside, another person, the card. */
function script(): TShot[] {
  const shots: TShot[] = [];
  const add = (label: string, scene: TShot['scene'], count = 1) => {
    for (let i = 0; i < count; i += 1) shots.push({ label, scene });
  };
  add('still', holder(), 20);
  add('blink', holder({ eyesClosed: true }), 6);
  add('still', holder(), 6);
  for (let step = 1; step <= 8; step += 1) add(`turn ${step / 16}`, holder({ turn: step / 16 }));
  add('turn 0.5', holder({ turn: 0.5 }), 6);
  for (let step = 7; step >= 1; step -= 1) add(`turn ${step / 16}`, holder({ turn: step / 16 }));
  for (let step = 1; step <= 20; step += 1) add(`shift ${step * 3}`, holder({}, [step * 3, 0]));
  add('impostor', { face: 'impostor' }, 10);
  add('front', { document: 'id-front' }, 15);
  add('back', { document: 'id-back' }, 15);
  return shots;
}

const cache = new Map<string, Buffer>();
async function clean(shot: TShot): Promise<Buffer> {
  const key = JSON.stringify(shot.scene);
  const known =
    cache.get(key) ??
    ('document' in shot.scene
      ? await documentScene('esp-dni-2', shot.scene.document)
      : await faceScene(shot.scene));
  cache.set(key, known);
  return known;
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return `median ${at(0.5)}, p95 ${at(0.95)}, max ${sorted.at(-1)} (n=${sorted.length})`;
};

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'confirma-hashes-'));
  const shots = script();
  const frames = await Promise.all(
    shots.map(async (shot, i) => withSensorNoise(await clean(shot), i + 1, NOISE)),
  );
  const png = await Promise.all(
    frames.map(async (rgb) => perceptualHash(await postedFrame(rgb, 'png'))),
  );
  const jpeg = await Promise.all(
    frames.map(async (rgb) => perceptualHash(await postedFrame(rgb, 'jpeg'))),
  );
  const started = performance.now();
  for (const rgb of frames) perceptualHashOfRgb(rgb, SCENE.width, SCENE.height);
  console.log(
    `hash of a 640x480 frame: ${((performance.now() - started) / frames.length).toFixed(2)} ms`,
  );
  reportScene(shots, png);
  await reportOtherCards();
  for (const bitrate of BITRATES) {
    const file = path.join(dir, `session-${bitrate}.webm`);
    await recordWebm(file, frames, { ...SCENE, fps: FPS, bitrate });
    for (const width of DECODE_WIDTHS) {
      const decoded: string[] = [];
      for await (const frame of decodeFrames(file, { width })) {
        decoded[Math.round((frame.timeMs * FPS) / 1000)] = perceptualHashOfRgb(
          frame.rgb,
          frame.width,
          frame.height,
        );
      }
      reportVideo(`${bitrate / 1e6} Mbit/s, decoded ${width} px`, shots, { png, jpeg }, decoded);
    }
  }
  if (process.argv.includes('--faces')) await reportFaces(dir, frames, shots);
  await rm(dir, { recursive: true, force: true });
}

/** Distances between the posted frames themselves: motion, poses, documents. */
function reportScene(shots: TShot[], hashes: string[]) {
  const adjacent: number[] = [];
  for (let i = 1; i < shots.length; i += 1) {
    const [a, b] = [shots[i - 1]?.label ?? '', shots[i]?.label ?? ''];
    if (/turn|shift|blink/.test(a + b) && !/impostor|front|back/.test(a + b)) {
      adjacent.push(hashDistance(hashes[i - 1] as string, hashes[i] as string));
    }
  }
  console.log(`adjacent frames in motion (turn, blink, moving aside): ${stats(adjacent)}`);
  const still = shots.flatMap((shot, i) => (shot.label === 'still' ? [i] : []));
  const against = (label: string) =>
    shots.flatMap((shot, i) =>
      shot.label === label
        ? still
            .filter((s) => s !== i)
            .map((s) => hashDistance(hashes[s] as string, hashes[i] as string))
        : [],
    );
  for (const label of [
    'still',
    'blink',
    'turn 0.25',
    'turn 0.5',
    'shift 15',
    'shift 30',
    'shift 60',
    'impostor',
  ]) {
    const values = against(label);
    console.log(`still against ${label}: min ${Math.min(...values)}, max ${Math.max(...values)}`);
  }
  const faces = shots.flatMap((shot, i) => (/front|back/.test(shot.label) ? [] : [i]));
  const documents = shots.flatMap((shot, i) => (/front|back/.test(shot.label) ? [i] : []));
  const across = faces.flatMap((f) =>
    documents.map((d) => hashDistance(hashes[f] as string, hashes[d] as string)),
  );
  console.log(`face frame against document frame: min ${Math.min(...across)}`);
  const sides = shots.flatMap((shot, i) =>
    shot.label === 'front'
      ? documents
          .filter((d) => shots[d]?.label === 'back')
          .map((d) => hashDistance(hashes[i] as string, hashes[d] as string))
      : [],
  );
  console.log(`card front against card back: min ${Math.min(...sides)}`);
}

/** Two cards of one design, and of two designs, held up alike: the hash tells their look apart only. */
async function reportOtherCards() {
  const hash = async (identity: string, side: 'id-front' | 'id-back') =>
    perceptualHashOfRgb(await documentScene(identity, side), SCENE.width, SCENE.height);
  for (const side of ['id-front', 'id-back'] as const) {
    const distance = hashDistance(await hash('esp-dni-2', side), await hash('esp-dni-1', side));
    console.log(`${side}: esp-dni-2 against esp-dni-1 (one design): ${distance}`);
  }
  const italian = hashDistance(
    await hash('esp-dni-2', 'id-front'),
    await hash('ita-cie', 'id-front'),
  );
  console.log(`id-front: esp-dni-2 against ita-cie (another design): ${italian}`);
}

/** Each posted frame against the video's frame at its time and against its neighbours. */
function reportVideo(
  label: string,
  shots: TShot[],
  posted: { png: string[]; jpeg: string[] },
  decoded: string[],
) {
  for (const [format, hashes] of Object.entries(posted)) {
    const same = hashes.map((hash, i) => hashDistance(hash, decoded[i] as string));
    const faces = same.filter((_, i) => !/front|back/.test(shots[i]?.label ?? ''));
    const documents = same.filter((_, i) => /front|back/.test(shots[i]?.label ?? ''));
    console.log(
      `${label}, posted ${format}: same frame, faces ${stats(faces)}; documents ${stats(documents)}`,
    );
  }
  const missing = decoded.filter((hash) => !hash).length;
  if (missing || decoded.length !== shots.length)
    console.log(`  frames missing from the video: ${shots.length - decoded.length + missing}`);
}

/** The face engine on VP8-decoded frames of each pose, against the posted selfie. */
async function reportFaces(dir: string, frames: Buffer[], shots: TShot[]) {
  const pool = createVisionPool({ size: 1 });
  const file = path.join(dir, 'session-1500000.webm');
  const selfie = await pool.run('face', { image: await postedFrame(frames[0] as Buffer) });
  if (!selfie.embedding) throw new Error('no selfie face');
  const wanted = new Map<string, number>();
  for (const [i, shot] of shots.entries()) wanted.set(shot.label, i);
  const times = [...wanted.values()].map((i) => (i * 1000) / FPS);
  for await (const frame of decodeFrames(file, { width: SCENE.width, times })) {
    const i = Math.round((frame.timeMs * FPS) / 1000);
    const image = await postedFrame(frame.rgb);
    const face = await pool.run('face', {
      image,
      options: { widthFaceRect: 0, attributes: false },
    });
    const similarity = face.embedding
      ? faceMatch(selfie.embedding, face.embedding).similarity
      : null;
    console.log(
      `${shots[i]?.label}: face width ${face.box?.width ?? '-'}, similarity to the selfie ${similarity}`,
    );
  }
  await pool.close();
}

await main();

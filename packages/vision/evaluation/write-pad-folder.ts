import fs from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { recordWebm } from '../testing/record-webm.ts';
import type { TFolderManifest } from './folder-manifest.ts';
import { padBurst } from './generate-pad-set.ts';
import type { TAttack, TChallenge } from './pad-movements.ts';
import { padPeople } from './pad-people.ts';
import { FRAME } from './pad-scenes.ts';

/** Frames a second of the written videos: a burst's eight frames over two seconds. */
const FPS = 4;

/** What each person of the written folder presents. */
export const FOLDER_CLIPS: {
  genuine: TChallenge[];
  attacks: [TAttack, TChallenge][];
} = {
  genuine: ['BLINK', 'TURN_LEFT'],
  attacks: [
    ['replay-phone', 'BLINK'],
    ['print-bent', 'TURN_RIGHT'],
  ],
};

/** A burst's JPEG frames as a WebM, as MediaRecorder records a camera. */
async function writeVideo(file: string, frames: Buffer[]) {
  const rgb = await Promise.all(frames.map((frame) => sharp(frame).removeAlpha().raw().toBuffer()));
  await recordWebm(file, rgb, { ...FRAME, fps: FPS, bitrate: 2_500_000 });
}

/**
 * Writes a small evaluation folder (folder-manifest.ts) from the presentation-attack set's
 * evaluation people: per person a selfie (a bona fide frame), a document portrait (the
 * person's photograph), genuine videos and attack videos (FOLDER_CLIPS), recorded as WebM.
 * Deterministic by `seed`. Returns the manifest it wrote.
 */
export async function writePadFolder(
  dir: string,
  people = 2,
  seed = 601,
): Promise<TFolderManifest> {
  await fs.mkdir(dir, { recursive: true });
  const group = await padPeople({ development: 0, evaluation: people });
  const manifest: TFolderManifest = { people: [] };
  for (const [index, person] of group.entries()) {
    const other = group[(index + 1) % group.length] ?? person;
    const id = `person-${index + 1}`;
    const selfieBurst = await padBurst(person, other, 'BLINK', 'bona-fide', seed + 50);
    await fs.writeFile(
      path.join(dir, `${id}-selfie.jpg`),
      selfieBurst.frames[0] ?? Buffer.alloc(0),
    );
    await sharp(person.rgb, { raw: { ...person.size, channels: 3 } })
      .jpeg({ quality: 85 })
      .toFile(path.join(dir, `${id}-portrait.jpg`));
    const genuine = [];
    for (const movement of FOLDER_CLIPS.genuine) {
      const video = `${id}-genuine-${movement.toLowerCase()}.webm`;
      await writeVideo(
        path.join(dir, video),
        (await padBurst(person, other, movement, 'bona-fide', seed)).frames,
      );
      genuine.push({ video, movement });
    }
    const attacks = [];
    for (const [attack, movement] of FOLDER_CLIPS.attacks) {
      const video = `${id}-${attack}-${movement.toLowerCase()}.webm`;
      await writeVideo(
        path.join(dir, video),
        (await padBurst(person, other, movement, attack, seed)).frames,
      );
      attacks.push({ video, movement, attack });
    }
    manifest.people.push({
      id,
      selfies: [`${id}-selfie.jpg`],
      portraits: [`${id}-portrait.jpg`],
      genuine,
      attacks,
    });
  }
  await fs.writeFile(path.join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  return manifest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = process.argv[2];
  if (!dir)
    throw new Error(
      'usage: node --import tsx packages/vision/evaluation/write-pad-folder.ts <dir>',
    );
  await writePadFolder(dir, Number(process.argv[3] ?? 2));
  console.log(`wrote ${dir}/manifest.json`);
}

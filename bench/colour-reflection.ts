import { pathToFileURL } from 'node:url';
import {
  COLOUR_NAMES,
  COLOUR_RGB,
  COLOUR_SEQUENCE_DEFAULTS,
} from '@confirma/contracts/identification';
import sharp from 'sharp';
import { colourFollowed, colourReflection } from '../packages/vision/src/face/colour-reflection.ts';
import { filmedFrame, litByScreen, withSensorNoise } from '../packages/vision/testing/index.ts';
import { random } from '../packages/vision/testing/photograph.ts';
import type { TBenchResult } from './types.ts';

// The colour sequence's measure (packages/vision/src/face/colour-reflection.ts) on generated
// sessions: the fixtures' two filmed faces, random sequences as the server draws them, the
// screen's light on the face from weak (phone at arm's length) to strong, a little of it on
// the room, the camera's noise and white balance drifting between frames. Genuine: the face
// lit by the issued sequence. Replay: the face lit by another sequence (another session's),
// or by none (a video played or injected: only a faint reflection on a monitor's glass).
// Figures, not a claim about real cameras: `npm run bench -- colour`, about a minute.

const SESSIONS = 60;
const palette = COLOUR_NAMES.map((name) => COLOUR_RGB[name]);
const neutral = COLOUR_SEQUENCE_DEFAULTS.neutral;
/** Where each filmed face's skin lies in filmedFrame's picture (its crop, centred at top 60). */
const BOXES = {
  holder: { x: 235, y: 105, width: 170, height: 250 },
  impostor: { x: 220, y: 100, width: 200, height: 240 },
} as const;

/** `steps` palette indexes, none twice in a row, as the server draws them. */
function sequence(next: () => number, steps = COLOUR_SEQUENCE_DEFAULTS.steps): number[] {
  const drawn: number[] = [];
  while (drawn.length < steps) {
    const choices = palette.map((_, i) => i).filter((i) => i !== drawn.at(-1));
    drawn.push(choices[Math.floor(next() * choices.length)] as number);
  }
  return drawn;
}

/** The frame as a camera gives it: its noise, and a white balance off by up to 3 % a channel. */
async function camera(frame: Buffer, next: () => number, seed: number): Promise<Buffer> {
  const gains = [0, 1, 2].map(() => 1 + (next() - 0.5) * 0.06);
  const { data, info } = await sharp(frame)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const balanced = new Uint8ClampedArray(data.length);
  for (let i = 0; i < data.length; i += 1) {
    balanced[i] = (data[i] as number) * (gains[i % 3] as number);
  }
  const noisy = withSensorNoise(new Uint8Array(balanced.buffer), seed, 3);
  return sharp(noisy, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

type TKind = 'genuine' | 'replay: another sequence' | 'replay: no sequence';

async function session(kind: TKind, seed: number, fixedFace?: number) {
  const next = random(seed);
  const person = seed % 2 === 0 ? 'holder' : 'impostor';
  const still = await filmedFrame(person);
  const issued = sequence(next);
  const shown = kind === 'replay: another sequence' ? sequence(next) : issued;
  const drawnFace = 0.2 + next() * 0.6;
  const face = kind === 'replay: no sequence' ? 0.02 : (fixedFace ?? drawnFace);
  const light = { face, room: kind === 'replay: no sequence' ? 0.01 : next() * 0.08 };
  const frames = [await camera(still, next, seed * 10)];
  for (const [i, index] of shown.entries()) {
    const lit = await litByScreen(still, palette[index] ?? neutral, light);
    frames.push(await camera(lit, next, seed * 10 + i + 1));
  }
  return colourReflection(frames, issued, palette, neutral, BOXES[person]);
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

export async function colourReflectionBench(): Promise<TBenchResult[]> {
  const results: TBenchResult[] = [];
  const kinds: TKind[] = ['genuine', 'replay: another sequence', 'replay: no sequence'];
  for (const kind of kinds) {
    const measured = [];
    for (let seed = 1; seed <= SESSIONS; seed += 1) measured.push(await session(kind, seed));
    const passed = measured.filter(colourFollowed).length;
    const scores = measured.map((one) => one.score);
    console.log(
      `${kind}: ${passed}/${measured.length} passed; score min ${quantile(scores, 0)}, median ${quantile(scores, 0.5)}, max ${quantile(scores, 1)}; steps matched median ${quantile(
        measured.map((one) => one.matched),
        0.5,
      )}`,
    );
    const rate = Number(((100 * passed) / measured.length).toFixed(1));
    results.push(
      kind === 'genuine'
        ? {
            name: `colour sequence: BPCER (${measured.length} generated sessions)`,
            value: Number((100 - rate).toFixed(1)),
            unit: '%',
            target: '≤ 5 %',
            ok: 100 - rate <= 5,
          }
        : {
            name: `colour sequence: APCER ${kind} (${measured.length})`,
            value: rate,
            unit: '%',
            target: '≤ 5 %',
            ok: rate <= 5,
          },
    );
    results.push({
      name: `colour sequence: ${kind} median score`,
      value: quantile(scores, 0.5),
      unit: '',
    });
  }
  // How weak the screen's light on the face may be: at arm's length, or in a bright room.
  for (const face of [0.05, 0.1, 0.15, 0.2]) {
    let passed = 0;
    for (let seed = 1; seed <= SESSIONS / 2; seed += 1) {
      if (colourFollowed(await session('genuine', seed, face))) passed += 1;
    }
    const rate = Number(((100 * passed) / (SESSIONS / 2)).toFixed(1));
    console.log(`genuine, screen light ${face} of the room's on the face: ${rate} % passed`);
    results.push({
      name: `colour sequence: genuine passed at light ${face}`,
      value: rate,
      unit: '%',
    });
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.table(await colourReflectionBench());
}

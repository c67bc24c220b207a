import sharp from 'sharp';
import { moveHead, type THeadPose } from '../testing/head-motion.ts';
import { printed } from '../testing/print-media.ts';
import { onScreen, type TScreen } from '../testing/screen-grid.ts';
import { between, progress, type TAttack, type TChallenge } from './pad-movements.ts';
import type { TPadPerson } from './pad-people.ts';
import {
  bentBack,
  camera,
  FRAME,
  flatPhoto,
  held,
  inRoom,
  liveFrame,
  type TCapture,
  type TPlacement,
  withAlpha,
} from './pad-scenes.ts';

/** What an attack burst is drawn from: the victim, the room's owner, the webcam, the real burst. */
export interface TAttackScene {
  person: TPadPerson;
  /** Lends the room behind what is held up, and wears the cut-out. */
  other: TPadPerson;
  challenge: TChallenge;
  capture: TCapture;
  next: () => number;
  /** The victim's bona fide frames of the same movement (what a replay shows). */
  live: Buffer[];
  poses: THeadPose[];
}

/** A room behind what the attacker holds: another person's surroundings, blurred. */
async function attackRoom(other: TPadPerson): Promise<Buffer> {
  const room = await inRoom(other.rgb, other.size);
  return sharp(room, { raw: { ...FRAME, channels: 3 } })
    .blur(7)
    .linear(0.8, 10)
    .raw()
    .toBuffer();
}

/** A phone's screen (fine pixels, thick bezel, held) or a monitor's (coarse, filling the view). */
export function screenFor(attack: TAttack, next: () => number): TScreen {
  const phone = attack === 'replay-phone';
  return {
    pitch: phone ? between(next, 0.55, 1.3) : between(next, 1.4, 3.2),
    angle: between(next, -0.12, 0.12),
    depth: between(next, 0.15, 0.45),
    band: {
      period: between(next, 40, 160),
      phase: between(next, 0, 6.3),
      depth: between(next, 0.02, 0.1),
    },
    glare: {
      x: between(next, 80, 560),
      y: between(next, 60, 300),
      r: between(next, 40, 110),
      gain: between(next, 10, 80),
    },
    bezel: phone ? Math.round(between(next, 14, 34)) : Math.round(between(next, 0, 10)),
  };
}

/** The print's or the cut-out's pose in frame `i`: how the attacker answers the movement. */
function placed(attack: TAttack, scene: TAttackScene, base: TPlacement, i: number): TPlacement {
  const { challenge, next } = scene;
  const p = progress(challenge, i);
  const hand = attack === 'print-still' ? 0.8 : attack === 'replay-monitor' ? 0.2 : 1.5;
  const at = {
    ...base,
    x: base.x + between(next, -hand, hand),
    y: base.y + between(next, -hand, hand),
  };
  if (attack !== 'print-moved' && attack !== 'cutout' && attack !== 'print-bent') return at;
  const turn = challenge === 'TURN_LEFT' || challenge === 'TURN_RIGHT';
  const scale = attack === 'print-bent' ? 0.45 : 0.5;
  if (challenge === 'MOVE_CLOSER') return { ...at, scale: at.scale * (1 + scale * p) };
  if (challenge === 'LOOK_UP')
    return attack === 'print-bent' ? at : { ...at, tilt: 0.7 * p, y: at.y - 12 * p };
  if (turn) return { ...at, swing: (attack === 'print-bent' ? 0.25 : 0.65) * p, x: at.x + 6 * p };
  // A blink: the moved print sways; the others are held as they are.
  return attack === 'print-moved'
    ? {
        ...at,
        x: at.x + 10 * Math.sin(i / 1.7),
        roll: at.roll + 5 * Math.sin(i / 2),
        swing: 0.2 * Math.sin(i),
      }
    : at;
}

/** The printed photograph in frame `i`: painted shut, squeezed or bent as the attack answers. */
async function printFace(attack: TAttack, scene: TAttackScene, i: number): Promise<Buffer> {
  const { person, challenge } = scene;
  const p = progress(challenge, i);
  const sign = challenge === 'TURN_LEFT' ? 1 : challenge === 'TURN_RIGHT' ? -1 : 0;
  const closed = attack === 'print-painted' && p >= 0.35;
  const squeeze =
    attack === 'print-bent' ? (sign ? sign * p * 0.5 : challenge === 'MOVE_CLOSER' ? 0.12 : 0) : 0;
  const photo = await flatPhoto(person, { closed, squeeze });
  if (attack !== 'print-bent') return photo;
  const eyes = person.geometry.eyes[0]?.[1] ?? 0.4;
  // A blink: the top leant back over the eyes (they flatten); a look up: the lower face.
  if (challenge === 'BLINK') return bentBack(photo, person.size, eyes - 0.06, 1.15 * p);
  if (challenge === 'LOOK_UP') return bentBack(photo, person.size, eyes + 0.1, 1.0 * p);
  return photo;
}

/** The head's ellipse (what a cut-out keeps), in frame pixels, soft at the edge. */
function headMask(person: TPadPerson) {
  const left = Math.floor((FRAME.width - person.size.width) / 2);
  const top = Math.max(0, Math.floor((FRAME.height - person.size.height) / 2));
  const [l, r] = person.geometry.outline;
  const eyeY = (person.geometry.eyes[0]?.[1] ?? 0.4) * person.size.height + top;
  const cx = ((l + r) / 2) * person.size.width + left;
  const a = ((r - l) / 2) * person.size.width * 1.05;
  const b = a * 1.35;
  const cy = eyeY + 0.3 * a;
  return (x: number, y: number) => (1 - Math.hypot((x - cx) / a, (y - cy) / b)) * 12;
}

/** A cut-out: the victim's flat photo (a real blink in its holes) over the wearer's head. */
async function cutoutFrame(scene: TAttackScene, base: TPlacement, i: number): Promise<Buffer> {
  const { person, other, challenge } = scene;
  const pose = scene.poses[i] ?? {};
  const face =
    challenge === 'BLINK'
      ? moveHead(person.rgb, person.size, person.geometry, { eyesClosed: progress(challenge, i) })
      : person.rgb;
  const layer = withAlpha(await inRoom(face, person.size), FRAME, headMask(person));
  // The wearer answers with their own head; the flat mask goes with it.
  const wearer = await liveFrame(other, { ...pose, eyesClosed: 0 });
  const [dx, dy] = pose.shift ?? [0, 0];
  const at = placed('cutout', scene, { ...base, x: 320 + dx, y: 240 + dy, scale: 1 }, i);
  return held(wearer, layer, FRAME, at);
}

/** The frames of one attack burst, as the webcam gives them. */
export async function attackFrames(scene: TAttackScene, attack: TAttack): Promise<Buffer[]> {
  const { next, capture } = scene;
  const room = await attackRoom(scene.other);
  const monitor = attack === 'replay-monitor';
  const base: TPlacement = {
    x: 320 + between(next, -20, 20),
    y: 240 + between(next, -15, 15),
    scale: monitor ? between(next, 1.0, 1.15) : between(next, 0.8, 0.95),
    roll: monitor ? between(next, -2, 2) : between(next, -5, 5),
    swing: 0,
  };
  // A laser print's dot screen, or a photo print's (none the camera resolves).
  const dots = next() < 0.6 ? between(next, 3.2, 4.5) : null;
  const screen = screenFor(attack, next);
  const frames: Buffer[] = [];
  for (let i = 0; i < scene.live.length; i += 1) {
    let scenery: Buffer;
    if (attack === 'cutout') scenery = await cutoutFrame(scene, base, i);
    else {
      let layer: Buffer;
      if (attack === 'replay-phone' || monitor) {
        screen.band.phase += between(next, 0.8, 2.2);
        layer = withAlpha(onScreen(scene.live[i] as Buffer, FRAME, screen), FRAME);
      } else {
        const photo = await inRoom(await printFace(attack, scene, i), scene.person.size);
        layer = withAlpha(printed(photo, FRAME, dots), FRAME);
      }
      scenery = await held(room, layer, FRAME, placed(attack, scene, base, i));
    }
    frames.push(await camera(scenery, capture, next));
  }
  return frames;
}

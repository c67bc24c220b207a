import sharp from 'sharp';
import { filmedCrop, type TFilmedFace, webcamSharpened } from './face-motion.ts';
import { moveHead, type THeadPose } from './head-motion.ts';

/**
 * The filmed people of face-motion.ts with a head that moves in depth (head-motion.ts), in
 * a room: what the e2e fake camera films, and the frames the liveness tests send. The
 * people and their photographs are face-motion.ts's; only the drawing of the movements
 * differs (a head rotated in 3D and an eyelid sliding down, rather than a squeeze and
 * painted eyes).
 */

/** The camera's picture, and the rate the round's frame counts are given at. */
export const FILMED_CAMERA = { width: 640, height: 480, fps: 15 } as const;

/**
 * How far each person's drawn head goes, chosen on the engine's readings of the drawn
 * frames (filmedHeadFrame): far enough for each detector with a margin, not so far that the
 * moved face stops being the frontal one's person (the match falls fast past it: the
 * holder's head turned 0.6 rad left matches his frontal face at 0.23, under the 0.3
 * threshold). Turns in radians (positive: the person's own left), `up` the pitch in radians,
 * `closer` the head's scale. Read (and the match against the still head):
 *
 * | person, still (yaw, pitch, width) | left | right | up | closer | shut eyes |
 * | --- | --- | --- | --- | --- | --- |
 * | holder (0.11, 0.00, 135 px) | yaw 0.38 (0.56) | −0.37 (0.66) | pitch 0.48 (0.66) | 1.44× (1.00) | 0.11 |
 * | impostor (−0.09, −0.13, 186 px) | 0.29 (0.54) | −0.43 (0.78) | 0.22 (0.54) | 1.40× (0.89) | 0.15 |
 */
export const FILMED_MOVES: Record<
  TFilmedFace,
  { left: number; right: number; up: number; closer: number }
> = {
  holder: { left: 0.45, right: -0.5, up: 0.3, closer: 1.45 },
  impostor: { left: 0.57, right: -0.45, up: 0.35, closer: 1.45 },
};

/** A wall behind the person with a shelf of books (a plain wall reads as blurred). */
const ROOM_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="${FILMED_CAMERA.width}" height="${FILMED_CAMERA.height}"><rect width="100%" height="100%" fill="#8a847c"/>${Array.from(
  { length: 16 },
  (_, i) =>
    `<rect x="${8 + i * 10}" y="${40 + (i % 3) * 6}" width="7" height="${90 - (i % 3) * 6}" fill="hsl(${i * 47},40%,${35 + (i % 4) * 8}%)"/>`,
).join('')}<rect x="0" y="130" width="180" height="8" fill="#5a4634"/></svg>`;

/**
 * The person's head in `pose` (a 320 px high crop, sharpened as a webcam does) in the
 * middle of the room, as the camera's RGB (640x480, 3 channels).
 */
export async function filmedHeadScene(face: TFilmedFace, pose: THeadPose = {}): Promise<Buffer> {
  const { rgb, size, geometry } = await filmedCrop(face);
  const png = await webcamSharpened(moveHead(rgb, size, geometry, pose), size);
  return sharp(Buffer.from(ROOM_SVG))
    .composite([
      {
        input: png,
        left: Math.round((FILMED_CAMERA.width - size.width) / 2),
        top: Math.round((FILMED_CAMERA.height - size.height) / 2) - 20,
      },
    ])
    .removeAlpha()
    .raw()
    .toBuffer();
}

/** filmedHeadScene as the screen sends it: a JPEG at quality 85. */
export async function filmedHeadFrame(face: TFilmedFace, pose: THeadPose = {}): Promise<Buffer> {
  return sharp(await filmedHeadScene(face, pose), { raw: { ...FILMED_CAMERA, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** A move: half-way for a frame, held for `hold` frames, half-way back for a frame. */
const move = (pose: (share: number) => THeadPose, hold = 5): [THeadPose, number][] => [
  [pose(0.5), 1],
  [pose(1), hold],
  [pose(0.5), 1],
];

/**
 * One round of every movement a liveness challenge may ask for, in frames at
 * FILMED_CAMERA.fps (50 frames, 3.3 s): a blink, a turn to the person's left and to their
 * right, a look up and a move closer, each held for a third of a second (a frame half-way
 * either side) after a moment looking straight at the camera. A burst of the screen (12
 * frames 0.25 s apart) sees most of a round: filmed-head.test.ts measures which share of
 * bursts catches each movement (68–96 %; the blink least, as it needs open eyes on both
 * sides).
 */
export function livenessRound(face: TFilmedFace): [THeadPose, number][] {
  const reach = FILMED_MOVES[face];
  const straight: [THeadPose, number] = [{}, 3];
  return [
    straight,
    ...move((share) => ({ eyesClosed: share })),
    straight,
    ...move((share) => ({ yaw: share * reach.left })),
    straight,
    ...move((share) => ({ yaw: share * reach.right })),
    straight,
    ...move((share) => ({ pitch: share * reach.up })),
    straight,
    ...move((share) => ({ scale: 1 + share * (reach.closer - 1) })),
  ];
}

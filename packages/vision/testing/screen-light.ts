import sharp from 'sharp';

type TRgb = readonly [number, number, number];

/**
 * How strongly a phone's screen lights what is before the camera: `face` at the face (the
 * phone held 20–30 cm away: the screen is then about as bright on the skin as the room),
 * `room` at the frame's edges (the wall a metre or more behind).
 */
export interface TScreenLight {
  face: number;
  room: number;
}

/** A phone held close to a face: its full screen lights the skin, barely the room behind. */
export const CLOSE_SCREEN: TScreenLight = { face: 0.6, room: 0.03 };

/**
 * A frame as the camera sees it while the screen shows `colour` instead of white: each
 * pixel's light is the room's (1) plus the screen's (its strength times the colour), where
 * the strength falls from `light.face` at the face (centred at `centre`, fading over
 * `radius` px) to `light.room` far from it. Deterministic.
 */
export async function litByScreen(
  frame: Buffer,
  colour: TRgb,
  light: TScreenLight,
  face: { centre: readonly [number, number]; radius: number } = {
    centre: [320, 220],
    radius: 170,
  },
): Promise<Buffer> {
  const { data, info } = await sharp(frame)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const out = Buffer.alloc(data.length);
  const tint = colour.map((value) => value / 255);
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      const distance = Math.hypot(x - face.centre[0], y - face.centre[1]) / face.radius;
      const strength = light.room + (light.face - light.room) * Math.exp(-(distance ** 4));
      const at = (y * info.width + x) * 3;
      for (let c = 0; c < 3; c += 1) {
        // Lit white, the pixel is as filmed; lit by the colour, each channel by its share.
        const gain = (1 + strength * (tint[c] as number)) / (1 + strength);
        out[at + c] = Math.round((data[at + c] as number) * gain);
      }
    }
  }
  return sharp(out, { raw: { width: info.width, height: info.height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

import { random } from '../testing/photograph.ts';
import type { TCapture } from './capture-conditions.ts';

export interface TPoint {
  x: number;
  y: number;
}

const PHONE = { width: 1280, height: 960 } as const;
/** The outline keeps this share of the frame free on every side. */
const MARGIN = 0.02;

/**
 * Where a document's corners fall in the frame (clockwise from its top left): rotated in
 * its plane, that plane tilted by `perspective` degrees, seen by a pinhole camera whose
 * focal length is the frame's width (a 53° field of view), at the distance that makes its
 * outline `scale` of the frame wide. A document that would not fit a 16:9 frame is taken
 * in a 4:3 one, and if it still does not fit, from further away: the returned `scale` is
 * the share measured on the outline actually placed.
 */
export function placeDocument(
  size: { width: number; height: number },
  capture: TCapture,
  seed: number,
) {
  let frame = capture.frame;
  let scale = capture.scale;
  let corners = project(size, capture, frame, scale);
  for (let attempt = 0; attempt < 40 && !fits(corners, frame); attempt++) {
    if (frame.height < PHONE.height) frame = PHONE;
    else scale -= 0.01;
    corners = project(size, capture, frame, scale);
  }
  // Anywhere in the frame that keeps the margin.
  const next = random(seed * 2_053 + 1);
  const box = bounds(corners);
  const room = {
    x: frame.width * (1 - 2 * MARGIN) - (box.right - box.left),
    y: frame.height * (1 - 2 * MARGIN) - (box.bottom - box.top),
  };
  const shift = {
    x: frame.width * MARGIN - box.left + Math.max(0, room.x) * next(),
    y: frame.height * MARGIN - box.top + Math.max(0, room.y) * next(),
  };
  const placed = corners.map(({ x, y }) => ({ x: x + shift.x, y: y + shift.y }));
  const placedBox = bounds(placed);
  return {
    frame,
    corners: placed,
    scale: Number(((placedBox.right - placedBox.left) / frame.width).toFixed(3)),
  };
}

function project(
  size: { width: number; height: number },
  capture: TCapture,
  frame: { width: number },
  scale: number,
): TPoint[] {
  const focal = frame.width;
  const roll = (capture.rotation * Math.PI) / 180;
  const tilt = (capture.perspective * Math.PI) / 180;
  const axisAngle = (capture.tiltAxis * Math.PI) / 180;
  const axis = [Math.cos(axisAngle), Math.sin(axisAngle)] as const;
  const flat = [
    [-size.width / 2, -size.height / 2],
    [size.width / 2, -size.height / 2],
    [size.width / 2, size.height / 2],
    [-size.width / 2, size.height / 2],
  ] as const;
  const c = Math.cos(tilt);
  const s = Math.sin(tilt);
  const spatial = flat.map(([x0, y0]) => {
    const x = x0 * Math.cos(roll) - y0 * Math.sin(roll);
    const y = x0 * Math.sin(roll) + y0 * Math.cos(roll);
    // Rodrigues' rotation of (x, y, 0) about the unit axis (ax, ay, 0) in the plane: the
    // axis × point is (0, 0, ax·y − ay·x), the axis · point is ax·x + ay·y.
    const [ax, ay] = axis;
    const along = ax * x + ay * y;
    return [
      x * c + ax * along * (1 - c),
      y * c + ay * along * (1 - c),
      (ax * y - ay * x) * s,
    ] as const;
  });
  const at = (distance: number) =>
    spatial.map(([x, y, z]) => ({
      x: (focal * x) / (distance + z),
      y: (focal * y) / (distance + z),
    }));
  // Distance by a few fixed-point steps: the outline's width goes as 1 / distance.
  let distance = (focal * size.width) / (scale * frame.width);
  for (let i = 0; i < 4; i++) {
    const box = bounds(at(distance));
    distance *= (box.right - box.left) / (scale * frame.width);
  }
  return at(distance);
}

function bounds(points: TPoint[]) {
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return {
    left: Math.min(...xs),
    right: Math.max(...xs),
    top: Math.min(...ys),
    bottom: Math.max(...ys),
  };
}

function fits(corners: TPoint[], frame: { width: number; height: number }) {
  const box = bounds(corners);
  return (
    box.right - box.left <= frame.width * (1 - 2 * MARGIN) &&
    box.bottom - box.top <= frame.height * (1 - 2 * MARGIN)
  );
}

import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])));
  return Buffer.concat([head, data, crc]);
}

/** A PNG of 8-bit pixels of `colourType` (0 grey, 6 RGBA) from its filtered rows. */
function writePng(width: number, height: number, colourType: 0 | 6, rows: Uint8Array): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, colourType, 0, 0, 0], 8); // 8 bits, deflate, no filter method, no interlace
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', new Uint8Array(0)),
  ]);
}

/** Encodes 8-bit RGBA pixels as a PNG (filter 0 on every row). Test fixtures only. */
export function encodePng(width: number, height: number, rgba: Uint8Array): Uint8Array {
  const rows = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    rows.set(rgba.subarray(y * width * 4, (y + 1) * width * 4), y * (width * 4 + 1) + 1);
  }
  return writePng(width, height, 6, rows);
}

/**
 * A black greyscale PNG: a few kilobytes of file for `width` x `height` pixels, which a
 * decoder expands in full (a decompression bomb when the sides are large).
 */
export function blackPng(width: number, height: number): Uint8Array {
  return writePng(width, height, 0, Buffer.alloc((width + 1) * height));
}

/** A handwritten-looking dark-blue stroke on a transparent background. */
export function signaturePng(width = 480, height = 160): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  const dot = (cx: number, cy: number) => {
    for (let dy = -2; dy <= 2; dy += 1) {
      for (let dx = -2; dx <= 2; dx += 1) {
        const x = Math.round(cx + dx);
        const y = Math.round(cy + dy);
        if (x < 0 || y < 0 || x >= width || y >= height || dx * dx + dy * dy > 5) continue;
        rgba.set([20, 40, 120, 255], (y * width + x) * 4);
      }
    }
  };
  for (let t = 0; t <= 1; t += 0.0005) {
    const x = width * (0.05 + 0.9 * t);
    const y = height * (0.5 + 0.3 * Math.sin(t * 18) * Math.cos(t * 5));
    dot(x, y);
  }
  for (let t = 0; t <= 1; t += 0.002) dot(width * (0.15 + 0.7 * t), height * 0.82); // underline
  return encodePng(width, height, rgba);
}

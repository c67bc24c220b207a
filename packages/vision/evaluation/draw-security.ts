import { random } from '../testing/photograph.ts';
import { svgFontFamily } from '../testing/svg-font-family.ts';

// The printed pieces of the evaluation designs: security patterns, emblems, text and the
// MRZ. Their own drawing, not the tuning renderer's (fixtures/render-document.ts).

/** 12 px per mm, as the tuning documents: ICAO's 2.54 mm MRZ pitch is 30.48 px. */
export const PX_PER_MM = 12;
export const MRZ_PITCH = 2.54 * PX_PER_MM;

export const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

export type TPattern = 'rosette' | 'waves' | 'mesh';

/** A pale base and a fine line pattern over the whole document (clipped to its corners). */
export function securityBackground(
  width: number,
  height: number,
  pattern: TPattern,
  hue: number,
  seed: number,
): string {
  const next = random(seed);
  const stroke = `hsl(${hue},${35 + Math.floor(next() * 25)}%,${70 + Math.floor(next() * 12)}%)`;
  const base = `<defs><radialGradient id="base" cx="0.3" cy="0.4" r="0.9"><stop offset="0" stop-color="hsl(${hue + 20},45%,95%)"/><stop offset="1" stop-color="hsl(${hue - 25},40%,84%)"/></radialGradient><clipPath id="edge"><rect width="${width}" height="${height}" rx="40"/></clipPath></defs><rect width="${width}" height="${height}" rx="40" fill="url(#base)"/>`;
  let lines = '';
  if (pattern === 'rosette') {
    // Rosettes of looping curves (epitrochoids: a circle plus a faster one), several
    // nested with a turn between them: the classic guilloche.
    for (let ring = 0; ring < 3; ring++) {
      const [cx, cy] = [width * (0.2 + ring * 0.3), height * (0.35 + (ring % 2) * 0.3)];
      const radius = height * (0.3 + next() * 0.1);
      const loops = 15 + ring * 4;
      const steps = loops * 16;
      for (let layer = 0; layer < 4; layer++) {
        const [a, b, phase] = [radius * (0.5 + layer * 0.09), radius * 0.28, layer * 0.27];
        let d = '';
        for (let t = 0; t <= steps; t++) {
          const angle = (t / steps) * Math.PI * 2;
          const x = cx + a * Math.cos(angle) + b * Math.cos(loops * angle + phase);
          const y = cy + a * Math.sin(angle) - b * Math.sin(loops * angle + phase);
          d += `${t ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
        }
        lines += `<path d="${d}" stroke="${stroke}" stroke-width="1" fill="none"/>`;
      }
    }
  } else if (pattern === 'waves') {
    const count = 34;
    const amplitude = 10 + next() * 20;
    for (let i = 0; i < count; i++) {
      const y = (height / count) * i;
      const phase = i * 0.35;
      let d = `M0 ${y.toFixed(1)}`;
      for (let x = 0; x <= width; x += 24) {
        d += `L${x} ${(y + amplitude * Math.sin(x / 70 + phase)).toFixed(1)}`;
      }
      lines += `<path d="${d}" stroke="${stroke}" stroke-width="1.3" fill="none"/>`;
    }
  } else {
    // Two families of crossing sine curves: a fine mesh.
    for (let i = -10; i < 40; i++) {
      for (const sign of [1, -1]) {
        let d = '';
        for (let t = 0; t <= height; t += 16) {
          const x = i * (width / 30) + sign * t * 0.6 + 14 * Math.sin(t / 40);
          d += `${t ? 'L' : 'M'}${x.toFixed(1)} ${t}`;
        }
        lines += `<path d="${d}" stroke="${stroke}" stroke-width="0.9" fill="none"/>`;
      }
    }
  }
  return `${base}<g clip-path="url(#edge)">${lines}</g>`;
}

export type TEmblem = 'stars' | 'shield' | 'sun';

/** A state's emblem: a ring of stars, a shield with a cross, a sun with rays. */
export function emblem(kind: TEmblem, cx: number, cy: number, r: number, colour: string): string {
  if (kind === 'stars') {
    return Array.from({ length: 12 }, (_, i) => {
      const a = (i / 12) * Math.PI * 2;
      const [x, y] = [cx + r * Math.cos(a), cy + r * Math.sin(a)];
      const star = Array.from({ length: 10 }, (_, k) => {
        const b = (k / 10) * Math.PI * 2 - Math.PI / 2;
        const rr = k % 2 ? r * 0.07 : r * 0.17;
        return `${(x + rr * Math.cos(b)).toFixed(1)},${(y + rr * Math.sin(b)).toFixed(1)}`;
      }).join(' ');
      return `<polygon points="${star}" fill="${colour}"/>`;
    }).join('');
  }
  if (kind === 'shield') {
    const w = r * 1.5;
    return `<path d="M${cx - w / 2} ${cy - r} H${cx + w / 2} V${cy} Q${cx + w / 2} ${cy + r * 0.8} ${cx} ${cy + r * 1.1} Q${cx - w / 2} ${cy + r * 0.8} ${cx - w / 2} ${cy} Z" fill="none" stroke="${colour}" stroke-width="${r * 0.12}"/><path d="M${cx} ${cy - r * 0.8} V${cy + r * 0.8} M${cx - w * 0.38} ${cy - r * 0.15} H${cx + w * 0.38}" stroke="${colour}" stroke-width="${r * 0.14}"/>`;
  }
  const rays = Array.from({ length: 16 }, (_, i) => {
    const a = (i / 16) * Math.PI * 2;
    return `<line x1="${(cx + r * 0.55 * Math.cos(a)).toFixed(1)}" y1="${(cy + r * 0.55 * Math.sin(a)).toFixed(1)}" x2="${(cx + r * Math.cos(a)).toFixed(1)}" y2="${(cy + r * Math.sin(a)).toFixed(1)}" stroke="${colour}" stroke-width="${(r * 0.08).toFixed(1)}"/>`;
  }).join('');
  return `${rays}<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${colour}"/>`;
}

/** A caption and its value beneath. */
export function printedField(
  label: string,
  value: string,
  x: number,
  y: number,
  font: string,
  size = 28,
): string {
  return `<text x="${x}" y="${y}" font-family="${font}" font-size="15" fill="#50506a">${xml(label)}</text><text x="${x}" y="${y + size + 3}" font-family="${font}" font-weight="bold" font-size="${size}" fill="#1d1d24">${xml(value)}</text>`;
}

/** A line of text (header, printed lines above the MRZ, address). */
export function textLine(
  text: string,
  x: number,
  y: number,
  font: string,
  size: number,
  colour = '#1d1d24',
  anchor = 'start',
): string {
  return `<text x="${x}" y="${y}" text-anchor="${anchor}" font-family="${font}" font-size="${size}" fill="${colour}">${xml(text)}</text>`;
}

/** A 1D barcode-like stripe block (backs of some cards). */
export function barcode(x: number, y: number, width: number, height: number, seed: number): string {
  const next = random(seed);
  let bars = '';
  for (let at = 0; at < width; ) {
    const bar = 2 + Math.floor(next() * 4);
    if (next() < 0.55)
      bars += `<rect x="${x + at}" y="${y}" width="${bar}" height="${height}" fill="#222"/>`;
    at += bar;
  }
  return bars;
}

export interface TMrzPrint {
  /** The font family; sized so its capitals are as tall as OCR-B's (2.45 mm). */
  family: string;
  fontSize: number;
}

/** MRZ lines, every character at ICAO's fixed pitch from `x`. */
export function mrzBlock(
  lines: string[],
  print: TMrzPrint,
  x: number,
  firstBaseline: number,
  lineGap: number,
): string {
  return lines
    .map((line, row) =>
      [...line]
        .map(
          (char, i) =>
            `<text x="${(x + i * MRZ_PITCH).toFixed(1)}" y="${(firstBaseline + row * lineGap).toFixed(1)}" font-family="${svgFontFamily(print.family)}" font-size="${print.fontSize.toFixed(1)}" fill="#141414">${xml(char)}</text>`,
        )
        .join(''),
    )
    .join('');
}

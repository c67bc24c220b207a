import path from 'node:path';
import sharp from 'sharp';
import { HUMAN_DIR } from '../src/face/human-engine.ts';
import { buildTd1, buildTd2, buildTd3 } from '../src/mrz/build-mrz.ts';
import type { TFixtureIdentity } from '../testing/identities.ts';
import { random } from '../testing/photograph.ts';
import type { TMrzFont } from '../testing/render-document.ts';
import { svgFontFamily } from '../testing/svg-font-family.ts';
import { labelledCrops } from './face-fixtures.ts';

// Document designs for the development set only: layouts the tuning renderer
// does not draw (a portrait on the right, a back with a portrait-sized box or window and
// print right above its MRZ, patterned and meshed backgrounds, emblems, ghost portraits)
// and portraits printed the ways cards print them (laser-engraved grey, a dot screen, a
// faded tinted print, under a laminate's sheen). Drawn by this file's own code: the
// evaluation set has its own designs, which nothing here may copy or read.

const PX_PER_MM = 12;
const MRZ_PITCH = 2.54 * PX_PER_MM;
const CARD = { width: 1027, height: 648 };
const TD2 = { width: 1260, height: 888 };
const PAGE = { width: 1500, height: 1056 };

export type TDevelopmentDesign = 'delta' | 'sigma' | 'orbit' | 'kappa';
export type TPortraitStyle = 'photo' | 'engraved' | 'screened' | 'faded';

export interface TDevelopmentPrint {
  design: TDevelopmentDesign;
  /** Which labelled face (face-fixtures.ts) is the holder's portrait. */
  face: number;
  portrait: TPortraitStyle;
  /** Hue of the design's pattern and the faded print's cast. */
  hue: number;
  /** MRZ lines left-aligned at the margin (else centred). */
  mrzLeft: boolean;
}

/**
 * The print of sample `seed`: one of the first three designs, or `design` for a draw made
 * in that one (kappa, added later, is drawn only so: adding it to
 * the three would redraw every sample the tests render).
 */
export function developmentPrint(seed: number, design?: TDevelopmentDesign): TDevelopmentPrint {
  // Not the image's own stream (random(seed)), whose first draws chose its kind.
  const next = random(seed ^ 0x5bd1e995);
  const designs = ['delta', 'sigma', 'orbit'] as const;
  const styles = ['photo', 'engraved', 'screened', 'faded'] as const;
  const drawn = designs[Math.floor(next() * designs.length)] as TDevelopmentDesign;
  return {
    design: design ?? drawn,
    face: Math.floor(next() * CROPS.length),
    portrait: styles[Math.floor(next() * styles.length)] as TPortraitStyle,
    hue: Math.floor(next() * 360),
    mrzLeft: next() < 0.5,
  };
}

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

const date = (yymmdd: string) => {
  const year = Number(yymmdd.slice(0, 2));
  return `${yymmdd.slice(4, 6)}.${yymmdd.slice(2, 4)}.${year > 40 ? 19 : 20}${yymmdd.slice(0, 2)}`;
};

function mrz(
  lines: string[],
  width: number,
  bottom: number,
  spacingMm: number,
  left: boolean,
  font?: TMrzFont,
): string {
  const length = lines[0]?.length ?? 0;
  const x = left ? 6 * PX_PER_MM : (width - length * MRZ_PITCH) / 2;
  const family = font?.family ?? 'OCR B';
  const size = 3.4 * PX_PER_MM * (font?.scale ?? 1);
  const top = bottom - (lines.length - 1) * spacingMm * PX_PER_MM;
  return lines
    .map((line, row) =>
      [...line]
        .map(
          (char, k) =>
            `<text x="${(x + k * MRZ_PITCH).toFixed(1)}" y="${(top + row * spacingMm * PX_PER_MM).toFixed(1)}" font-family="${svgFontFamily(family)}" font-size="${size.toFixed(1)}" fill="#141414">${esc(char)}</text>`,
        )
        .join(''),
    )
    .join('');
}

/** Labelled value in the design's sans face. */
function field(label: string, value: string, x: number, y: number, size = 26, hue = 220) {
  return `<text x="${x}" y="${y}" font-family="Liberation Sans, DejaVu Sans" font-size="15" fill="hsl(${hue},30%,35%)">${esc(label)}</text><text x="${x}" y="${y + size + 3}" font-family="DejaVu Sans" font-size="${size}" font-weight="bold" fill="#202020">${esc(value)}</text>`;
}

function pattern(design: TDevelopmentDesign, width: number, height: number, hue: number) {
  if (design === 'kappa') return guilloche(width, height, hue);
  const base = `<rect width="${width}" height="${height}" rx="32" fill="hsl(${hue},35%,91%)"/>`;
  if (design === 'delta') {
    // A diagonal line mesh.
    const step = 22;
    const lines: string[] = [];
    for (let k = -height; k < width; k += step) {
      lines.push(
        `<line x1="${k}" y1="0" x2="${k + height}" y2="${height}" stroke="hsl(${hue},40%,80%)" stroke-width="1.2"/>`,
        `<line x1="${k + height}" y1="0" x2="${k}" y2="${height}" stroke="hsl(${(hue + 30) % 360},40%,82%)" stroke-width="1.2"/>`,
      );
    }
    return base + lines.join('');
  }
  if (design === 'sigma') {
    // Concentric waves from a corner.
    const rings = Array.from({ length: 40 }, (_, i) => {
      const r = 30 + i * 28;
      return `<circle cx="${width * 0.85}" cy="${height * 0.2}" r="${r}" fill="none" stroke="hsl(${(hue + i * 4) % 360},45%,${76 + (i % 3) * 4}%)" stroke-width="2"/>`;
    }).join('');
    return base + rings;
  }
  // orbit: radial rays and a soft band.
  const rays = Array.from({ length: 90 }, (_, i) => {
    const angle = (i / 90) * Math.PI * 2;
    const cx = width * 0.55;
    const cy = height * 0.45;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(angle) * width).toFixed(0)}" y2="${(cy + Math.sin(angle) * width).toFixed(0)}" stroke="hsl(${(hue + i * 2) % 360},50%,82%)" stroke-width="1.5"/>`;
  }).join('');
  return `${base}${rays}<rect x="0" y="${height * 0.3}" width="${width}" height="${height * 0.12}" fill="hsl(${(hue + 180) % 360},40%,85%)" opacity="0.5"/>`;
}

/**
 * kappa's ground: a mid-tone tint (not the others' near-white) under bands of interlaced
 * sine lines, a guilloche, that run across the whole document, behind its MRZ too.
 */
function guilloche(width: number, height: number, hue: number) {
  const base = `<defs><linearGradient id="ground" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},40%,80%)"/><stop offset="1" stop-color="hsl(${(hue + 50) % 360},45%,74%)"/></linearGradient></defs><rect width="${width}" height="${height}" rx="32" fill="url(#ground)"/>`;
  const lines: string[] = [];
  for (let band = 0; band < 7; band++) {
    const middle = ((band + 0.5) * height) / 7;
    for (let k = 0; k < 6; k++) {
      const phase = (k * Math.PI) / 3;
      const points: string[] = [];
      for (let x = 0; x <= width; x += 8) {
        const y = middle + Math.sin((x / width) * Math.PI * 9 + phase) * (height / 16);
        points.push(`${x},${y.toFixed(1)}`);
      }
      lines.push(
        `<polyline points="${points.join(' ')}" fill="none" stroke="hsl(${(hue + band * 25) % 360},45%,${55 + (k % 3) * 8}%)" stroke-width="1.3" opacity="0.8"/>`,
      );
    }
  }
  return base + lines.join('');
}

/** A contact chip's gold pads. */
function chip(x: number, y: number) {
  const pads = [0, 1, 2]
    .flatMap((row) =>
      [0, 1].map(
        (column) =>
          `<rect x="${x + 6 + column * 50}" y="${y + 6 + row * 25}" width="44" height="20" rx="4" fill="#d6b25a" stroke="#8a6d2b" stroke-width="1.5"/>`,
      ),
    )
    .join('');
  return `<rect x="${x}" y="${y}" width="106" height="87" rx="12" fill="#c9a24a" stroke="#7a5e22" stroke-width="2"/>${pads}`;
}

/** A two-dimensional code: a square of `cells` random modules with three finder squares. */
function code2d(x: number, y: number, side: number, seed: number) {
  const next = random(seed);
  const cells = 25;
  const unit = side / cells;
  const modules: string[] = [
    `<rect x="${x}" y="${y}" width="${side}" height="${side}" fill="#fff"/>`,
  ];
  for (let row = 0; row < cells; row++) {
    for (let column = 0; column < cells; column++) {
      const finder =
        (row < 8 && column < 8) ||
        (row < 8 && column >= cells - 8) ||
        (row >= cells - 8 && column < 8);
      if (finder || next() < 0.5) continue;
      modules.push(
        `<rect x="${(x + column * unit).toFixed(1)}" y="${(y + row * unit).toFixed(1)}" width="${unit.toFixed(1)}" height="${unit.toFixed(1)}" fill="#111"/>`,
      );
    }
  }
  for (const [column, row] of [
    [0, 0],
    [cells - 7, 0],
    [0, cells - 7],
  ] as const) {
    modules.push(
      `<rect x="${x + (column + 0.5) * unit}" y="${y + (row + 0.5) * unit}" width="${6 * unit}" height="${6 * unit}" fill="none" stroke="#111" stroke-width="${unit}"/><rect x="${x + (column + 2) * unit}" y="${y + (row + 2) * unit}" width="${3 * unit}" height="${3 * unit}" fill="#111"/>`,
    );
  }
  return modules.join('');
}

function emblem(x: number, y: number, r: number, hue: number) {
  const points = Array.from({ length: 10 }, (_, i) => {
    const angle = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const radius = i % 2 ? r * 0.45 : r;
    return `${(x + Math.cos(angle) * radius).toFixed(1)},${(y + Math.sin(angle) * radius).toFixed(1)}`;
  }).join(' ');
  return `<circle cx="${x}" cy="${y}" r="${r * 1.25}" fill="none" stroke="hsl(${hue},50%,40%)" stroke-width="3"/><polygon points="${points}" fill="hsl(${hue},55%,45%)"/>`;
}

function stripes(x: number, y: number, width: number, height: number, seed: number) {
  const next = random(seed);
  const bars: string[] = [];
  for (let at = x; at < x + width; ) {
    const w = 2 + Math.floor(next() * 5);
    if (next() < 0.55)
      bars.push(`<rect x="${at}" y="${y}" width="${w}" height="${height}" fill="#222"/>`);
    at += w + 1;
  }
  return bars.join('');
}

const CROPS = labelledCrops();

/**
 * Labelled face `index` composed as an ID photograph of `width` x `height`: the head about
 * 60 % of the photograph's width, upright, over a plain light ground with dark shoulders
 * below, the crop's edge feathered into the ground (the grid's cells carry captions in
 * their top and bottom eighths, left out). ICAO's photographs show the head, chin to
 * crown, at 70-80 % of their height; a tight crop would put the face's edge at the
 * photograph's, which no document does.
 */
async function portraitPng(index: number, width: number, height: number): Promise<Buffer> {
  const crop = CROPS[index % CROPS.length] as (typeof CROPS)[number];
  const [left, top, cropWidth, cropHeight] = crop.rect;
  const inner = crop.name.startsWith('grid-') ? Math.round(cropHeight * 0.74) : cropHeight;
  const side = Math.min(cropWidth, inner);
  const head = Math.round(width * 0.62);
  const face = await sharp(path.join(HUMAN_DIR, 'assets', crop.source))
    .extract({
      left: left + Math.round((cropWidth - side) / 2),
      top: top + Math.round((cropHeight - side) / 2),
      width: side,
      height: side,
    })
    .resize(head, head)
    .png()
    .toBuffer();
  const feather = `<svg xmlns="http://www.w3.org/2000/svg" width="${head}" height="${head}"><defs><radialGradient id="m"><stop offset="0.7" stop-color="#fff"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs><ellipse cx="${head / 2}" cy="${head / 2}" rx="${head / 2}" ry="${head / 2}" fill="url(#m)"/></svg>`;
  const masked = await sharp(face)
    .ensureAlpha()
    .composite([{ input: Buffer.from(feather), blend: 'dest-in' }])
    .png()
    .toBuffer();
  const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#dde2e6"/><ellipse cx="${width / 2}" cy="${height * 1.02}" rx="${width * 0.55}" ry="${height * 0.3}" fill="#2c2f36"/></svg>`;
  return sharp(Buffer.from(ground))
    .composite([
      { input: masked, left: Math.round((width - head) / 2), top: Math.round(height * 0.1) },
    ])
    .png()
    .toBuffer();
}

/** The portrait printed in `style`, as an RGBA PNG of the given size. */
async function printedPortrait(
  index: number,
  width: number,
  height: number,
  style: TPortraitStyle,
  hue: number,
  opacity = 1,
): Promise<Buffer> {
  const face = await portraitPng(index, width, height);
  let out: Buffer;
  if (style === 'photo') {
    out = await sharp(face).ensureAlpha().raw().toBuffer();
  } else {
    const { data } = await sharp(face).greyscale().raw().toBuffer({ resolveWithObject: true });
    const [r, g, b] = hslToRgb(hue, 0.35, 0.5);
    out = Buffer.alloc(width * height * 4);
    const cos = Math.cos(Math.PI / 4);
    const sin = Math.sin(Math.PI / 4);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const grey = (data[y * width + x] as number) / 255;
        let tone: number;
        if (style === 'engraved') tone = Math.min(1, Math.max(0, (grey - 0.5) * 1.5 + 0.5));
        else if (style === 'faded') tone = 0.45 + grey * 0.5;
        else {
          // An amplitude-modulated dot screen about 2.4 px a cell (some 125 lines an inch), at 45 degrees.
          const u = ((x * cos + y * sin) * Math.PI * 2) / 2.4;
          const v = ((-x * sin + y * cos) * Math.PI * 2) / 2.4;
          const screen = 0.5 + (Math.cos(u) + Math.cos(v)) / 4;
          tone = grey > screen ? 0.95 : 0.15;
        }
        const i = (y * width + x) * 4;
        const cast = style === 'engraved' ? 0.1 : 0.45;
        out[i] = Math.round(255 * tone * (1 - cast + (cast * r) / 255));
        out[i + 1] = Math.round(255 * tone * (1 - cast + (cast * g) / 255));
        out[i + 2] = Math.round(255 * tone * (1 - cast + (cast * b) / 255));
        out[i + 3] = 255;
      }
    }
  }
  if (opacity < 1) {
    for (let i = 3; i < out.length; i += 4) out[i] = Math.round(255 * opacity);
  }
  return sharp(out, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [Math.round(255 * f(0)), Math.round(255 * f(8)), Math.round(255 * f(4))];
}

/** A laminate's sheen: soft diagonal bands of light over the whole document. */
function sheen(width: number, height: number, hue: number) {
  return `<defs><linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0.6"><stop offset="0.2" stop-color="#fff" stop-opacity="0"/><stop offset="0.35" stop-color="hsl(${hue},80%,85%)" stop-opacity="0.25"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="0.7" stop-color="hsl(${(hue + 120) % 360},80%,85%)" stop-opacity="0.18"/><stop offset="0.85" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${width}" height="${height}" rx="32" fill="url(#sheen)"/>`;
}

interface TPlaced {
  left: number;
  top: number;
  width: number;
  height: number;
  opacity?: number;
}

async function compose(
  size: { width: number; height: number },
  under: string,
  over: string,
  print: TDevelopmentPrint,
  portraits: TPlaced[],
) {
  const svg = (body: string) =>
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">${body}</svg>`,
    );
  const layers = await Promise.all(
    portraits.map(async (place) => ({
      input: await printedPortrait(
        print.face,
        place.width,
        place.height,
        place.opacity ? 'engraved' : print.portrait,
        print.hue,
        place.opacity ?? 1,
      ),
      left: place.left,
      top: place.top,
    })),
  );
  return sharp(svg(under))
    .composite([
      ...layers,
      { input: svg(over) },
      { input: svg(sheen(size.width, size.height, print.hue)) },
    ])
    .png()
    .toBuffer();
}

/** Where a development design prints a card front's portrait, card px. */
export function developmentFrontPortrait(design: TDevelopmentDesign) {
  if (design === 'kappa') return { left: 40, top: 120, width: 260, height: 340 };
  return design === 'delta'
    ? { left: 700, top: 150, width: 270, height: 350 }
    : { left: 50, top: 150, width: 270, height: 350 };
}

/** A card's front in a development design. */
export function renderDevelopmentFront(identity: TFixtureIdentity, print: TDevelopmentPrint) {
  if (print.design === 'kappa') return kappaFront(identity, print);
  const { width, height } = CARD;
  const { hue, design } = print;
  const portraitRight = design === 'delta';
  const photo = developmentFrontPortrait(design);
  const x = portraitRight ? 60 : 360;
  const under = pattern(design, width, height, hue);
  const over = `${emblem(portraitRight ? 900 : 110, 70, 34, hue)}
    <text x="${portraitRight ? 60 : 200}" y="62" font-family="DejaVu Sans" font-weight="bold" font-size="30" fill="hsl(${hue},45%,25%)">${esc(identity.issuingState)} · IDENTITY CARD</text>
    <text x="${portraitRight ? 60 : 200}" y="96" font-family="Liberation Sans, DejaVu Sans" font-size="20" fill="hsl(${hue},45%,25%)">CARTE D'IDENTITÉ / PERSONALAUSWEIS</text>
    ${field('SURNAME / NOM', identity.displayLastName, x, 160, 30, hue)}
    ${field('GIVEN NAMES / PRÉNOMS', identity.displayFirstName, x, 235, 30, hue)}
    ${field('SEX', identity.sex, x, 310, 24, hue)}${field('NATIONALITY', identity.nationality, x + 160, 310, 24, hue)}
    ${field('DATE OF BIRTH', date(identity.birthDate), x, 375, 24, hue)}
    ${field('DOCUMENT No', identity.documentNumber, x + 260, 375, 24, hue)}
    ${field('DATE OF EXPIRY', date(identity.expirationDate), x, 440, 24, hue)}
    <path d="M ${x} 560 c 30 -40 60 30 90 -10 s 50 -30 80 10 s 40 20 70 -15" stroke="#1b2a6b" stroke-width="3" fill="none"/>`;
  const ghost = portraitRight
    ? { left: 520, top: 470, width: 90, height: 116, opacity: 0.3 }
    : { left: 860, top: 450, width: 90, height: 116, opacity: 0.3 };
  return compose(CARD, under, over, print, design === 'sigma' ? [photo] : [photo, ghost]);
}

/** A card's back (TD1) in a development design. */
export function renderDevelopmentBack(
  identity: TFixtureIdentity,
  print: TDevelopmentPrint,
  font?: TMrzFont,
) {
  if (print.design === 'kappa') return kappaBack(identity, print, font);
  const { width, height } = CARD;
  const { hue, design } = print;
  const lines = buildTd1(identity);
  const bottom = height - 40;
  const mrzTop = bottom - 2 * 4.0 * PX_PER_MM - 36;
  const address = (identity.address ?? ['1 MAIN STREET', '1000 CAPITAL'])
    .map(
      (line, i) =>
        `<text x="60" y="${150 + i * 36}" font-family="DejaVu Sans" font-size="24" font-weight="bold" fill="#202020">${esc(line)}</text>`,
    )
    .join('');
  const box =
    design === 'delta'
      ? `<rect x="700" y="60" width="260" height="330" fill="none" stroke="hsl(${hue},30%,45%)" stroke-width="3"/>`
      : design === 'orbit'
        ? `<rect x="720" y="70" width="240" height="300" fill="hsl(${hue},20%,97%)" stroke="#777" stroke-width="2"/>${stripes(60, 330, 380, 60, identity.documentNumber.length + hue)}`
        : stripes(640, 70, 320, 80, hue);
  const under = pattern(design, width, height, (hue + 60) % 360);
  const over = `<text x="60" y="110" font-family="Liberation Sans, DejaVu Sans" font-size="16" fill="hsl(${hue},30%,35%)">ADDRESS / ADRESSE</text>${address}
    ${box}
    <text x="60" y="${mrzTop - 62}" font-family="Liberation Sans, DejaVu Sans" font-size="20" fill="#333">AUTHORITY: ${esc(identity.issuingState)} MUNICIPALITY 0${(hue % 9) + 1}</text>
    <text x="60" y="${mrzTop - 32}" font-family="Liberation Sans, DejaVu Sans" font-size="20" fill="#333">ISSUED ${date(identity.expirationDate.replace(/^\d\d/, (y) => String(Number(y) - 10).padStart(2, '0')))} · No ${esc(identity.documentNumber)}</text>
    <rect x="0" y="${mrzTop - 12}" width="${width}" height="${height - mrzTop + 12}" fill="hsl(${hue},15%,95%)" opacity="${design === 'orbit' ? 0.3 : 0.85}"/>
    ${mrz(lines, width, bottom, 4.0, print.mrzLeft, font)}`;
  const ghost =
    design === 'delta' ? [{ left: 735, top: 100, width: 190, height: 250, opacity: 0.25 }] : [];
  return compose(CARD, under, over, print, ghost);
}

/**
 * kappa's front: the title white on a dark banner, a chip, the portrait on the left in
 * colour, the fields in two columns over the guilloche.
 */
function kappaFront(identity: TFixtureIdentity, print: TDevelopmentPrint) {
  const { width, height } = CARD;
  const { hue } = print;
  const x = 330;
  const over = `<rect x="0" y="0" width="${width}" height="92" fill="hsl(${hue},55%,22%)"/>
    <text x="40" y="44" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="#fff">${esc(identity.issuingState)} — NATIONAL IDENTITY CARD</text>
    <text x="40" y="76" font-family="Liberation Sans, DejaVu Sans" font-size="19" fill="#e8e8e8">CARTA D'IDENTITÀ · DOCUMENTO DE IDENTIDAD</text>
    ${chip(870, 120)}
    ${field('SURNAME', identity.displayLastName, x, 140, 30, hue)}
    ${field('GIVEN NAMES', identity.displayFirstName, x, 215, 30, hue)}
    ${field('SEX', identity.sex, x, 290, 24, hue)}${field('NATIONALITY', identity.nationality, x + 150, 290, 24, hue)}
    ${field('DATE OF BIRTH', date(identity.birthDate), x, 355, 24, hue)}${field('CARD No', identity.documentNumber, x + 280, 355, 24, hue)}
    ${field('EXPIRY', date(identity.expirationDate), x, 420, 24, hue)}${field('CAN', identity.documentNumber.slice(-6), x + 280, 420, 24, hue)}
    <text x="${x}" y="520" font-family="Liberation Sans, DejaVu Sans" font-size="15" fill="#333">HOLDER'S SIGNATURE</text>
    <path d="M ${x + 10} 590 c 30 -40 60 30 90 -10 s 50 -30 80 10 s 40 20 70 -15" stroke="#1b2a6b" stroke-width="3" fill="none"/>`;
  return compose(CARD, guilloche(width, height, hue), over, print, [
    developmentFrontPortrait('kappa'),
    { left: 880, top: 460, width: 100, height: 130, opacity: 0.35 },
  ]);
}

/**
 * kappa's back: print over all of it, the issue's hardest kind of back. Fields in two
 * columns, a small second portrait and a two-dimensional code on the right, two lines of
 * small print right above the MRZ, and the MRZ on the guilloche with no clear band.
 */
function kappaBack(identity: TFixtureIdentity, print: TDevelopmentPrint, font?: TMrzFont) {
  const { width, height } = CARD;
  const { hue } = print;
  const lines = buildTd1(identity);
  const bottom = height - 40;
  const mrzTop = bottom - 2 * 4.0 * PX_PER_MM - 36;
  const address = identity.address ?? ['1 MAIN STREET', '1000 CAPITAL'];
  const small = (text: string, y: number) =>
    `<text x="40" y="${y}" font-family="Liberation Sans, DejaVu Sans" font-size="17" fill="#222">${esc(text)}</text>`;
  const over = `${field('HEIGHT', '1.72', 40, 40, 22, hue)}${field('EYES', 'BROWN', 200, 40, 22, hue)}
    ${field('ADDRESS', address[0] ?? '', 40, 105, 22, hue)}
    <text x="40" y="170" font-family="DejaVu Sans" font-size="22" font-weight="bold" fill="#202020">${esc(address[1] ?? '')}</text>
    ${field('PLACE OF BIRTH', identity.issuingState === 'ESP' ? 'MADRID' : 'CAPITAL CITY', 40, 190, 22, hue)}
    ${field('PARENTS', `${identity.displayLastName.split(' ')[0]} / MARIA`, 40, 255, 22, hue)}
    ${code2d(610, 40, 170, hue + identity.documentNumber.length)}
    ${small(`ISSUED BY THE MINISTRY OF THE INTERIOR · ${esc(identity.issuingState)} · OFFICE 0${(hue % 9) + 1}`, mrzTop - 44)}
    ${small(`DOCUMENT ${esc(identity.documentNumber)} · VALID IN THE EU AND SCHENGEN AREA`, mrzTop - 18)}
    <rect x="0" y="${mrzTop - 8}" width="${width}" height="${height - mrzTop + 8}" fill="hsl(${hue},15%,95%)" opacity="0.18"/>
    ${mrz(lines, width, bottom, 4.0, print.mrzLeft, font)}`;
  return compose(CARD, guilloche(width, height, hue), over, print, [
    { left: 810, top: 40, width: 170, height: 220 },
  ]);
}

/** The MRZ side of a TD2 document in a development design. */
export function renderDevelopmentTd2(
  identity: TFixtureIdentity,
  print: TDevelopmentPrint,
  font?: TMrzFont,
) {
  const { width, height } = TD2;
  const { hue, design } = print;
  const lines = buildTd2(identity);
  const bottom = height - 50;
  const right = design !== 'sigma';
  const photo = right
    ? { left: 880, top: 150, width: 320, height: 410 }
    : { left: 50, top: 150, width: 320, height: 410 };
  const x = right ? 60 : 420;
  const under = pattern(design, width, height, hue);
  const over = `${emblem(right ? 1150 : 110, 70, 36, hue)}
    <text x="${right ? 60 : 200}" y="70" font-family="DejaVu Sans" font-weight="bold" font-size="32" fill="hsl(${hue},45%,25%)">${esc(identity.issuingState)} · RESIDENCE DOCUMENT</text>
    ${field('SURNAME', identity.displayLastName, x, 170, 30, hue)}
    ${field('GIVEN NAMES', identity.displayFirstName, x, 250, 30, hue)}
    ${field('NATIONALITY', identity.nationality, x, 330, 26, hue)}${field('SEX', identity.sex, x + 300, 330, 26, hue)}
    ${field('DATE OF BIRTH', date(identity.birthDate), x, 410, 26, hue)}
    ${field('VALID UNTIL', date(identity.expirationDate), x, 490, 26, hue)}
    ${mrz(lines, width, bottom, 4.3, print.mrzLeft, font)}`;
  return compose(TD2, under, over, print, [photo]);
}

/** A passport's data page (TD3) in a development design. */
export function renderDevelopmentPage(
  identity: TFixtureIdentity,
  print: TDevelopmentPrint,
  font?: TMrzFont,
) {
  const { width, height } = PAGE;
  const { hue, design } = print;
  const lines = buildTd3(identity);
  const bottom = height - 60;
  const under = pattern(design, width, height, hue);
  const over = `${emblem(1380, 80, 40, hue)}
    <text x="60" y="80" font-family="DejaVu Sans" font-weight="bold" font-size="38" fill="hsl(${hue},45%,25%)">PASSPORT · PASSEPORT · ${esc(identity.issuingState)}</text>
    ${field('TYPE', 'P', 500, 150, 26, hue)}${field('CODE', identity.issuingState, 660, 150, 26, hue)}${field('PASSPORT No', identity.documentNumber, 900, 150, 26, hue)}
    ${field('SURNAME', identity.displayLastName, 500, 230, 30, hue)}
    ${field('GIVEN NAMES', identity.displayFirstName, 500, 310, 30, hue)}
    ${field('NATIONALITY', identity.nationality, 500, 390, 26, hue)}
    ${field('DATE OF BIRTH', date(identity.birthDate), 500, 460, 26, hue)}${field('SEX', identity.sex, 1000, 460, 26, hue)}
    ${field('DATE OF EXPIRY', date(identity.expirationDate), 500, 530, 26, hue)}
    <path d="M 520 680 c 40 -50 70 40 110 -15 s 60 -40 100 15 s 50 25 90 -20" stroke="#1b2a6b" stroke-width="3" fill="none"/>
    <rect x="0" y="${bottom - 4.3 * PX_PER_MM - 60}" width="${width}" height="${height - bottom + 4.3 * PX_PER_MM + 60}" fill="#fafaf5" opacity="${design === 'orbit' ? 0.25 : design === 'kappa' ? 0.15 : 0.8}"/>
    ${mrz(lines, width, bottom, 4.3, print.mrzLeft, font)}`;
  const ghost =
    design !== 'sigma' ? [{ left: 1220, top: 420, width: 160, height: 210, opacity: 0.3 }] : [];
  return compose(PAGE, under, over, print, [
    { left: 70, top: 150, width: 380, height: 490 },
    ...ghost,
  ]);
}

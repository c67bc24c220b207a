import sharp from 'sharp';
import { buildTd1, buildTd2, buildTd3 } from '../src/mrz/build-mrz.ts';
import type { TFixtureIdentity } from './identities.ts';
import { portraitPng } from './portraits.ts';
import { svgFontFamily } from './svg-font-family.ts';

/** ID-1 cards (85.6 x 54 mm) and passport data pages (125 x 88 mm) at 12 px/mm. */
export const CARD_SIZE = { width: 1027, height: 648 } as const;
export const PASSPORT_SIZE = { width: 1500, height: 1056 } as const;
const PX_PER_MM = 12;
/** ICAO 9303: MRZ characters at 10 per inch (2.54 mm pitch), OCR-B size 1 (2.4 mm high). */
const MRZ_PITCH = 2.54 * PX_PER_MM;

export type TDocumentSide = 'id-front' | 'id-back' | 'passport';

/** Where a card front's portrait is printed, card px. */
export const CARD_FRONT_PORTRAIT = { left: 40, top: 140, width: 286, height: 366 } as const;

/**
 * Where a card back's (TD1) and a passport page's (TD3) MRZ is printed: the page, its
 * characters a line, the top of its band, the first baseline below that and the step to
 * the next line.
 */
const MRZ_PRINT = {
  'id-back': {
    size: CARD_SIZE,
    chars: 30,
    top: CARD_SIZE.height - 3 * 4.0 * PX_PER_MM - 40,
    first: 36,
    step: 4.0 * PX_PER_MM,
  },
  passport: {
    size: PASSPORT_SIZE,
    chars: 44,
    top: PASSPORT_SIZE.height - 2 * 4.3 * PX_PER_MM - 60,
    first: 40,
    step: 4.3 * PX_PER_MM,
  },
} as const;

/** The left edge of a side's first MRZ cell (the lines centred on the page). */
const mrzLeft = (side: keyof typeof MRZ_PRINT) =>
  (MRZ_PRINT[side].size.width - MRZ_PRINT[side].chars * MRZ_PITCH) / 2;

/** The baseline of a side's MRZ line `line`. */
const mrzBaseline = (side: keyof typeof MRZ_PRINT, line: number) =>
  MRZ_PRINT[side].top + MRZ_PRINT[side].first + line * MRZ_PRINT[side].step;

/**
 * A rendered card back or passport page (renderDocument) with a glare spot over its MRZ's
 * document number, the third and fourth cells: washed out, the MRZ is read but fails its
 * checks, as a reflection makes it in one frame of a capture and not in the next.
 */
export async function withMrzGlare(page: Buffer, side: keyof typeof MRZ_PRINT): Promise<Buffer> {
  const { width, height } = MRZ_PRINT[side].size;
  // The document number: a card's first line from its sixth cell, a page's second line.
  const [line, cell] = side === 'passport' ? [1, 3.5] : [0, 8];
  const x = mrzLeft(side) + cell * MRZ_PITCH;
  const y = mrzBaseline(side, line) - 12;
  const spot = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><radialGradient id="glare"><stop offset="0.7" stop-color="#fff"/>
    <stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>
    <ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="30" ry="24" fill="url(#glare)"/></svg>`;
  return sharp(page)
    .composite([{ input: Buffer.from(spot) }])
    .png()
    .toBuffer();
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/'/g, '&apos;');

const formatDate = (yymmdd: string) => {
  const year = Number(yymmdd.slice(0, 2));
  const century = year > 40 ? 19 : 20;
  return `${yymmdd.slice(4, 6)} ${yymmdd.slice(2, 4)} ${century}${yymmdd.slice(0, 2)}`;
};

/** One MRZ line, each character placed at the fixed ICAO pitch. */
function mrzLine(
  text: string,
  x: number,
  baseline: number,
  print: TFixtureIdentity['mrzPrint'] = 'regular',
  /** Another font family and its size relative to OCR-B's (same capital height). */
  other?: TMrzFont,
): string {
  const font = other?.family ?? (print === 'sharp' ? 'OCR B S' : 'OCR B');
  const ink = print === 'bold' ? ' stroke="#111" stroke-width="1.6"' : '';
  const size = 3.4 * PX_PER_MM * (other?.scale ?? 1);
  return [...text]
    .map(
      (char, index) =>
        `<text x="${(x + index * MRZ_PITCH).toFixed(1)}" y="${baseline}" font-family="${svgFontFamily(font)}" font-size="${size.toFixed(1)}" fill="#111"${ink}>${xmlText(char)}</text>`,
    )
    .join('');
}

/** An MRZ printed in a font other than OCR-B (old documents; the development set). */
export interface TMrzFont {
  family: string;
  /** Font size as a share of OCR-B's, chosen so the capital height is OCR-B's. */
  scale: number;
}

function field(label: string, value: string, x: number, y: number, size = 30): string {
  return `<text x="${x}" y="${y}" font-family="DejaVu Sans" font-size="17" fill="#5a4a6a">${xmlText(label)}</text><text x="${x}" y="${y + size + 4}" font-family="DejaVu Sans" font-weight="bold" font-size="${size}" fill="#1a1a1a">${xmlText(value)}</text>`;
}

/** A light security background: gradient and fine guilloche-like curves. */
function background(width: number, height: number, hue: number): string {
  const curves = Array.from({ length: 18 }, (_, i) => {
    const y = (height / 18) * i + 10;
    return `<path d="M0 ${y} C ${width * 0.3} ${y - 40}, ${width * 0.6} ${y + 40}, ${width} ${y}" stroke="hsl(${hue},45%,78%)" stroke-width="1.5" fill="none"/>`;
  }).join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,93%)"/><stop offset="1" stop-color="hsl(${hue + 40},50%,86%)"/></linearGradient></defs><rect width="${width}" height="${height}" rx="36" fill="url(#g)"/>${curves}`;
}

function header(identity: TFixtureIdentity, width: number, title: string): string {
  const state =
    identity.issuingState === 'ESP'
      ? 'REINO DE ESPAÑA'
      : identity.issuingState === 'ITA'
        ? 'REPUBBLICA ITALIANA'
        : identity.issuingState === 'UTO'
          ? 'UTOPIA'
          : identity.issuingState;
  return `<text x="${width / 2}" y="62" text-anchor="middle" font-family="DejaVu Sans" font-weight="bold" font-size="34" fill="#3b2d5a">${xmlText(state)}</text><text x="${width / 2}" y="100" text-anchor="middle" font-family="DejaVu Sans" font-size="24" fill="#3b2d5a">${xmlText(title)}</text>`;
}

/**
 * A kinegram-like patch: rainbow bands whose hues turn with the viewing angle, which is
 * what a camera sees when the card is tilted (a printed copy keeps one set of colours).
 */
function hologram(cx: number, cy: number, hue: number): string {
  const bands = Array.from({ length: 6 }, (_, i) => {
    const h = Math.round((hue + i * 60) % 360);
    return `<stop offset="${(i / 5).toFixed(2)}" stop-color="hsl(${h},85%,60%)"/>`;
  }).join('');
  return `<defs><linearGradient id="holo" x1="0" y1="0" x2="1" y2="1">${bands}</linearGradient></defs><ellipse cx="${cx}" cy="${cy}" rx="120" ry="62" fill="url(#holo)" opacity="0.85"/>`;
}

async function compose(
  svg: string,
  size: { width: number; height: number },
  portrait?: { index: number; left: number; top: number; width: number; height: number },
) {
  const base = sharp(Buffer.from(svg));
  if (!portrait) return base.png().toBuffer();
  const face = await portraitPng(portrait.index, portrait.width, portrait.height);
  return base
    .composite([{ input: face, left: portrait.left, top: portrait.top }])
    .resize(size.width, size.height)
    .png()
    .toBuffer();
}

/** The document side as a flat, straight PNG (what a scanner would see). */
export async function renderDocument(
  identity: TFixtureIdentity,
  side: TDocumentSide,
  /** ID fronts: the hologram's hue shift in degrees, as seen from one viewing angle. */
  hologramHue = 0,
  mrzFont?: TMrzFont,
) {
  if (side === 'passport') return renderPassport(identity, mrzFont);
  const { width, height } = CARD_SIZE;
  if (side === 'id-front') {
    const spanish = identity.issuingState === 'ESP';
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background(width, height, 260)}${header(identity, width, spanish ? 'DOCUMENTO NACIONAL DE IDENTIDAD' : 'IDENTITY CARD / CARTA D’IDENTITÀ')}
      ${field(spanish ? 'APELLIDOS / SURNAME' : 'SURNAME', identity.displayLastName, 360, 160)}
      ${field(spanish ? 'NOMBRE / NAME' : 'GIVEN NAMES', identity.displayFirstName, 360, 240)}
      ${field('SEXO / SEX', identity.sex, 360, 320, 26)}
      ${field('NACIONALIDAD', identity.nationality, 560, 320, 26)}
      ${field('FECHA DE NACIMIENTO', formatDate(identity.birthDate), 360, 390, 26)}
      ${field('NUM SOPORTE', identity.documentNumber, 720, 390, 26)}
      ${field('VÁLIDO HASTA / EXPIRY', formatDate(identity.expirationDate), 360, 460, 26)}
      ${spanish && identity.optional1 ? `<text x="40" y="600" font-family="DejaVu Sans" font-weight="bold" font-size="44" fill="#1a1a1a">DNI ${xmlText(identity.optional1)}</text>` : `<text x="40" y="600" font-family="DejaVu Sans" font-weight="bold" font-size="40" fill="#1a1a1a">${xmlText(identity.documentNumber)}</text>`}
      <rect x="38" y="138" width="290" height="370" fill="#ddd" stroke="#998" stroke-width="2"/>
      ${hologram(860, 470, hologramHue)}</svg>`;
    return compose(svg, CARD_SIZE, { index: identity.portrait, ...CARD_FRONT_PORTRAIT });
  }
  const lines = buildTd1(identity);
  const mrzTop = MRZ_PRINT['id-back'].top;
  const address = (identity.address ?? [])
    .map(
      (line, i) =>
        `<text x="60" y="${150 + i * 40}" font-family="DejaVu Sans" font-weight="bold" font-size="28" fill="#1a1a1a">${xmlText(line)}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background(width, height, 200)}
    <text x="60" y="100" font-family="DejaVu Sans" font-size="18" fill="#4a5a6a">DOMICILIO / ADDRESS</text>${address}
    <text x="60" y="320" font-family="DejaVu Sans" font-size="18" fill="#4a5a6a">LUGAR DE NACIMIENTO / PLACE OF BIRTH</text>
    <rect x="0" y="${mrzTop - 20}" width="${width}" height="${height - mrzTop + 20}" fill="#f6f6f0"/>
    ${lines.map((line, i) => mrzLine(line, mrzLeft('id-back'), mrzBaseline('id-back', i), identity.mrzPrint, mrzFont)).join('')}</svg>`;
  return compose(svg, CARD_SIZE);
}

/** ID-2 documents (105 x 74 mm) at 12 px/mm: the MRZ side of a TD2 card or permit. */
export const TD2_SIZE = { width: 1260, height: 888 } as const;

/** The MRZ side of a TD2 document: the holder's data above two lines of 36 characters. */
export async function renderTd2(identity: TFixtureIdentity, mrzFont?: TMrzFont) {
  const { width, height } = TD2_SIZE;
  const lines = buildTd2(identity);
  const mrzTop = height - 2 * 4.3 * PX_PER_MM - 56;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background(width, height, 120)}${header(identity, width, 'RESIDENCE PERMIT / PERMISO')}
    ${field('SURNAME', identity.displayLastName, 400, 170, 28)}
    ${field('GIVEN NAMES', identity.displayFirstName, 400, 250, 28)}
    ${field('NATIONALITY', identity.nationality, 400, 330, 26)}${field('SEX', identity.sex, 700, 330, 26)}
    ${field('DATE OF BIRTH', formatDate(identity.birthDate), 400, 410, 26)}
    ${field('DATE OF EXPIRY', formatDate(identity.expirationDate), 400, 490, 26)}
    <rect x="48" y="150" width="310" height="400" fill="#ddd" stroke="#998" stroke-width="2"/>
    <rect x="0" y="${mrzTop - 26}" width="${width}" height="${height - mrzTop + 26}" fill="#f7f6ef"/>
    ${lines.map((line, i) => mrzLine(line, (width - 36 * MRZ_PITCH) / 2, mrzTop + 38 + i * 4.3 * PX_PER_MM, identity.mrzPrint, mrzFont)).join('')}</svg>`;
  return compose(svg, TD2_SIZE, {
    index: identity.portrait,
    left: 50,
    top: 152,
    width: 306,
    height: 396,
  });
}

async function renderPassport(identity: TFixtureIdentity, mrzFont?: TMrzFont) {
  const { width, height } = PASSPORT_SIZE;
  const lines = buildTd3(identity);
  const mrzTop = MRZ_PRINT.passport.top;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${background(width, height, 20)}${header(identity, width, 'PASAPORTE / PASSPORT')}
    ${field('TIPO / TYPE', 'P', 470, 160, 28)}${field('CÓDIGO / CODE', identity.issuingState, 680, 160, 28)}${field('PASAPORTE Nº / PASSPORT No', identity.documentNumber, 960, 160, 28)}
    ${field('APELLIDOS / SURNAME', identity.displayLastName, 470, 240)}
    ${field('NOMBRE / GIVEN NAMES', identity.displayFirstName, 470, 320)}
    ${field('NACIONALIDAD / NATIONALITY', identity.nationality, 470, 400, 28)}
    ${field('FECHA DE NACIMIENTO / DATE OF BIRTH', formatDate(identity.birthDate), 470, 470, 28)}
    ${field('SEXO / SEX', identity.sex, 1100, 470, 28)}
    ${field('FECHA DE CADUCIDAD / DATE OF EXPIRY', formatDate(identity.expirationDate), 470, 540, 28)}
    <rect x="58" y="158" width="370" height="480" fill="#ddd" stroke="#998" stroke-width="2"/>
    <rect x="0" y="${mrzTop - 30}" width="${width}" height="${height - mrzTop + 30}" fill="#f8f6ee"/>
    ${lines.map((line, i) => mrzLine(line, mrzLeft('passport'), mrzBaseline('passport', i), identity.mrzPrint, mrzFont)).join('')}</svg>`;
  return compose(svg, PASSPORT_SIZE, {
    index: identity.portrait,
    left: 60,
    top: 160,
    width: 366,
    height: 476,
  });
}

import { buildTd1 } from '../src/mrz/build-mrz.ts';
import { random } from '../testing/photograph.ts';
import {
  composeDocument,
  printedDate,
  sexLabel,
  type TPortraitPlacement,
} from './compose-document.ts';
import {
  barcode,
  emblem,
  MRZ_PITCH,
  mrzBlock,
  PX_PER_MM,
  printedField,
  securityBackground,
  type TMrzPrint,
  textLine,
} from './draw-security.ts';
import type { TDesign } from './evaluation-designs.ts';
import type { TEvaluationIdentity } from './evaluation-identities.ts';
import type { TPortraitPrint } from './print-portrait.ts';

/** ID-1 (85.6 x 54 mm) at 12 px/mm. */
export const ID1 = { width: 1027, height: 648 } as const;
const PORTRAIT = { width: 264, height: 336 } as const;

interface TCardInput {
  identity: TEvaluationIdentity;
  design: TDesign;
  face: string;
  print: TPortraitPrint;
  seed: number;
}

const svgOf = (body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ID1.width}" height="${ID1.height}">${body}</svg>`;

/** Where a design prints a TD1 card front's portrait, card px. */
export const cardFrontPortrait = (design: TDesign) => ({
  left: design.portrait === 'left' ? 40 : ID1.width - 40 - PORTRAIT.width,
  top: 140,
  ...PORTRAIT,
});

/** A TD1 card's front: header, emblem, portrait on the design's side, the printed fields. */
export function renderCardFront({ identity, design, face, print, seed }: TCardInput) {
  const { width, height } = ID1;
  const font = design.textFont;
  const left = design.portrait === 'left';
  const portraitX = cardFrontPortrait(design).left;
  const textX = left ? 340 : 44;
  const ink = `hsl(${design.hue},45%,28%)`;
  const fields = [
    printedField('SURNAME / NOM', identity.displayLastName, textX, 150, font, 30),
    printedField('GIVEN NAMES / PRÉNOMS', identity.displayFirstName, textX, 222, font, 28),
    printedField('SEX', sexLabel(identity), textX, 292, font, 24),
    printedField('NATIONALITY', identity.nationality, textX + 110, 292, font, 24),
    printedField(
      'DATE OF BIRTH',
      printedDate(identity.birthDate, 'birth'),
      textX + 300,
      292,
      font,
      24,
    ),
    printedField('PLACE OF BIRTH', identity.placeOfBirth, textX, 356, font, 24),
    printedField('DOCUMENT No', identity.documentNumber, textX, 420, font, 26),
    printedField(
      'EXPIRY',
      printedDate(identity.expirationDate, 'expiry'),
      textX + 300,
      420,
      font,
      26,
    ),
  ].join('');
  const signature = `<path d="M${textX} 560 c 30 -40 50 30 80 -5 s 40 -30 70 10 s 30 -20 60 -8" stroke="#223" stroke-width="3" fill="none"/>`;
  const body = [
    securityBackground(width, height, design.pattern, design.hue, seed),
    textLine(
      identity.issuingState,
      left ? width - 60 : 60,
      66,
      font,
      40,
      ink,
      left ? 'end' : 'start',
    ),
    textLine(design.title, width / 2, 104, font, 22, ink, 'middle'),
    emblem(design.emblem, left ? 90 : width - 90, 70, 44, ink),
    `<rect x="${portraitX - 3}" y="137" width="${PORTRAIT.width + 6}" height="${PORTRAIT.height + 6}" fill="#e6e3dc" stroke="${ink}" stroke-width="2"/>`,
    fields,
    signature,
    textLine(
      `CAN ${String(100000 + Math.floor(random(seed)() * 899999))}`,
      left ? width - 60 : 60,
      612,
      font,
      26,
      '#1d1d24',
      left ? 'end' : 'start',
    ),
  ].join('');
  const portraits: TPortraitPlacement[] = [
    { face, left: portraitX, top: 140, width: PORTRAIT.width, height: PORTRAIT.height, print },
  ];
  if (design.backBox === 'empty') {
    // A small ghost portrait at the lower corner, as many cards print.
    portraits.push({
      face,
      left: left ? width - 150 : 330,
      top: 470,
      width: 96,
      height: 122,
      print,
      ghost: true,
    });
  }
  return composeDocument(svgOf(body), ID1, portraits, seed);
}

/**
 * A TD1 card's back: address and issue lines, the design's box (none, an empty window or a
 * ghost face, portrait-sized), printed lines just above the MRZ, the three MRZ lines.
 */
export function renderCardBack(
  { identity, design, face, print, seed }: TCardInput,
  mrz: TMrzPrint,
) {
  const { width, height } = ID1;
  const font = design.textFont;
  const gap = design.mrzLineGap * PX_PER_MM;
  const next = random(seed + 5);
  const lastBaseline = height - (3.6 + next() * 1.2) * PX_PER_MM;
  const firstBaseline = lastBaseline - 2 * gap;
  const mrzLeft = design.mrzAlign === 'left' ? 4.2 * PX_PER_MM : (width - 30 * MRZ_PITCH) / 2;
  const box = design.backBox;
  const boxX = box === 'ghost' ? width - 48 - PORTRAIT.width * 0.85 : 48;
  const textX = box === 'empty' ? 300 : 56;
  const issued = printedDate(
    `${String(Number(identity.expirationDate.slice(0, 2)) - 10).padStart(2, '0')}${identity.expirationDate.slice(2)}`,
    'expiry',
  );
  const body = [
    securityBackground(width, height, design.pattern, design.hue + 30, seed + 1),
    printedField('ADDRESS / MORADA', identity.address[0] ?? '', textX, 60, font, 26),
    textLine(identity.address[1] ?? '', textX, 122, font, 26),
    printedField('PLACE OF BIRTH', identity.placeOfBirth, textX, 160, font, 24),
    printedField('DATE OF ISSUE', issued, textX, 226, font, 24),
    box === 'none' ? emblem(design.emblem, width - 140, 140, 70, `hsl(${design.hue},30%,60%)`) : '',
    box === 'empty'
      ? `<rect x="${boxX}" y="40" width="${PORTRAIT.width * 0.85}" height="${PORTRAIT.height * 0.85}" rx="10" fill="#efeee8" stroke="#555" stroke-width="2"/>${barcode(300, 300, 420, 56, seed)}`
      : '',
    box === 'ghost'
      ? `<rect x="${boxX - 3}" y="37" width="${PORTRAIT.width * 0.85 + 6}" height="${PORTRAIT.height * 0.85 + 6}" fill="#ecebe6" stroke="#666" stroke-width="2"/>`
      : '',
    // Printed lines right above the MRZ (the issuing authority, a card number).
    textLine(
      `AUTHORITY ${identity.placeOfBirth} · ${identity.issuingState}`,
      56,
      firstBaseline - gap * 2,
      font,
      22,
    ),
    textLine(
      `${identity.documentNumber}  ${printedDate(identity.expirationDate, 'expiry')}`,
      56,
      firstBaseline - gap * 1.15,
      font,
      20,
    ),
    `<rect x="0" y="${firstBaseline - gap * 0.95}" width="${width}" height="${height}" fill="#f7f6f0" opacity="0.55"/>`,
    mrzBlock(buildTd1(identity), mrz, mrzLeft, firstBaseline, gap),
  ].join('');
  const portraits: TPortraitPlacement[] =
    box === 'ghost'
      ? [
          {
            face,
            left: boxX,
            top: 40,
            width: PORTRAIT.width * 0.85,
            height: PORTRAIT.height * 0.85,
            print,
            ghost: true,
          },
        ]
      : [];
  return composeDocument(svgOf(body), ID1, portraits, seed);
}

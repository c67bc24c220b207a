import { buildTd2, buildTd3 } from '../src/mrz/build-mrz.ts';
import { random } from '../testing/photograph.ts';
import {
  composeDocument,
  printedDate,
  sexLabel,
  type TPortraitPlacement,
} from './compose-document.ts';
import {
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

/** ID-2 (105 x 74 mm) and ID-3 passport pages (125 x 88 mm) at 12 px/mm. */
export const ID2 = { width: 1260, height: 888 } as const;
export const ID3 = { width: 1500, height: 1056 } as const;

interface TPageInput {
  identity: TEvaluationIdentity;
  design: TDesign;
  face: string;
  print: TPortraitPrint;
  seed: number;
}

/**
 * The side of a TD2 document or a passport's data page: header, portrait, the printed
 * fields beside it, the MRZ (two lines of 36 or 44) at the bottom.
 */
export function renderDataPage(
  { identity, design, face, print, seed }: TPageInput,
  mrz: TMrzPrint,
) {
  const passport = design.format === 'TD3';
  const size = passport ? ID3 : ID2;
  const { width, height } = size;
  const chars = passport ? 44 : 36;
  const font = design.textFont;
  const ink = `hsl(${design.hue},45%,26%)`;
  const next = random(seed + 9);
  const gap = design.mrzLineGap * PX_PER_MM;
  const lastBaseline = height - (4 + next() * 2) * PX_PER_MM;
  const firstBaseline = lastBaseline - gap;
  const mrzLeft = design.mrzAlign === 'left' ? 5 * PX_PER_MM : (width - chars * MRZ_PITCH) / 2;
  const portrait = passport ? { width: 360, height: 460 } : { width: 300, height: 384 };
  const top = passport ? 170 : 150;
  const left = design.portrait === 'left';
  const portraitX = left ? 56 : width - 56 - portrait.width;
  const x = left ? portraitX + portrait.width + 50 : 60;
  const column = passport ? 420 : 330;
  const value = passport ? 30 : 27;
  const fields = [
    printedField('TYPE', identity.documentCode, x, top, font, value),
    printedField('CODE', identity.issuingState, x + 150, top, font, value),
    printedField('No', identity.documentNumber, x + column, top, font, value),
    printedField('SURNAME / NOM', identity.displayLastName, x, top + 80, font, value + 2),
    printedField('GIVEN NAMES / PRÉNOMS', identity.displayFirstName, x, top + 160, font, value),
    printedField('NATIONALITY', identity.nationality, x, top + 240, font, value),
    printedField(
      'DATE OF BIRTH',
      printedDate(identity.birthDate, 'birth'),
      x + column * 0.75,
      top + 240,
      font,
      value,
    ),
    printedField('SEX', sexLabel(identity), x, top + 320, font, value),
    printedField(
      'PLACE OF BIRTH',
      identity.placeOfBirth,
      x + column * 0.75,
      top + 320,
      font,
      value,
    ),
    printedField(
      'DATE OF EXPIRY',
      printedDate(identity.expirationDate, 'expiry'),
      x,
      top + 400,
      font,
      value,
    ),
  ].join('');
  const ghostX = left ? width - 250 : portraitX - 190;
  const body = [
    securityBackground(width, height, design.pattern, design.hue, seed),
    textLine(identity.issuingState, width / 2, 62, font, 40, ink, 'middle'),
    textLine(design.title, width / 2, 104, font, 24, ink, 'middle'),
    emblem(design.emblem, left ? width - 110 : 110, 76, 50, ink),
    `<rect x="${portraitX - 3}" y="${top - 3}" width="${portrait.width + 6}" height="${portrait.height + 6}" fill="#e6e3dc" stroke="${ink}" stroke-width="2"/>`,
    fields,
    `<path d="M${x} ${top + 500} c 40 -50 60 40 100 -6 s 50 -40 90 12 s 40 -24 80 -10" stroke="#223" stroke-width="3" fill="none"/>`,
    `<rect x="0" y="${firstBaseline - gap * 0.95}" width="${width}" height="${height}" fill="#f8f6ee" opacity="0.6"/>`,
    mrzBlock(passport ? buildTd3(identity) : buildTd2(identity), mrz, mrzLeft, firstBaseline, gap),
  ].join('');
  const portraits: TPortraitPlacement[] = [
    { face, left: portraitX, top, width: portrait.width, height: portrait.height, print },
  ];
  if (design.backBox === 'ghost' || !passport) {
    portraits.push({
      face,
      left: ghostX,
      top: top + 300,
      width: 150,
      height: 192,
      print,
      ghost: true,
    });
  }
  return composeDocument(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${body}</svg>`,
    size,
    portraits,
    seed,
  );
}

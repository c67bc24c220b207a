import { drawFieldRow, drawSectionHeading, type TFormField } from './form-grid.ts';
import { createA4Document, drawCentred, drawFooter, PAGE, saveDocument } from './pdf-document.ts';
import { formatShortDate, toFontSafe } from './pdf-text.ts';
import { drawSignatureBox, SIGNATURE_AREA_TOP } from './signature-box.ts';
import type { TRenderArgs } from './template-types.ts';
import { drawFlow, layoutFlow } from './text-flow.ts';
import { TRAVELLER_LABELS } from './traveller-labels.ts';

/**
 * The guest registration form of opClass 1243 ("parte de entrada de viajeros"): one A4
 * page with the form language, the signer's known data filled in, every other field a
 * labelled blank line, and the signature box at page 1, x 10, y 60, 160x50.
 */
export async function renderTravellerForm(args: TRenderArgs): Promise<Uint8Array> {
  const labels = TRAVELLER_LABELS[args.language];
  const { doc, page, fonts } = await createA4Document({
    title: labels.title,
    language: args.language,
    date: args.date,
  });
  const { signer } = args;
  const today = formatShortDate(args.date, args.timeZone);
  const [firstSurname, secondSurname] = splitSurnames(signer.lastname);
  const box = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin, top: PAGE.height - 42 };

  drawCentred(page, fonts.bold, labels.title, 16, box.top - 16);
  drawCentred(page, fonts.regular, labels.subtitle, 8.5, box.top - 31);
  box.top -= 44;
  const rows: (TFormField[] | string)[] = [
    [
      { label: labels.languageField, value: labels.languageName },
      { label: labels.formDate, value: today },
    ],
    labels.sections.establishment,
    [{ label: labels.establishmentName }, { label: labels.establishmentCode }],
    [{ label: labels.establishmentAddress }, { label: labels.establishmentTown }],
    labels.sections.guest,
    [
      { label: labels.name, value: signer.name },
      { label: labels.firstSurname, value: firstSurname },
    ],
    [{ label: labels.secondSurname, value: secondSurname }, { label: labels.sex }],
    [
      { label: labels.documentType, value: documentType(signer.nif) },
      { label: labels.documentNumber, value: signer.nif },
    ],
    [{ label: labels.documentSupport }, { label: labels.nationality }],
    [{ label: labels.birthDate }, { label: labels.phone, value: signer.cellphone }],
    [{ label: labels.residenceAddress }],
    [{ label: labels.residenceTown }, { label: labels.email, value: signer.email }],
    labels.sections.stay,
    [{ label: labels.entryDate, value: today }, { label: labels.departureDate }],
    [{ label: labels.travellers }, { label: labels.rooms }],
    [{ label: labels.contractReference }, { label: labels.relationship }],
    [{ label: labels.payment }, { label: labels.paymentHolder }],
  ];
  for (const row of rows) {
    box.top =
      typeof row === 'string'
        ? drawSectionHeading(page, fonts, row, box)
        : drawFieldRow(page, fonts, row, box);
  }

  const notes = layoutFlow(
    [
      { kind: 'heading', text: toFontSafe(fonts.bold, labels.declaration) },
      { kind: 'paragraph', text: toFontSafe(fonts.regular, labels.privacy) },
    ],
    fonts,
    box.width,
    box.top - 8 - SIGNATURE_AREA_TOP,
    8,
  );
  drawFlow(page, notes, fonts, box.x, box.top - 8);

  drawSignatureBox(page, fonts, labels.signatureLabel, `${signer.name} ${signer.lastname}`.trim());
  drawFooter(page, fonts, labels.footer);
  return saveDocument(doc);
}

/** Surname particles that start a compound surname ("de la Fuente", "Van Dyke"). */
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'i', 'da', 'di', 'van', 'von']);

/**
 * Spanish names carry two surnames; the signer gives them as one field. Exactly two
 * words with no particle are split ("Pérez Núñez"); anything else stays whole in the
 * first surname, since guessing a compound surname wrong is worse than leaving the
 * second surname for the guest to complete.
 */
export function splitSurnames(lastname: string): [string, string | undefined] {
  const words = lastname.trim().split(/\s+/).filter(Boolean);
  if (words.length === 2 && !words.some((word) => PARTICLES.has(word.toLowerCase()))) {
    return [words[0] ?? '', words[1]];
  }
  return [words.join(' '), undefined];
}

/** Spanish DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter) by their shape. */
function documentType(nif: string | undefined): string | undefined {
  const value = nif?.trim().toUpperCase() ?? '';
  if (/^\d{8}[A-Z]$/.test(value)) return 'DNI';
  if (/^[XYZ]\d{7}[A-Z]$/.test(value)) return 'NIE';
  return undefined;
}

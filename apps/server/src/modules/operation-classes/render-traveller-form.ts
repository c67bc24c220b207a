import { drawFieldRow, drawSectionHeading, type TFormField } from './form-grid.ts';
import { createA4Document, drawCentred, drawFooter, PAGE, saveDocument } from './pdf-document.ts';
import { formatShortDate, toFontSafe } from './pdf-text.ts';
import { drawSignatureBox, SIGNATURE_AREA_TOP } from './signature-box.ts';
import type { TRenderArgs, TTravellerFill, TTravellerLabels } from './template-types.ts';
import { drawFlow, layoutFlow } from './text-flow.ts';
import { TRAVELLER_LABELS } from './traveller-labels.ts';

/**
 * The guest registration form of opClass 1243 ("parte de entrada de viajeros"): one A4
 * page with the form language, the signer's known data filled in, every other field a
 * labelled blank line, and the signature box at page 1, x 10, y 60, 160x50. A completed
 * report (`traveller`) prints its own values only, as its review and register show them.
 */
export async function renderTravellerForm(args: TRenderArgs): Promise<Uint8Array> {
  const labels = TRAVELLER_LABELS[args.language];
  const { doc, page, fonts } = await createA4Document({
    title: labels.title,
    language: args.language,
    date: args.date,
  });
  const { signer, traveller } = args;
  const today = formatShortDate(args.date, args.timeZone);
  const [firstSurname, secondSurname] = splitSurnames(signer.lastname);
  const box = { x: PAGE.margin, width: PAGE.width - 2 * PAGE.margin, top: PAGE.height - 42 };
  const filled = traveller ? travellerValues(traveller, labels, args.timeZone) : undefined;

  drawCentred(page, fonts.bold, labels.title, 16, box.top - 16);
  drawCentred(page, fonts.regular, labels.subtitle, 8.5, box.top - 31);
  box.top -= 44;
  const rows: (TFormField[] | string)[] = [
    [
      { label: labels.languageField, value: labels.languageName },
      { label: labels.formDate, value: today },
    ],
    labels.sections.establishment,
    [
      { label: labels.establishmentName, value: traveller?.establishment.name },
      { label: labels.establishmentCode, value: traveller?.establishment.registry },
    ],
    [{ label: labels.establishmentAddress, value: traveller?.establishment.address }],
    labels.sections.guest,
    [
      { label: labels.name, value: filled ? filled.name : signer.name },
      { label: labels.firstSurname, value: filled ? filled.firstSurname : firstSurname },
    ],
    [
      { label: labels.secondSurname, value: filled ? filled.secondSurname : secondSurname },
      { label: labels.sex, value: filled?.sex },
    ],
    [
      {
        label: labels.documentType,
        value: filled ? filled.documentType : (documentTypeOfNumber(signer.nif) ?? undefined),
      },
      { label: labels.documentNumber, value: filled ? filled.documentNumber : signer.nif },
    ],
    [
      { label: labels.documentSupport, value: filled?.supportNumber },
      { label: labels.nationality, value: filled?.nationality },
    ],
    [
      { label: labels.birthDate, value: filled?.birthDate },
      { label: labels.phone, value: filled?.phone ?? signer.cellphone },
    ],
    [{ label: labels.residenceAddress, value: filled?.address }],
    [
      { label: labels.residenceTown, value: filled?.town },
      { label: labels.email, value: filled?.email ?? signer.email },
    ],
    labels.sections.stay,
    [
      { label: labels.entryDate, value: filled?.checkIn ?? today },
      { label: labels.departureDate, value: filled?.checkOut },
    ],
    [
      { label: labels.travellers, value: filled?.travellers },
      { label: labels.rooms, value: filled?.rooms },
    ],
    [
      { label: labels.contractReference, value: filled?.contractReference },
      { label: labels.relationship, value: filled?.relationship },
    ],
    [
      { label: labels.payment, value: filled?.payment },
      { label: labels.paymentHolder, value: filled?.paymentHolder },
    ],
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

/** A completed report's values as printed (dates in the form's short format). */
function travellerValues(fill: TTravellerFill, labels: TTravellerLabels, timeZone?: string) {
  const { document, completion } = fill;
  const date = (iso: string | null) =>
    iso ? formatShortDate(new Date(`${iso}T12:00:00Z`), timeZone) : undefined;
  const text = (value: string | null) => value ?? undefined;
  return {
    name: text(document.name),
    firstSurname: text(document.firstSurname),
    secondSurname: completion.secondSurname || text(document.secondSurname),
    sex: document.sex ? (labels.sexValues[document.sex] ?? document.sex) : undefined,
    documentType: document.documentType ? labels.documentTypes[document.documentType] : undefined,
    documentNumber: text(document.documentNumber),
    supportNumber: text(document.supportNumber),
    nationality: text(document.nationality),
    birthDate: date(document.birthDate),
    phone: completion.phone,
    address: completion.address,
    town: `${completion.town}, ${completion.country}`,
    email: completion.email,
    checkIn: date(completion.checkIn),
    checkOut: date(completion.checkOut),
    travellers: String(completion.travellers),
    rooms: String(completion.rooms),
    contractReference: completion.contractReference || undefined,
    relationship: completion.minorsTravelling ? completion.relationship : labels.noMinors,
    payment: labels.paymentTypes[completion.paymentType],
    paymentHolder: completion.paymentHolder || undefined,
  };
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
export function documentTypeOfNumber(number: string | null | undefined): 'DNI' | 'NIE' | null {
  const value = number?.trim().toUpperCase() ?? '';
  if (/^\d{8}[A-Z]$/.test(value)) return 'DNI';
  if (/^[XYZ]\d{7}[A-Z]$/.test(value)) return 'NIE';
  return null;
}

import { datesIn, isNameLine, LABELS, type TLine } from './printed-lines.ts';

/** A line is legible at this OCR confidence (0-1) or more, with four letters or digits. */
const LEGIBLE_CONFIDENCE = 0.8;
/**
 * A front told by its print (frontConfidenceOf): PRINT_BASE, plus PRINT_TITLE for its
 * title and PRINT_FIELD for each caption, date and name read (two of each at most), up to
 * PRINT_MAX_TITLED with the title and PRINT_MAX_UNTITLED without: a capture stage (0.75)
 * takes it only when the title was read.
 */
const PRINT_BASE = 0.55;
const PRINT_TITLE = 0.15;
const PRINT_FIELD = 0.05;
const PRINT_MAX_TITLED = 0.9;
const PRINT_MAX_UNTITLED = 0.7;

/**
 * An identity card's title, read through OCR noise. EU Regulation 2019/1157 (art. 3.2) has
 * every Member State's card print "identity card" in its own language and another of the
 * Union's, so one of these stands on every EU card front: IDENTITY CARD, CARTA D'IDENTITÀ,
 * CARTE D'IDENTITÉ, DOCUMENTO NACIONAL DE IDENTIDAD, PERSONALAUSWEIS, IDENTITEITSKAART,
 * CARTÃO DE CIDADÃO, DOWÓD OSOBISTY, HENKILÖKORTTI, OBČANSKÝ PRŮKAZ, SZEMÉLYAZONOSÍTÓ
 * IGAZOLVÁNY; residence permits (PERMISO DE RESIDENCIA, TITRE DE SÉJOUR); and Latin
 * American cards (CÉDULA DE CIUDADANÍA, CARTEIRA DE IDENTIDADE, CREDENCIAL PARA VOTAR).
 * Fragments count: a title half washed out by glare still shows IDENTI or NTITY, and
 * IDENTIDAD its first letter lost in the dark, DENTID.
 */
const TITLE =
  /IDENTI|DENTIT|DENTID|NTITY|AUSWEIS|CIDADAO|OSOBISTY|HENKILOKORTTI|PRUKAZ|SZEMELYAZONOSITO|RESIDENCIA|RESIDENCE PERMIT|TITRE DE SEJOUR|PERMESSO DI SOGGIORNO|CEDULA|CREDENCIAL PARA VOTAR/;

/** A passport page's title: its MRZ, not its print, says what it is. */
const PASSPORT_TITLE = /PASSPORT|PASAPORTE|PASSAPORTO|PASSEPORT|REISEPASS|PASZPORT/;

/** A line of the machine-readable zone as a text OCR reads it: its fillers ('<<', '««'). */
const MRZ_FILLERS = /[<«]{2}/;
/** Or one long run of its alphabet (spaces dropped) with digits in it. */
const MRZ_RUN = /[A-Z0-9<]{25,}/;
const isMrzLike = (plain: string) => {
  const run = MRZ_RUN.exec(plain.replace(/\s+/g, ''))?.[0] ?? '';
  return MRZ_FILLERS.test(plain) || run.replace(/\D/g, '').length >= 5;
};

export interface TFrontEvidence {
  title: boolean;
  /** Distinct field captions (surname, given names, date of birth...). */
  labels: number;
  dates: number;
  /** Lines shaped like a holder's name. */
  names: number;
  /** What makes it some other side: an MRZ line, an address caption, a passport title. */
  otherSide: boolean;
  /** Lines read plainly: four letters or digits at least, at 0.8 or more. */
  legible: number;
  /** Of those, lines mostly in lower case: a letter's or an invoice's, not a card's. */
  prose: number;
}

/** What the printed lines read off a document say of it being a card's front. */
export function frontEvidence(lines: TLine[]): TFrontEvidence {
  const labels = Object.entries(LABELS).filter(
    ([field, label]) => field !== 'address' && lines.some((line) => label.test(line.plain)),
  ).length;
  const legible = lines.filter(
    (line) =>
      line.confidence >= LEGIBLE_CONFIDENCE && line.plain.replace(/[^A-Z0-9]/g, '').length >= 4,
  );
  return {
    title: lines.some((line) => TITLE.test(line.plain)),
    labels,
    dates: lines.flatMap((line) => datesIn(line.text)).length,
    // isNameLine already leaves captions out.
    names: lines.filter(isNameLine).length,
    otherSide: lines.some(
      (line) =>
        isMrzLike(line.plain) || LABELS.address.test(line.plain) || PASSPORT_TITLE.test(line.plain),
    ),
    legible: legible.length,
    prose: legible.filter((line) => {
      const letters = line.text.replace(/[^\p{L}]/gu, '');
      return letters.replace(/[^\p{Ll}]/gu, '').length > letters.length / 2;
    }).length,
  };
}

/**
 * How sure the print makes a front, 0 when it does not: the card's title with a field (a
 * caption, a date or a name), or two captions with a date or a name. Dates and names alone
 * do not make one: a letter or an invoice has both. From 0.55, the title adds 0.15 and each
 * caption, date and name 0.05 (two of each at most), up to 0.9 with the title and 0.7
 * without: the identification flow's default frontConfidence (0.75) takes a front told by
 * its print only when its title was read.
 */
export function frontConfidenceOf(evidence: TFrontEvidence): number {
  const { title, labels, dates, names, otherSide } = evidence;
  const field = labels > 0 || dates > 0 || names > 0;
  const front = !otherSide && ((title && field) || (labels >= 2 && (dates > 0 || names > 0)));
  if (!front) return 0;
  const fields = PRINT_FIELD * (Math.min(2, labels) + Math.min(2, dates) + Math.min(2, names));
  return Number(
    Math.min(
      title ? PRINT_MAX_TITLED : PRINT_MAX_UNTITLED,
      PRINT_BASE + (title ? PRINT_TITLE : 0) + fields,
    ).toFixed(2),
  );
}

/**
 * Whether a document's print says it is no card's front: no title and no caption of one,
 * and an MRZ line, an address or a passport title (a back or a page whose MRZ was not
 * read), or three plainly read lines in lower case (a letter, an invoice: a card prints
 * its values in capitals). A card whose title and captions did not read stays a front.
 */
export function readsAsNoFront(evidence: TFrontEvidence): boolean {
  const { title, labels, otherSide, prose } = evidence;
  return !title && labels === 0 && (otherSide || prose >= 3);
}

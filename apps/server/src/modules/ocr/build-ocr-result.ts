import type { TIcarOcr } from '@confirma/contracts/identification';
import type {
  TOcrChecks,
  TOcrField,
  TOcrFieldName,
  TOcrResult,
  TOcrSide,
} from '@confirma/contracts/ocr';
import {
  crossCheck,
  spellsMrzName,
  type TCrossCheck,
  type TMrzFields,
  type TPhotoAnalysis,
  type TPrintedField,
} from '@confirma/vision';

/** A photo's analysis without its image bytes: what the result is built from. */
export type TAnalysedSide = Omit<TPhotoAnalysis, 'straightened' | 'portrait'> & {
  straightened: Pick<TPhotoAnalysis['straightened'], 'width' | 'height' | 'shape'>;
};

/** MRZ fields under the result's names; those a check digit covers are marked. */
const FROM_MRZ: [TOcrFieldName, keyof TMrzFields, boolean][] = [
  ['lastName', 'icarLastName', false],
  ['firstName', 'icarName', false],
  ['documentNumber', 'icarDocNumber', true],
  ['personalNumber', 'icarNif', true],
  ['nationality', 'icarNationality', false],
  ['issuingState', 'icarIssuingState', false],
  ['birthDate', 'icarBirthDate', true],
  ['sex', 'icarSex', false],
  ['expirationDate', 'icarExpirationDate', true],
  ['documentType', 'icarDocType', false],
];
const FROM_PRINTED: [TOcrFieldName, TPrintedField][] = [
  ['lastName', 'lastName'],
  ['firstName', 'firstName'],
  ['documentNumber', 'documentNumber'],
  ['personalNumber', 'idNumber'],
  ['nationality', 'nationality'],
  ['birthDate', 'birthDate'],
  ['sex', 'sex'],
  ['expirationDate', 'expirationDate'],
  ['address', 'address'],
];
/** Cross-check names of the result's fields (a printed match raises an MRZ name's confidence). */
const CROSS_CHECKED: Partial<Record<TOcrFieldName, keyof TCrossCheck['fields']>> = {
  lastName: 'lastName',
  firstName: 'firstName',
  sex: 'sex',
};

export interface TResultMeta {
  id: string;
  createdAt: Date;
  expiresAt: Date;
  credits: number;
  replayed: boolean;
  links: TOcrResult['links'];
}

/**
 * The result document of one analysed document, from its photos' analyses: the fields
 * (the MRZ's when it was read, its check digits holding; the printed zone's otherwise, and
 * the back's address), each with its source and confidence; the checks (MRZ, the Spanish
 * DNI/NIE letter, expiry and age at `today`, the MRZ against the printed fields); the sides.
 */
export function buildOcrResult(
  sides: TAnalysedSide[],
  meta: TResultMeta,
  today: Date = new Date(),
): TOcrResult {
  const mrzSide = sides.find((side) => side.analysis.mrz);
  const mrz = mrzSide?.analysis.mrz ?? null;
  const printedSide =
    sides.find((side) => side.analysis.kind === 'id-front' && side.analysis.text) ??
    sides.find((side) => side.analysis.kind === 'passport' && side.analysis.text);
  const printed = printedSide?.analysis.text ?? null;
  const address = sides.map((side) => side.analysis.text?.address).find(Boolean) ?? null;
  const check = checkAgainstPrinted(sides, mrzSide);

  const fields: TOcrResult['fields'] = {};
  if (printed) {
    for (const [name, key] of FROM_PRINTED) {
      const value = printed[key];
      if (typeof value === 'string' && value) {
        const confidence = printed.fieldConfidence[key] ?? printed.confidence;
        fields[name] = { value, source: 'printed', confidence: round(confidence) };
      }
    }
  }
  if (address && !fields.address) {
    const confidence = sides.find((side) => side.analysis.text?.address)?.analysis.text;
    fields.address = {
      value: address,
      source: 'printed',
      confidence: round(confidence?.fieldConfidence.address ?? confidence?.confidence ?? 0),
    };
  }
  if (mrz) {
    for (const [name, key, checked] of FROM_MRZ) {
      const value = mrz.fields[key];
      if (!value) continue;
      const checkedAs = CROSS_CHECKED[name];
      const agreed = checkedAs ? check?.fields[checkedAs] === 'match' : false;
      const confidence = mrz.valid ? (checked || agreed ? 1 : 0.9) : 0.5;
      fields[name] = { value, source: 'mrz', confidence } satisfies TOcrField;
    }
    // The MRZ writes no accents (MUÑOZ is MUNOZ there): a printed name that spells a valid
    // MRZ's name letter for letter is the name as the document prints it, and confirmed.
    for (const name of ['lastName', 'firstName'] as const) {
      const spelt = printed?.[name];
      const read = fields[name];
      if (mrz.valid && spelt && read?.source === 'mrz' && spellsMrzName(spelt, read.value)) {
        fields[name] = { value: spelt, source: 'printed', confidence: 1 };
      }
    }
  }

  const birthDate = fields.birthDate?.value ?? null;
  const expirationDate = fields.expirationDate?.value ?? null;
  const age = birthDate ? ageAt(birthDate, today) : null;
  const checks: TOcrChecks = {
    mrzValid: mrz ? mrz.valid : null,
    spanishIdValid: mrz?.spanishIdValid ?? printed?.spanishIdValid ?? null,
    expired: expirationDate ? expirationDate < isoDay(today) : null,
    age,
    adult: age === null ? null : age >= 18,
    crossCheck: check,
  };
  const value = (name: TOcrFieldName) => fields[name]?.value ?? null;
  const icar: TIcarOcr = {
    icarName: value('firstName'),
    icarLastName: value('lastName'),
    icarNif: value('personalNumber'),
    icarExpirationDate: expirationDate,
    icarDocType: value('documentType'),
    icarBirthDate: birthDate,
    icarSex: value('sex'),
    icarAddress: value('address'),
    icarNationality: value('nationality'),
    icarDocNumber: value('documentNumber'),
    icarIssuingState: value('issuingState'),
    mrzValid: mrz?.valid ?? false,
  };
  return {
    id: meta.id,
    createdAt: meta.createdAt.toISOString(),
    expiresAt: meta.expiresAt.toISOString(),
    document: sides.some((side) => side.analysis.kind === 'passport') ? 'PASSPORT' : 'ID_CARD',
    credits: meta.credits,
    replayed: meta.replayed,
    fields,
    icar,
    checks,
    sides: sides.map(sideOf),
    links: meta.links,
  };
}

/** A passport page's own cross-check; a card's back MRZ against its front's printed fields. */
function checkAgainstPrinted(sides: TAnalysedSide[], mrzSide: TAnalysedSide | undefined) {
  const mrz = mrzSide?.analysis.mrz;
  if (!mrzSide || !mrz) return null;
  if (mrzSide.analysis.crossCheck) return mrzSide.analysis.crossCheck;
  const front = sides.find((side) => side.analysis.kind === 'id-front' && side.analysis.text);
  return front?.analysis.text ? crossCheck(front.analysis.text, mrz.fields) : null;
}

function sideOf(side: TAnalysedSide, index: number): TOcrSide {
  const { analysis } = side;
  const kind =
    analysis.kind === 'id-back' || analysis.kind === 'passport' ? analysis.kind : 'id-front';
  return {
    index,
    kind,
    documenttype: analysis.document?.documenttype ?? '',
    confidence: round(analysis.document?.confidence ?? 0),
    corners: side.corners,
    cornersFrom: side.cornersFrom,
    shape: side.straightened.shape,
    quality: {
      brightness: round(analysis.quality.brightness),
      blur: round(analysis.quality.blur),
      ok: analysis.quality.ok,
    },
    mrz: analysis.mrz
      ? {
          format: analysis.mrz.format,
          valid: analysis.mrz.valid,
          lines: analysis.mrz.lines,
          errors: analysis.mrz.errors,
        }
      : null,
    textConfidence: analysis.text ? round(analysis.text.confidence) : null,
    portrait: Boolean(analysis.document?.portrait),
  };
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** Whole years from a YYYY-MM-DD birth date to `today` (UTC); null for a date after it. */
export function ageAt(birthDate: string, today: Date): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const now = {
    year: today.getUTCFullYear(),
    month: today.getUTCMonth() + 1,
    day: today.getUTCDate(),
  };
  const age =
    now.year - year - (now.month < month || (now.month === month && now.day < day) ? 1 : 0);
  return age >= 0 ? age : null;
}

const round = (value: number) => Number(value.toFixed(3));

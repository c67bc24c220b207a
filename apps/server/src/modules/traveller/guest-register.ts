import type { TSignatureType } from '@confirma/contracts/constants';
import type { TSesCommunication } from '@confirma/contracts/establishments';
import type { TGuestRegisterEntry } from '@confirma/contracts/traveller';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { afterCursor, exactTime, keysetPage } from '../../platform/db/keyset-page.ts';
import { csvTable, type TCsvCell } from '../../platform/http/csv.ts';
import { OPERATION_LABELS, type TLanguage } from '../mail-texts/index.ts';
import { TRAVELLER_LABELS } from '../operation-classes/index.ts';
import { listOperations } from '../operations/index.ts';
import { REGISTER_COLUMNS, REGISTER_TEXTS, type TRegisterColumn } from './register-texts.ts';
import { travellerReports } from './traveller-schema.ts';

/** The SES communications of some reports, by report id. */
export type TCommunicationsOf = (
  db: TDbOrTx,
  reportIds: string[],
) => Promise<Map<string, TSesCommunication>>;

/** The register's export holds at most this many reports (newest first). */
export const GUEST_REGISTER_LIMIT = 1000;

/**
 * A page of the account's guest register: its operations' traveller reports, newest first,
 * after `cursor` (keyset-page.ts), with every field; `q` matches the name, surnames,
 * document number, e-mail or phone (case-insensitive, anywhere in the text). A report's
 * status is SIGNED once its operation is.
 */
export async function listGuestRegister(
  db: TDbOrTx,
  {
    userId,
    q,
    cursor,
    limit,
    communicationsOf,
  }: {
    userId: string;
    q: string;
    cursor?: string | undefined;
    limit: number;
    /** The reports' communications to SES (the composition layer's: a module above). */
    communicationsOf?: TCommunicationsOf | undefined;
  },
): Promise<{ entries: TGuestRegisterEntry[]; nextCursor: string | null }> {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const searched = q
    ? sql`concat_ws(' ', ${travellerReports.document}->>'name',
        ${travellerReports.document}->>'firstSurname', ${travellerReports.document}->>'secondSurname',
        ${travellerReports.completion}->>'secondSurname', ${travellerReports.document}->>'documentNumber',
        ${travellerReports.completion}->>'email', ${travellerReports.completion}->>'phone') ilike ${pattern}`
    : undefined;
  const rows = await db
    .select({ report: travellerReports, cursorAt: exactTime(travellerReports.createdAt) })
    .from(travellerReports)
    .where(
      and(
        eq(travellerReports.organizationId, userId),
        searched,
        afterCursor(travellerReports.createdAt, travellerReports.id, cursor),
      ),
    )
    .orderBy(desc(travellerReports.createdAt), desc(travellerReports.id))
    .limit(limit + 1);
  const page = keysetPage(rows, limit, ({ report }) => report.id);
  const reports = page.rows.map(({ report }) => report);
  const operations = new Map(
    (
      await listOperations(db, {
        operationIds: [...new Set(reports.map((report) => report.operationId))],
        scope: { organizationId: userId },
      })
    ).map((operation) => [operation.id, operation]),
  );
  const communications =
    (await communicationsOf?.(
      db,
      reports.map((report) => report.id),
    )) ?? new Map();
  const entries = reports.flatMap((report) => {
    const operation = operations.get(report.operationId);
    if (!operation) return [];
    const signed = report.status === 'FILLED' && operation.status === 'SIGNED';
    const completedAt = signed ? operation.completedAt : report.completedAt;
    return {
      id: report.id,
      operationUuid: report.operationId,
      status: signed ? 'SIGNED' : report.status,
      signatureType: operation.signatureType,
      createdAt: report.createdAt.toISOString(),
      completedAt: completedAt?.toISOString() ?? null,
      purgeAfter: report.purgeAfter.toISOString(),
      establishment: report.establishment,
      document: report.document,
      completion: report.completion,
      warnings: report.warnings,
      communication: communications.get(report.id) ?? null,
    };
  });
  return { entries, nextCursor: page.nextCursor };
}

/** Each column's cell; `words` turns a code into a person's word (or leaves it as it is). */
type TWords = (
  kind: 'status' | 'sex' | 'documentType' | 'paymentType' | 'yesNo',
  code: unknown,
) => TCsvCell;

const CELLS: Record<
  TRegisterColumn,
  (entry: TGuestRegisterEntry, words: TWords, language?: TLanguage) => TCsvCell
> = {
  id: (e) => e.id,
  operationUuid: (e) => e.operationUuid,
  status: (e, w) => w('status', e.status),
  signatureType: (e, _w, language) =>
    language
      ? (OPERATION_LABELS[language].signatureType[e.signatureType as TSignatureType] ??
        e.signatureType)
      : e.signatureType,
  createdAt: (e) => e.createdAt,
  completedAt: (e) => e.completedAt,
  purgeAfter: (e) => e.purgeAfter,
  establishmentName: (e) => e.establishment.name,
  establishmentAddress: (e) => e.establishment.address,
  establishmentRegistry: (e) => e.establishment.registry,
  name: (e) => e.document.name,
  firstSurname: (e) => e.document.firstSurname,
  secondSurname: (e) => e.completion.secondSurname || e.document.secondSurname,
  sex: (e, w) => w('sex', e.document.sex),
  documentType: (e, w) => w('documentType', e.document.documentType),
  documentNumber: (e) => e.document.documentNumber,
  supportNumber: (e) => e.document.supportNumber,
  nationality: (e) => e.document.nationality,
  birthDate: (e) => e.document.birthDate,
  expiryDate: (e) => e.document.expiryDate,
  documentAddress: (e) => e.document.address,
  address: (e) => e.completion.address,
  town: (e) => e.completion.town,
  country: (e) => e.completion.country,
  phone: (e) => e.completion.phone,
  email: (e) => e.completion.email,
  checkIn: (e) => e.completion.checkIn,
  checkOut: (e) => e.completion.checkOut,
  travellers: (e) => e.completion.travellers,
  rooms: (e) => e.completion.rooms,
  minorsTravelling: (e, w) => w('yesNo', e.completion.minorsTravelling),
  relationship: (e) => e.completion.relationship,
  paymentType: (e, w) => w('paymentType', e.completion.paymentType),
  paymentHolder: (e) => e.completion.paymentHolder,
  contractReference: (e) => e.completion.contractReference,
  warnings: (e, _w, language) =>
    e.warnings
      .map(
        (w) =>
          `${language ? REGISTER_TEXTS[language].warning[w.field] : w.field}: ${w.form} / ${w.document}`,
      )
      .join('; '),
};

/** The codes in `language`'s words; without one, the codes as they are. */
function wordsIn(language: TLanguage | undefined): TWords {
  if (!language) return (_kind, code) => code as TCsvCell;
  const texts = REGISTER_TEXTS[language];
  const parte = TRAVELLER_LABELS[language];
  const tables: Record<Exclude<Parameters<TWords>[0], 'yesNo'>, Record<string, string>> = {
    status: texts.status,
    sex: texts.sex,
    documentType: parte.documentTypes,
    paymentType: parte.paymentTypes,
  };
  return (kind, code) => {
    if (kind === 'yesNo') return code ? texts.yes : texts.no;
    if (typeof code !== 'string') return code as TCsvCell;
    return tables[kind][code] ?? code;
  };
}

/**
 * The register as CSV (platform/http/csv.ts: every cell quoted, formulas neutralised). In
 * `language` (a person's): the columns named and the codes written in it; without one (a
 * program's): the columns' names and the codes.
 */
export function guestRegisterCsv(entries: TGuestRegisterEntry[], language?: TLanguage): string {
  const words = wordsIn(language);
  return csvTable(
    REGISTER_COLUMNS.map((column) =>
      language ? REGISTER_TEXTS[language].columns[column] : column,
    ),
    entries.map((entry) => REGISTER_COLUMNS.map((column) => CELLS[column](entry, words, language))),
  );
}

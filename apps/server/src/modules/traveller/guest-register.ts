import type { TGuestRegisterEntry } from '@confirma/contracts/traveller';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { TDbOrTx } from '../../platform/db/client.ts';
import { csvTable, type TCsvCell } from '../../platform/http/csv.ts';
import { listOperations } from '../operations/index.ts';
import { travellerReports } from './traveller-schema.ts';

/** The register lists at most this many reports per answer (newest first). */
export const GUEST_REGISTER_LIMIT = 1000;

/**
 * The account's guest register: every traveller report of its operations, newest first,
 * with every field; `q` matches the name, surnames, document number, e-mail or phone
 * (case-insensitive, anywhere in the text). A report's status is SIGNED once its operation is.
 */
export async function listGuestRegister(
  db: TDbOrTx,
  { userId, q }: { userId: string; q: string },
): Promise<TGuestRegisterEntry[]> {
  const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  const searched = q
    ? sql`concat_ws(' ', ${travellerReports.document}->>'name',
        ${travellerReports.document}->>'firstSurname', ${travellerReports.document}->>'secondSurname',
        ${travellerReports.completion}->>'secondSurname', ${travellerReports.document}->>'documentNumber',
        ${travellerReports.completion}->>'email', ${travellerReports.completion}->>'phone') ilike ${pattern}`
    : undefined;
  const reports = await db
    .select()
    .from(travellerReports)
    .where(and(eq(travellerReports.ownerUserId, userId), searched))
    .orderBy(desc(travellerReports.createdAt))
    .limit(GUEST_REGISTER_LIMIT);
  const operations = new Map(
    (
      await listOperations(db, {
        operationIds: [...new Set(reports.map((report) => report.operationId))],
        scope: { ownerUserId: userId },
      })
    ).map((operation) => [operation.id, operation]),
  );
  return reports.flatMap((report) => {
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
    };
  });
}

const CSV_COLUMNS: [string, (entry: TGuestRegisterEntry) => TCsvCell][] = [
  ['id', (e) => e.id],
  ['operationUuid', (e) => e.operationUuid],
  ['status', (e) => e.status],
  ['signatureType', (e) => e.signatureType],
  ['createdAt', (e) => e.createdAt],
  ['completedAt', (e) => e.completedAt],
  ['purgeAfter', (e) => e.purgeAfter],
  ['establishmentName', (e) => e.establishment.name],
  ['establishmentAddress', (e) => e.establishment.address],
  ['establishmentRegistry', (e) => e.establishment.registry],
  ['name', (e) => e.document.name],
  ['firstSurname', (e) => e.document.firstSurname],
  ['secondSurname', (e) => e.completion.secondSurname || e.document.secondSurname],
  ['sex', (e) => e.document.sex],
  ['documentType', (e) => e.document.documentType],
  ['documentNumber', (e) => e.document.documentNumber],
  ['supportNumber', (e) => e.document.supportNumber],
  ['nationality', (e) => e.document.nationality],
  ['birthDate', (e) => e.document.birthDate],
  ['expiryDate', (e) => e.document.expiryDate],
  ['documentAddress', (e) => e.document.address],
  ['address', (e) => e.completion.address],
  ['town', (e) => e.completion.town],
  ['country', (e) => e.completion.country],
  ['phone', (e) => e.completion.phone],
  ['email', (e) => e.completion.email],
  ['checkIn', (e) => e.completion.checkIn],
  ['checkOut', (e) => e.completion.checkOut],
  ['travellers', (e) => e.completion.travellers],
  ['rooms', (e) => e.completion.rooms],
  ['minorsTravelling', (e) => e.completion.minorsTravelling],
  ['relationship', (e) => e.completion.relationship],
  ['paymentType', (e) => e.completion.paymentType],
  ['paymentHolder', (e) => e.completion.paymentHolder],
  ['contractReference', (e) => e.completion.contractReference],
  ['warnings', (e) => e.warnings.map((w) => `${w.field}: ${w.form} / ${w.document}`).join('; ')],
];

/** The register as CSV (platform/http/csv.ts: every cell quoted, formulas neutralised). */
export function guestRegisterCsv(entries: TGuestRegisterEntry[]): string {
  return csvTable(
    CSV_COLUMNS.map(([name]) => name),
    entries.map((entry) => CSV_COLUMNS.map(([, get]) => get(entry))),
  );
}

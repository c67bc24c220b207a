import { createHash } from 'node:crypto';
import { and, count, eq, inArray, lt, lte } from 'drizzle-orm';
import type { TDb } from '../../platform/db/client.ts';
import type { TLogger } from '../../platform/logger.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { MINUTE_MS } from '../../platform/time-units.ts';
import {
  bookingTravellers,
  establishmentById,
  sesPasswordOf,
  type TEstablishmentRow,
} from '../establishments/index.ts';
import {
  buildParteXml,
  checkParteRules,
  createSesClient,
  resolveMunicipality,
  SesError,
  sesErrorKey,
  type TSesClient,
  validateAgainstSchema,
} from '../ses/index.ts';
import { travellerReportById } from '../traveller/index.ts';
import { queueFinalPartes } from './queue-communications.ts';
import {
  sesCommunicationReports,
  sesCommunications,
  type TSesProblem,
} from './ses-communications-schema.ts';
import { sesBookingParteOf, sesParteOf, type TReportForSes } from './ses-parte.ts';

type TCommunicationRow = typeof sesCommunications.$inferSelect;

export interface TSesCommunicationsContext {
  platform: TPlatform;
  db: TDb;
}

/** The periodic job that sends the partes due and asks about their lotes (SES_CRON). */
export const SES_COMMUNICATE_JOB = 'ses.communicate';

/** How long a claimed row is left alone while it is being sent (a crashed send retries then). */
const LEASE_MS = 10 * MINUTE_MS;
/** The wait before each retry of a service that could not be reached: 1, 5, 15, 60 minutes, then 3 hours. */
const BACKOFF_MINUTES = [1, 5, 15, 60, 180];
/** Rows one run sends, and lotes it asks about. */
const BATCH = 20;

/** The establishment's client of the service, on the environment it chose. */
function clientOf(platform: TPlatform, establishment: TEstablishmentRow): TSesClient {
  const { config } = platform;
  return createSesClient({
    endpoint:
      establishment.sesEnvironment === 'production'
        ? config.SES_PRODUCTION_URL
        : config.SES_TEST_URL,
    username: establishment.sesUsername ?? '',
    password: sesPasswordOf(platform.authSecret, establishment) ?? '',
    codigoArrendador: establishment.sesLandlordCode ?? '',
    timeoutMs: config.SES_TIMEOUT_MS,
  });
}

/** Claims the rows due now: each leased for LEASE_MS so no other run sends it meanwhile. */
async function claimDue(db: TDb, state: 'PENDING' | 'SENT'): Promise<TCommunicationRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: sesCommunications.id })
      .from(sesCommunications)
      .where(
        and(eq(sesCommunications.state, state), lte(sesCommunications.nextAttemptAt, new Date())),
      )
      .orderBy(sesCommunications.nextAttemptAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(sesCommunications)
      .set({ nextAttemptAt: new Date(Date.now() + LEASE_MS) })
      .where(
        inArray(
          sesCommunications.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
}

async function update(db: TDb, id: string, values: Partial<TCommunicationRow>) {
  await db
    .update(sesCommunications)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sesCommunications.id, id));
}

/** A refusal: kept with why, never deleted, sent again only once someone requeues it. */
const refused = (errors: TSesProblem[]) => ({ state: 'REFUSED' as const, errors });

/** A transport failure: attempted again after the next backoff step. */
function retryLater(row: TCommunicationRow, error: SesError) {
  const minutes = BACKOFF_MINUTES[Math.min(row.attempts, BACKOFF_MINUTES.length - 1)] ?? 180;
  return {
    attempts: row.attempts + 1,
    nextAttemptAt: new Date(Date.now() + minutes * MINUTE_MS),
    errors: [{ key: 'ses.errors.unavailable', detail: error.message }],
  };
}

/** The partes a row carries, as the parte builder takes them (in the order they were final). */
async function reportsOf(
  context: TSesCommunicationsContext,
  row: TCommunicationRow,
  establishment: TEstablishmentRow,
): Promise<TReportForSes[]> {
  const links = await context.db
    .select({ reportId: sesCommunicationReports.reportId })
    .from(sesCommunicationReports)
    .where(eq(sesCommunicationReports.communicationId, row.id));
  const reports = await Promise.all(
    links.map(({ reportId }) => travellerReportById(context.db, reportId)),
  );
  return reports
    .filter((report) => report !== undefined && report !== null)
    .sort(
      (a, b) => (a.completedAt ?? a.updatedAt).getTime() - (b.completedAt ?? b.updatedAt).getTime(),
    )
    .map((report) => {
      const { completion } = report;
      return {
        operationId: report.operationId,
        establishmentCode: establishment.sesEstablishmentCode ?? '',
        document: report.document,
        completion,
        completedAt: report.completedAt ?? report.updatedAt,
        municipalityCode:
          completion.countryCode === 'ESP'
            ? resolveMunicipality({ postalCode: completion.postalCode, town: completion.town })
                ?.code
            : undefined,
      };
    });
}

/**
 * The communication of a row: a guest's parte alone, or a booking's travellers with their
 * minors (a later one of the same booking under its reference with `-2`, `-3`…).
 */
async function sesParteOfRow(
  context: TSesCommunicationsContext,
  row: TCommunicationRow,
  reports: TReportForSes[],
) {
  const [first] = reports;
  if (!first) return null;
  const booking = row.bookingId ? await bookingTravellers(context.db, row.bookingId) : null;
  if (!row.bookingId || !booking) return sesParteOf(first);
  const [earlier] = await context.db
    .select({ n: count() })
    .from(sesCommunications)
    .where(
      and(
        eq(sesCommunications.bookingId, row.bookingId),
        lt(sesCommunications.createdAt, row.createdAt),
      ),
    );
  const later = earlier?.n ?? 0;
  const minors = booking.minors.flatMap(({ responsibleOperationId, ...minor }) =>
    responsibleOperationId ? [{ ...minor, responsibleOperationId }] : [],
  );
  return sesBookingParteOf(
    {
      reference: later ? `${booking.reference}-${later + 1}` : booking.reference,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      personCount: later
        ? reports.length +
          minors.filter((minor) =>
            reports.some((report) => report.operationId === minor.responsibleOperationId),
          ).length
        : booking.travellers,
    },
    reports,
    minors,
  );
}

/** The communication of a row, as SES gets it: its XML, or why it cannot be sent. */
async function parteOf(
  context: TSesCommunicationsContext,
  row: TCommunicationRow,
  establishment: TEstablishmentRow,
) {
  const parte = await sesParteOfRow(context, row, await reportsOf(context, row, establishment));
  if (!parte) return { problems: [{ key: 'ses.errors.unknown', detail: 'report gone' }] };
  // A rule's key says it all (the web words each rule); the detail is for the service's words.
  const problems = checkParteRules(parte).map(({ code }) => ({
    key: `ses.errors.rule.${code}`,
    detail: '',
  }));
  if (problems.length) return { problems };
  const xml = buildParteXml(parte);
  const schema = await validateAgainstSchema(xml, 'altaParteHospedaje');
  if (!schema.valid) {
    return { problems: schema.errors.map((detail) => ({ key: 'ses.errors.schema', detail })) };
  }
  return { xml };
}

/** Sends one claimed row: checked first, then to the service; its outcome recorded. */
async function sendOne(context: TSesCommunicationsContext, row: TCommunicationRow) {
  const establishment = await establishmentById(context.db, row.establishmentId);
  if (!establishment?.sesUsername) {
    await update(context.db, row.id, refused([{ key: 'ses.errors.credentials', detail: '' }]));
    return 'refused';
  }
  const checked = await parteOf(context, row, establishment);
  if (!('xml' in checked) || !checked.xml) {
    await update(context.db, row.id, refused(checked.problems ?? []));
    return 'refused';
  }
  const client = clientOf(context.platform, establishment);
  const xmlSha256 = createHash('sha256').update(checked.xml).digest('hex');
  try {
    const { lote } = await client.communicate('PV', checked.xml);
    await update(context.db, row.id, {
      state: 'SENT',
      lote,
      xmlSha256,
      sentAt: new Date(),
      attempts: row.attempts + 1,
      // Asked about from the next run on.
      nextAttemptAt: new Date(),
      errors: [],
    });
    return 'sent';
  } catch (error) {
    if (!(error instanceof SesError)) throw error;
    if (error.retryable) {
      await update(context.db, row.id, retryLater(row, error));
      return 'retry';
    }
    const detail = error.description ?? error.message;
    await update(context.db, row.id, {
      ...refused([{ key: `ses.errors.${error.key}`, detail }]),
      attempts: row.attempts + 1,
      xmlSha256,
    });
    return 'refused';
  }
}

/** Asks about one sent row's lote: accepted with its code, refused with why, or later again. */
async function checkOne(context: TSesCommunicationsContext, row: TCommunicationRow) {
  const establishment = await establishmentById(context.db, row.establishmentId);
  if (!establishment || !row.lote) return 'pending';
  const client = clientOf(context.platform, establishment);
  try {
    const result = await client.queryLote(row.lote);
    if (result.state === 'PENDING') {
      await update(context.db, row.id, { nextAttemptAt: new Date(Date.now() + MINUTE_MS) });
      return 'pending';
    }
    const [record] = result.records;
    if (result.state === 'DONE' && record?.communicationCode) {
      await update(context.db, row.id, {
        state: 'ACCEPTED',
        communicationCode: record.communicationCode,
        acceptedAt: new Date(),
        errors: [],
      });
      return 'accepted';
    }
    const detail = record?.error ?? result.stateDescription;
    await update(
      context.db,
      row.id,
      refused([{ key: `ses.errors.${sesErrorKey(undefined, detail)}`, detail }]),
    );
    return 'refused';
  } catch (error) {
    if (!(error instanceof SesError)) throw error;
    await update(context.db, row.id, {
      nextAttemptAt: new Date(Date.now() + 5 * MINUTE_MS),
      errors: [{ key: `ses.errors.${error.key}`, detail: error.message }],
    });
    return 'pending';
  }
}

/**
 * One run of the `ses.communicate` job: the final partes queued, the due ones sent, the sent
 * lotes asked about. Answers the counts for the log.
 */
export async function runSesCommunications(
  context: TSesCommunicationsContext,
  log?: TLogger,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = { queued: await queueFinalPartes(context.db) };
  for (const row of await claimDue(context.db, 'PENDING')) {
    const outcome = await sendOne(context, row);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  for (const row of await claimDue(context.db, 'SENT')) {
    const outcome = await checkOne(context, row);
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  if (counts.refused) log?.warn(counts, 'ses communications refused');
  return counts;
}

import { OP_CLASS } from '@confirma/contracts/constants';
import type { TIcarOcr } from '@confirma/contracts/identification';
import type {
  TEstablishment,
  TTravellerCompletion,
  TTravellerReportView,
} from '@confirma/contracts/traveller';
import { eq } from 'drizzle-orm';
import type { TDbOrTx, TTx } from '../../platform/db/client.ts';
import { AppError } from '../../platform/errors.ts';
import { DAY_MS } from '../../platform/time-units.ts';
import { findProfile } from '../accounts/index.ts';
import { watermarkPdf } from '../demo/index.ts';
import { bookingTravellers, checkinOf } from '../establishments/index.ts';
import { recordEvidence } from '../evidence/index.ts';
import { findLastPassedIdentification, findLatestIdentification } from '../identification/index.ts';
import { CONTRACT_TEXTS, renderTravellerForm } from '../operation-classes/index.ts';
import {
  listDocuments,
  replaceUnsignedDocument,
  type TDocumentRow,
  type TOperationAccess,
  type TOperationRow,
  type TOperationsService,
  type TRequestMeta,
  type TSignerRow,
} from '../operations/index.ts';
import { sealReason } from '../pdf-reports/index.ts';
import {
  isIdentificationOnly,
  signerSignatureType,
  signerValues,
} from '../signer-requests/index.ts';
import { ageOn, travellerDocumentData, travellerWarnings } from './document-data.ts';
import { parteReceiptMail } from './parte-receipt-mail.ts';
import { travellerReports } from './traveller-schema.ts';

/** The signature types a traveller report follows: identification, then OTP, or alone. */
const TRAVELLER_TYPES = new Set([
  'VIDEO_1PASO_OTP',
  'AVANZADA_VIDEO_1PASO',
  'IDENTIFICATION_NO_ASISTIDA',
]);
const YEAR_MS = 365.25 * DAY_MS;

type TSignerAccess = { operation: TOperationRow; signer: TSignerRow };

/** The guest of a traveller operation acting with their own token; anyone else is refused. */
export function travellerGuest(access: TOperationAccess): TSignerAccess {
  if (access.actor !== 'signer') throw new AppError('FORBIDDEN', 'Only the guest can do this');
  const { operation, signer } = access;
  if (
    operation.opClass !== OP_CLASS.TRAVELLER ||
    !TRAVELLER_TYPES.has(signerSignatureType(signer))
  ) {
    throw new AppError('NOT_FOUND', 'This operation has no traveller report');
  }
  return { operation, signer };
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The document data of the guest's passed identification: the card's back (MRZ and the
 * printed address) or the passport page. None passed: an expired document says so, anything
 * else is TRAVELLER_NOT_IDENTIFIED.
 */
async function identifiedDocument(
  db: TDbOrTx,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<TIcarOcr> {
  const latest = await findLatestIdentification(db, { operationId, signerId });
  const passed = await findLastPassedIdentification(db, { operationId, signerId });
  const extracted = passed?.extracted as
    | { backOcr?: TIcarOcr | null; passportOcr?: TIcarOcr | null }
    | undefined;
  const ocr = extracted ? (extracted.backOcr ?? extracted.passportOcr ?? null) : null;
  if (!ocr) {
    const failures = (latest?.result as { failures?: string[] } | null)?.failures ?? [];
    if (failures.includes('DOCUMENT_EXPIRED')) {
      throw new AppError('TRAVELLER_DOCUMENT_EXPIRED', 'The identified document has expired');
    }
    throw new AppError('TRAVELLER_NOT_IDENTIFIED', 'Identify yourself first');
  }
  if (ocr.icarExpirationDate && ocr.icarExpirationDate < today()) {
    throw new AppError('TRAVELLER_DOCUMENT_EXPIRED', 'The identified document has expired');
  }
  return ocr;
}

/**
 * The establishment printed on the report: the one whose link or kiosk started the check-in,
 * else the operation owner's profile (blank for a trial).
 */
async function establishmentOf(
  db: TDbOrTx,
  operation: Pick<TOperationRow, 'id' | 'organizationId'>,
): Promise<TEstablishment> {
  const checkin = await checkinOf(db, operation.id);
  if (checkin) {
    const { name, address, registry } = checkin.establishment;
    return { name, address, registry };
  }
  const { organizationId } = operation;
  const profile = organizationId ? await findProfile(db, { userId: organizationId }) : undefined;
  return {
    name: profile?.establishmentName ?? '',
    address: profile?.establishmentAddress ?? '',
    registry: profile?.establishmentRegistry ?? '',
  };
}

/** The booking the guest named on the establishment's link, to prefill the stay. */
async function bookingOf(db: TDbOrTx, operationId: string) {
  const found = await checkinOf(db, operationId);
  if (!found) return null;
  const { bookingReference, checkIn, checkOut, bookingId } = found.checkin;
  // A booking's guest: its reference and how many travel in it.
  const booking = bookingId ? await bookingTravellers(db, bookingId) : null;
  return booking
    ? { reference: booking.reference, checkIn, checkOut, travellers: booking.travellers }
    : { reference: bookingReference, checkIn, checkOut };
}

async function reportOf(db: TDbOrTx, operationId: string) {
  const [row] = await db
    .select()
    .from(travellerReports)
    .where(eq(travellerReports.operationId, operationId));
  return row ?? null;
}

/** `GET /api/v2/traveller/{op}`: the report to review, prefilled from the document. */
export async function readTravellerReport(
  operations: TOperationsService,
  access: TOperationAccess,
): Promise<TTravellerReportView> {
  const { db } = operations.context;
  const { operation, signer } = travellerGuest(access);
  const ocr = await identifiedDocument(db, { operationId: operation.id, signerId: signer.id });
  const values = signerValues(signer.signerData);
  const [report, documents, establishment, booking] = await Promise.all([
    reportOf(db, operation.id),
    listDocuments(db, { operationId: operation.id }),
    establishmentOf(db, operation),
    bookingOf(db, operation.id),
  ]);
  const document = travellerDocumentData(ocr, values);
  const type = signerSignatureType(signer);
  const status = report ? (operation.status === 'SIGNED' ? 'SIGNED' : report.status) : 'PENDING';
  return {
    operationUuid: operation.id,
    signatureType: type,
    signs: !isIdentificationOnly(type),
    status,
    document,
    contact: { email: values.email ?? '', phone: values.cellphone ?? '' },
    completion: report?.completion ?? null,
    warnings: travellerWarnings(values, ocr),
    minor: (ageOn(document.birthDate, today()) ?? 99) < 18,
    establishment: report?.establishment ?? establishment,
    booking,
    documentUuid: documents[0]?.id ?? '',
  };
}

/**
 * `POST /api/v2/traveller/{op}`: the guest's completion. The parte is laid out with the
 * establishment, the document's data and the completion (watermarked for a public trial),
 * and becomes the operation's document, in one transaction with the report row and the
 * evidence (`traveller.filled`, with the warnings). Identification only: the parte is also
 * sealed with the platform seal and a time stamp (`traveller.sealed`) and is final. With a
 * signature next: the guest may correct it until they accept it for signing.
 */
export async function fillTravellerReport(
  operations: TOperationsService,
  access: TOperationAccess,
  completion: TTravellerCompletion,
  meta: TRequestMeta,
): Promise<TTravellerReportView> {
  const { db, platform } = operations.context;
  const { operation, signer } = travellerGuest(access);
  const guest = await checkCompletion(db, { operation, signer }, completion);
  const establishment = await establishmentOf(db, operation);
  const warnings = travellerWarnings(guest.values, guest.ocr);
  const { filled, sealed } = await storeParte(operations, operation, {
    values: guest.values,
    document: guest.document,
    sealsAlone: guest.sealsAlone,
    establishment,
    completion,
  });
  const now = new Date();
  const purgeAfter = new Date(
    Date.parse(`${completion.checkOut}T23:59:59Z`) +
      platform.config.TRAVELLER_RETENTION_YEARS * YEAR_MS,
  );
  await db.transaction(async (tx) => {
    await recordParte(tx, {
      operation,
      signer,
      first: guest.first,
      filled,
      sealed,
      row: {
        status: sealed ? ('SEALED' as const) : ('FILLED' as const),
        document: guest.document,
        completion,
        establishment,
        warnings,
        filledSha256: filled.key,
        updatedAt: now,
        completedAt: sealed ? now : null,
        purgeAfter,
      },
      meta,
    });
    // Final without a signature: the guest's receipt, the sealed parte attached.
    if (sealed && !operation.demo) {
      await platform.queueMail(tx, {
        to: completion.email,
        language: operation.language,
        ...parteReceiptMail(operation.language, {
          name: guest.values.name || guest.document.name || '',
          establishment: establishment.name,
          checkIn: completion.checkIn,
          checkOut: completion.checkOut,
        }),
        attachments: [
          { filename: 'parte-de-viajero.pdf', contentType: 'application/pdf', blobKey: sealed.key },
        ],
      });
    }
  });
  return readTravellerReport(operations, access);
}

/**
 * The completion checked against where the parte stands: a minor's relationship given, the
 * report not final, the guest not yet accepted for signing, the document not signed. Answers
 * the identified document's data and the operation's first document.
 */
async function checkCompletion(
  db: TDbOrTx,
  { operation, signer }: TSignerAccess,
  completion: TTravellerCompletion,
) {
  const ocr = await identifiedDocument(db, { operationId: operation.id, signerId: signer.id });
  const values = signerValues(signer.signerData);
  const document = travellerDocumentData(ocr, values);
  const minor = (ageOn(document.birthDate, today()) ?? 99) < 18;
  if (minor && !completion.minorsTravelling) {
    throw new AppError('VALIDATION_FAILED', 'A minor travels: the relationship is required', [
      {
        path: 'body.minorsTravelling',
        message: 'The guest is a minor: minorsTravelling and the relationship are required',
        key: 'flows:parte.validation.relationshipRequired',
      },
    ]);
  }
  const type = signerSignatureType(signer);
  const sealsAlone = isIdentificationOnly(type);
  const existing = await reportOf(db, operation.id);
  if (existing && existing.status !== 'FILLED') {
    throw new AppError('TRAVELLER_REPORT_CLOSED', 'The traveller report is final');
  }
  if (signer.status !== 'IDENTIFIED') {
    throw new AppError('TRAVELLER_REPORT_CLOSED', 'The traveller report was accepted for signing');
  }
  const [first] = await listDocuments(db, { operationId: operation.id });
  if (!first || first.signedSha256) {
    throw new AppError('TRAVELLER_REPORT_CLOSED', 'The traveller report is final');
  }
  return { ocr, values, document, sealsAlone, first };
}

/**
 * The parte laid out (watermarked for a public trial) and stored; identification only, also
 * sealed with the platform seal and a time stamp and stored.
 */
async function storeParte(
  operations: TOperationsService,
  operation: TOperationRow,
  {
    values,
    document,
    sealsAlone,
    establishment,
    completion,
  }: {
    values: ReturnType<typeof signerValues>;
    document: ReturnType<typeof travellerDocumentData>;
    sealsAlone: boolean;
    establishment: Awaited<ReturnType<typeof establishmentOf>>;
    completion: TTravellerCompletion;
  },
) {
  const { platform } = operations.context;
  let pdf = await renderTravellerForm({
    language: operation.language,
    signer: {
      name: values.name,
      lastname: values.lastname,
      email: completion.email,
      ...(values.nif ? { nif: values.nif } : {}),
      cellphone: completion.phone,
    },
    date: operation.createdAt,
    traveller: { establishment, document, completion },
  });
  if (operation.demo) pdf = await watermarkPdf(pdf, CONTRACT_TEXTS[operation.language].demoNotice);
  const filled = await platform.blobs.put(pdf);
  const sealed = sealsAlone
    ? await platform.blobs.put(
        await operations.sealer.sealPdf(pdf, {
          stamp: 'auto',
          signerName: 'Confirma',
          method: 'PLATFORM',
          evidenceId: operation.id,
          reason: sealReason(operation.language, 'travellerReport', operation.id),
          locale: operation.language,
        }),
      )
    : null;
  return { filled, sealed };
}

/**
 * The parte becomes the operation's document, in one transaction with the report row and
 * the evidence (`traveller.filled`, with the warnings; `traveller.sealed` when sealed).
 */
async function recordParte(
  tx: TTx,
  {
    operation,
    signer,
    first,
    filled,
    sealed,
    row,
    meta,
  }: TSignerAccess & {
    first: TDocumentRow;
    filled: { key: string };
    sealed: { key: string } | null;
    row: Omit<typeof travellerReports.$inferInsert, 'operationId' | 'signerId' | 'organizationId'>;
    meta: TRequestMeta;
  },
) {
  const moved = await replaceUnsignedDocument(tx, {
    documentId: first.id,
    originalSha256: filled.key,
    signedSha256: sealed?.key ?? null,
    flags: { ...first.flags, travellerReport: true },
  });
  if (!moved) throw new AppError('TRAVELLER_REPORT_CLOSED', 'The traveller report is final');
  await tx
    .insert(travellerReports)
    .values({
      operationId: operation.id,
      signerId: signer.id,
      organizationId: operation.organizationId,
      ...row,
    })
    .onConflictDoUpdate({ target: travellerReports.operationId, set: row });
  const evidence = {
    subjectType: 'operation' as const,
    subjectId: operation.id,
    actorType: 'signer' as const,
    actorId: signer.id,
    ...meta,
  };
  await recordEvidence(tx, {
    ...evidence,
    type: 'traveller.filled',
    documentSha256: filled.key,
    // The data are in the parte (its hash here) and the report; the chain keeps no copy.
    data: { documentId: first.id, warnings: row.warnings.map((item) => item.field) },
  });
  if (sealed) {
    await recordEvidence(tx, {
      ...evidence,
      actorType: 'system',
      actorId: null,
      type: 'traveller.sealed',
      documentSha256: sealed.key,
      data: { documentId: first.id },
    });
  }
}

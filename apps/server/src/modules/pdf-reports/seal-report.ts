import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TBlobStore } from '../../platform/blobs/blob-store.ts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import { recordEvidence, type TEvidenceInput } from '../evidence/index.ts';
import type { TPrepareSealOptions, TStampLocale } from '../sealing/index.ts';

/** The platform seal (the platform sealer's sealPdf: the PDF is read in a seal thread). */
export type TReportSealer = (pdf: Uint8Array, options: TPrepareSealOptions) => Promise<Uint8Array>;

/** How a report is sealed: by whom (the platform unless told), its id, why, in which language. */
export interface TReportSeal {
  signerName?: string;
  evidenceId: string;
  reason: string;
  locale: TStampLocale;
}

/**
 * A laid-out report sealed with the platform seal and a time stamp (PAdES B-T), its
 * visible stamp placed where the last page has room.
 */
export function sealReport(
  sealPdf: TReportSealer,
  layout: Uint8Array,
  seal: TReportSeal,
): Promise<Uint8Array> {
  return sealPdf(layout, {
    stamp: 'auto',
    signerName: seal.signerName ?? 'Confirma',
    method: 'PLATFORM',
    evidenceId: seal.evidenceId,
    reason: seal.reason,
    locale: seal.locale,
  });
}

/** Where a sealed report's key is kept: set once, read back. */
export interface TReportSlot {
  /** Sets the key when none is set yet; false when another builder set one first. */
  claim: (tx: TDbOrTx, key: string) => Promise<boolean>;
  /** The key kept now (after a lost claim). */
  current: (tx: TDbOrTx) => Promise<string | null>;
}

/**
 * The slot of a text column that keeps a report's key on its subject's row (`key`,
 * null until the report exists), the row found by `id`.
 */
export function columnSlot(
  table: PgTable,
  columns: { id: PgColumn; key: PgColumn },
  subjectId: string,
): TReportSlot {
  const field = Object.entries(getTableColumns(table)).find(([, column]) => column === columns.key);
  if (!field) throw new Error(`${columns.key.name} is no column of the table`);
  return {
    claim: async (tx, key) =>
      (
        await tx
          .update(table)
          .set({ [field[0]]: key })
          .where(and(eq(columns.id, subjectId), isNull(columns.key)))
          .returning({ id: columns.id })
      ).length > 0,
    current: async (tx) => {
      const [row] = await tx
        .select({ key: columns.key })
        .from(table)
        .where(eq(columns.id, subjectId));
      return typeof row?.key === 'string' ? row.key : null;
    },
  };
}

/**
 * A platform-sealed report (a certificate, a verification report) built once: the layout
 * sealed with the platform seal and a time stamp (PAdES B-T, visible stamp), stored as a
 * blob whose key its subject keeps, with the evidence event in the same transaction. Two
 * builders at once store one (the claim is a guarded update); the loser's bytes are left
 * to the blob collection and the winner's are returned.
 */
export async function sealReportOnce(
  deps: {
    db: TDb;
    blobs: TBlobStore;
    sealPdf: TReportSealer;
  },
  report: TReportSeal & {
    layout: Uint8Array;
    slot: TReportSlot;
    /** The event recorded when this builder's key is the one kept. */
    evidence: (key: string, size: number) => TEvidenceInput;
  },
): Promise<{ key: string; pdf: Uint8Array }> {
  const pdf = await sealReport(deps.sealPdf, report.layout, report);
  const { key } = await deps.blobs.put(pdf);
  const stored = await deps.db.transaction(async (tx) => {
    if (!(await report.slot.claim(tx, key))) return (await report.slot.current(tx)) ?? key;
    await recordEvidence(tx, report.evidence(key, pdf.length));
    return key;
  });
  return stored === key ? { key, pdf } : { key: stored, pdf: await deps.blobs.get(stored) };
}

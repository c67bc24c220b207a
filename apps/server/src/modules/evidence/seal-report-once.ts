import { and, eq, getTableColumns, isNull } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TBlobStore } from '../../platform/blobs/blob-store.ts';
import type { TDb, TDbOrTx } from '../../platform/db/client.ts';
import type { TPrepareSealOptions, TStampLocale } from '../sealing/index.ts';
import { recordEvidence, type TEvidenceInput } from './record-evidence.ts';

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
    /** The platform seal (the signing service's sealer: the PDF is read in a seal thread). */
    sealPdf: (pdf: Uint8Array, options: TPrepareSealOptions) => Promise<Uint8Array>;
  },
  report: {
    layout: Uint8Array;
    /** The seal's evidence id (the subject's id) and reason, in the report's language. */
    evidenceId: string;
    reason: string;
    locale: TStampLocale;
    slot: TReportSlot;
    /** The event recorded when this builder's key is the one kept. */
    evidence: (key: string, size: number) => TEvidenceInput;
  },
): Promise<{ key: string; pdf: Uint8Array }> {
  const pdf = await deps.sealPdf(report.layout, {
    stamp: 'auto',
    signerName: 'Confirma',
    method: 'PLATFORM',
    evidenceId: report.evidenceId,
    reason: report.reason,
    locale: report.locale,
  });
  const { key } = await deps.blobs.put(pdf);
  const stored = await deps.db.transaction(async (tx) => {
    if (!(await report.slot.claim(tx, key))) return (await report.slot.current(tx)) ?? key;
    await recordEvidence(tx, report.evidence(key, pdf.length));
    return key;
  });
  return stored === key ? { key, pdf } : { key: stored, pdf: await deps.blobs.get(stored) };
}

import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '../../platform/errors.ts';
import { recordEvidence } from '../evidence/index.ts';
import { sealPdf } from '../sealing/index.ts';
import { certificateFacts } from './certificate-facts.ts';
import type { TIdentificationContext, TIdentificationRow } from './identification.types.ts';
import { identifications } from './identification-schema.ts';
import { renderCertificate } from './render-certificate.ts';

/**
 * The identification certificate of a finished identification (PASSED or FAILED), built
 * once: laid out (render-certificate.ts), sealed with the platform seal and a time stamp
 * (PAdES B-T, visible stamp) in the operation's language, stored as a blob whose key the
 * identification keeps (`certificate_sha256`), with an evidence event. When it exists it is
 * read back; two builders at once store one (the guarded update), the other's bytes are
 * left to the blob collection.
 */
export async function sealCertificate(
  context: TIdentificationContext,
  row: TIdentificationRow,
): Promise<{ key: string; pdf: Uint8Array }> {
  const { blobs } = context.platform;
  if (row.certificateSha256) {
    return { key: row.certificateSha256, pdf: await blobs.get(row.certificateSha256) };
  }
  if (row.status !== 'PASSED' && row.status !== 'FAILED') {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'The identification has no result yet');
  }
  const facts = await certificateFacts(context, row);
  const layout = await renderCertificate(facts);
  const pdf = await sealPdf(layout, {
    pki: context.sealer.pki,
    stamp: 'auto',
    signerName: 'Confirma',
    method: 'PLATFORM',
    evidenceId: row.id,
    reason: `Identification certificate ${row.id} sealed by the platform`,
    locale: facts.language,
    timestamp: context.sealer.timestamp,
  });
  const { key } = await blobs.put(pdf);
  const stored = await context.db.transaction(async (tx) => {
    const [done] = await tx
      .update(identifications)
      .set({ certificateSha256: key })
      .where(and(eq(identifications.id, row.id), isNull(identifications.certificateSha256)))
      .returning({ key: identifications.certificateSha256 });
    if (!done) {
      const [other] = await tx
        .select({ key: identifications.certificateSha256 })
        .from(identifications)
        .where(eq(identifications.id, row.id));
      return other?.key ?? key;
    }
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.certificate_sealed',
      actorType: 'system',
      actorId: null,
      ip: null,
      userAgent: null,
      documentSha256: key,
      data: { certificateSha256: key, size: pdf.length },
    });
    return key;
  });
  return stored === key ? { key, pdf } : { key: stored, pdf: await blobs.get(stored) };
}

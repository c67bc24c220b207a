import { isIdentificationFinished } from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { watermarkPdf } from '../../demo/index.ts';
import { CONTRACT_TEXTS } from '../../operation-classes/index.ts';
import { columnSlot, sealReason, sealReportOnce } from '../../pdf-reports/index.ts';
import type { TIdentificationContext, TIdentificationRow } from '../identification.types.ts';
import { identifications } from '../identification-schema.ts';
import { certificateFacts } from './certificate-facts.ts';
import { renderCertificate } from './render-certificate.ts';

/**
 * The identification certificate of a finished identification (PASSED or FAILED), built
 * once: laid out (render-certificate.ts), sealed with the platform seal and a time stamp
 * (PAdES B-T, visible stamp) in the operation's language, stored once (sealReportOnce)
 * under the identification's `certificate_sha256`. When it exists it is read back. A public
 * demo's is watermarked "DEMO — sin validez legal" (as its document is) before sealing.
 */
export async function sealCertificate(
  context: TIdentificationContext,
  row: TIdentificationRow,
): Promise<{ key: string; pdf: Uint8Array }> {
  const { blobs } = context.platform;
  if (row.certificateSha256) {
    return { key: row.certificateSha256, pdf: await blobs.get(row.certificateSha256) };
  }
  if (!isIdentificationFinished(row.status)) {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'The identification has no result yet');
  }
  const facts = await certificateFacts(context, row);
  const rendered = await renderCertificate(facts);
  // A public demo's certificate says on every page that it has no legal validity.
  const layout = facts.operation.demo
    ? await watermarkPdf(rendered, CONTRACT_TEXTS[facts.language].demoNotice)
    : rendered;
  return sealReportOnce(
    { db: context.db, blobs, ...context.sealer },
    {
      layout,
      evidenceId: row.id,
      reason: sealReason(facts.language, 'identificationCertificate', row.id),
      locale: facts.language,
      slot: columnSlot(
        identifications,
        { id: identifications.id, key: identifications.certificateSha256 },
        row.id,
      ),
      evidence: (key, size) => ({
        subjectType: 'identification',
        subjectId: row.id,
        type: 'identification.certificate_sealed',
        actorType: 'system',
        actorId: null,
        ip: null,
        userAgent: null,
        documentSha256: key,
        data: { certificateSha256: key, size },
      }),
    },
  );
}

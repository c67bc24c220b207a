import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { sealCertificate } from './certificate/seal-certificate.ts';
import type { TIdentificationContext } from './identification.types.ts';
import { identifications } from './identification-schema.ts';

/** Sent by identificationresult in the transaction that records the verdict. */
export const CERTIFICATE_JOB = 'identification.certificate';

const ZCertificateJob = z.object({ identificationId: z.uuid() });

/**
 * The identification module's job handlers, by job type: the certificate job seals and
 * stores the certificate of a finished identification (a retry, or a certificate already
 * built by the certificate route, changes nothing).
 */
export function identificationJobHandlers(
  context: TIdentificationContext,
): Record<string, TJobHandler> {
  return {
    [CERTIFICATE_JOB]: async (payload, _job, ctx) => {
      const { identificationId } = jobPayload(ZCertificateJob, payload);
      const [row] = await ctx.db
        .select()
        .from(identifications)
        .where(eq(identifications.id, identificationId));
      if (!row) return;
      const { key } = await sealCertificate(context, row);
      ctx.log.info({ identificationId, certificate: key }, 'identification certificate sealed');
    },
  };
}

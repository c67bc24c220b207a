import type { TSignerDatum } from '@confirma/contracts/operations';
import { asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import type { TPlatform } from '../../platform/platform.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/access-token.ts';
import { currentActa } from './build-acta.ts';
import type { TSigningDeps } from './complete-signature.ts';
import { loadOperationSigner } from './operation-access.ts';
import { confirmationMail, documentsLink } from './operation-mails.ts';
import { operationDocuments } from './operations-schema.ts';
import { signerValues } from './signer-fields.ts';

export const CONFIRMATION_JOB = 'operations.send-confirmation';
export const ZConfirmationJob = z.object({ operationId: z.uuid(), signerId: z.uuid() });

const pdfName = (name: string, suffix: string) => `${name.replace(/\.pdf$/i, '')}${suffix}.pdf`;

/**
 * After a signature with `sendConfirmationEmail` at FIRMA-FINAL: builds the sealed
 * certificate (acta) and e-mails the signer the signed documents and the certificate
 * as attachments, with a link to see them online. A job: sealing the acta is CPU work
 * and a failure is retried.
 */
export function createConfirmationHandler(platform: TPlatform, deps: TSigningDeps): TJobHandler {
  const db = platform.database.db;
  return async (payload, _job, ctx) => {
    const { operationId, signerId } = ZConfirmationJob.parse(payload);
    const { operation, signer } = await loadOperationSigner(db, operationId, signerId);
    if (!operation || !signer?.email) return;
    const documents = await db
      .select()
      .from(operationDocuments)
      .where(eq(operationDocuments.operationId, operationId))
      .orderBy(asc(operationDocuments.position));
    const acta = await currentActa(platform, deps.seal, operation);
    const values = signerValues(signer.signerData as TSignerDatum[]);
    const token = await issueToken(
      deps.tokenKey,
      { typ: 'signer', sub: signer.id, op: operation.id },
      SIGNER_TOKEN_SECONDS,
    );
    const link = documentsLink(platform.config.PUBLIC_URL, operation.id, token, values.language);
    const attachments = [
      ...documents.map((document) => ({
        filename: pdfName(
          document.name,
          values.language === 'es' ? '-firmado' : values.language === 'it' ? '-firmato' : '-signed',
        ),
        contentType: 'application/pdf',
        blobKey: document.signedSha256 ?? document.originalSha256,
      })),
      { filename: `acta-${operation.id}.pdf`, contentType: 'application/pdf', blobKey: acta.key },
    ];
    await ctx.completeWith(async (tx) => {
      await platform.queueMail(tx, {
        to: signer.email ?? '',
        ...confirmationMail(values.language, values.name, link),
        attachments,
      });
    });
  };
}

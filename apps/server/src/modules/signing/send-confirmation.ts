import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { MAIL_MAX_ATTACHMENTS } from '../../platform/mail/mail.ts';
import { confirmationMail, signedPdfName } from '../mail-texts/index.ts';
import { currentActa } from '../operation-certificate/index.ts';
import type { TOperationsContext } from '../operations/index.ts';
import {
  findOperation,
  findSigner,
  listDocuments,
  SYSTEM_SCOPE,
  signerValues,
  ZConfirmationJob,
} from '../operations/index.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';
import { documentsLink, fileLink } from './file-links.ts';

/**
 * After a signature with `sendConfirmationEmail` at FIRMA-FINAL: builds the sealed
 * certificate (acta) and e-mails the signer the signed documents and the certificate
 * with a link to see them online. They are attached while they fit in one e-mail
 * (MAIL_MAX_ATTACHMENTS files, MAIL_ATTACHMENTS_MAX_BYTES in all); beyond that the e-mail
 * carries one signed, expiring download link per file instead, so no operation is too big
 * to confirm. A job: sealing the acta is CPU work and a failure is retried.
 */
export function createConfirmationHandler(context: TOperationsContext): TJobHandler {
  const { platform, db, tokenKey } = context;
  return async (payload, _job, ctx) => {
    const { operationId, signerId } = jobPayload(ZConfirmationJob, payload);
    const [operation, signer] = await Promise.all([
      findOperation(db, { operationId, scope: SYSTEM_SCOPE }),
      findSigner(db, { operationId, signerId }),
    ]);
    if (!operation || !signer?.email) return;
    const documents = await listDocuments(db, { operationId });
    const acta = await currentActa(context, operation);
    const values = signerValues(signer.signerData);
    const token = await issueToken(
      tokenKey,
      { typ: 'signer', sub: signer.id, op: operation.id },
      SIGNER_TOKEN_SECONDS,
    );
    const link = documentsLink(platform.config.PUBLIC_URL, operation.id, token, values.language);
    const files = [
      ...documents.map((document) => ({
        ref: document.id,
        filename: signedPdfName(document.name, values.language),
        contentType: 'application/pdf',
        blobKey: document.signedSha256 ?? document.originalSha256,
      })),
      {
        ref: 'acta',
        filename: `acta-${operation.id}.pdf`,
        contentType: 'application/pdf',
        blobKey: acta.key,
      },
    ];
    const sizes = await Promise.all(files.map((file) => platform.blobs.stat(file.blobKey)));
    const total = sizes.reduce((sum, stat) => sum + (stat?.size ?? 0), 0);
    const attach =
      files.length <= MAIL_MAX_ATTACHMENTS && total <= platform.config.MAIL_ATTACHMENTS_MAX_BYTES;
    const downloads = attach
      ? []
      : await Promise.all(
          files.map(async (file) => ({
            filename: file.filename,
            url: await fileLink({
              publicUrl: platform.config.PUBLIC_URL,
              tokenKey,
              operationId: operation.id,
              signerId: signer.id,
              file: file.ref,
            }),
          })),
        );
    await ctx.completeWith(async (tx) => {
      await platform.queueMail(tx, {
        to: signer.email ?? '',
        ...confirmationMail(values.language, values.name, link, downloads),
        ...(attach ? { attachments: files.map(({ ref: _ref, ...attachment }) => attachment) } : {}),
      });
    });
  };
}

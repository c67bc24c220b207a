import { jobPayload } from '../../platform/jobs/job-payload.ts';
import type { TJobHandler } from '../../platform/jobs/job-runner.ts';
import { MAIL_MAX_ATTACHMENTS } from '../../platform/mail/mail.ts';
import { findBrand, mailBrand } from '../accounts/index.ts';
import { confirmationMail, copyMail, documentTitle, signedPdfName } from '../mail-texts/index.ts';
import { currentActa } from '../operation-certificate/index.ts';
import type { TLanguage, TOperationRow, TOperationsContext } from '../operations/index.ts';
import {
  byRoutingOrder,
  findOperation,
  findSigner,
  listDocuments,
  listSigners,
  SYSTEM_SCOPE,
  ZConfirmationJob,
  ZCopyJob,
} from '../operations/index.ts';
import { signerValues } from '../signer-requests/index.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';
import { documentsLink, fileLink } from './file-links.ts';

/**
 * The signed documents and the certificate (acta, built and sealed now) as one e-mail
 * carries them: attached while they fit (MAIL_MAX_ATTACHMENTS files,
 * MAIL_ATTACHMENTS_MAX_BYTES in all), otherwise one signed, expiring download link per
 * file, issued for `signerId` (its rate limit counts their downloads).
 */
async function signedFiles(
  context: TOperationsContext,
  {
    operation,
    signerId,
    language,
  }: { operation: TOperationRow; signerId: string; language: TLanguage },
) {
  const { platform, db, tokenKey } = context;
  const documents = await listDocuments(db, { operationId: operation.id });
  const acta = await currentActa(context, operation);
  const files = [
    ...documents.map((document) => ({
      ref: document.id,
      filename: signedPdfName(document.name, language),
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
            signerId,
            file: file.ref,
          }),
        })),
      );
  return {
    documents,
    downloads,
    attachments: attach ? files.map(({ ref: _ref, ...attachment }) => attachment) : null,
  };
}

/** The sending account's brand, as an e-mail on its behalf draws it. */
async function brandOf(context: TOperationsContext, operation: TOperationRow) {
  const brand = await findBrand(context.db, { userId: operation.organizationId });
  return mailBrand(context.platform.config.PUBLIC_URL, brand);
}

/**
 * After a signature with `sendConfirmationEmail` at FIRMA-FINAL: e-mails the signer the
 * signed documents and the certificate (signedFiles: attached, or one link per file when
 * they do not fit, so no operation is too big to confirm) with a link to see them online.
 * A job: sealing the acta is CPU work and a failure is retried.
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
    const values = signerValues(signer.signerData);
    const token = await issueToken(
      tokenKey,
      { typ: 'signer', sub: signer.id, op: operation.id },
      SIGNER_TOKEN_SECONDS,
    );
    const link = documentsLink(platform.config.PUBLIC_URL, operation.id, token, values.language);
    const { downloads, attachments } = await signedFiles(context, {
      operation,
      signerId: signer.id,
      language: values.language,
    });
    const brand = await brandOf(context, operation);
    await ctx.completeWith(async (tx) => {
      await platform.queueMail(tx, {
        to: signer.email ?? '',
        language: values.language,
        brand,
        // Greeted by the whole name the sender gave (a company's name is not split).
        ...confirmationMail(values.language, signer.fullName || values.name, link, downloads),
        ...(attachments ? { attachments } : {}),
      });
    });
  };
}

/**
 * Once the operation is SIGNED, e-mails one copy recipient (the operation's language) the
 * same files as a signer's confirmation, titled by the sender's subject or the documents'
 * names. A copy recipient has no signer token: download links, when the files do not fit,
 * are issued in the last signer's name (in routing order) and count against their limit.
 */
export function createCopyHandler(context: TOperationsContext): TJobHandler {
  const { platform, db } = context;
  return async (payload, _job, ctx) => {
    const { operationId, index } = jobPayload(ZCopyJob, payload);
    const operation = await findOperation(db, { operationId, scope: SYSTEM_SCOPE });
    const recipient = operation?.copyRecipients[index];
    if (!operation || !recipient || operation.status !== 'SIGNED') return;
    const [lastSigner] = (await listSigners(db, { operationId })).sort(byRoutingOrder).reverse();
    if (!lastSigner) return;
    const language = operation.language;
    const { documents, downloads, attachments } = await signedFiles(context, {
      operation,
      signerId: lastSigner.id,
      language,
    });
    const title = documentTitle(
      operation.subject ? [operation.subject] : documents.map((document) => document.name),
      language,
    );
    const brand = await brandOf(context, operation);
    await ctx.completeWith(async (tx) => {
      await platform.queueMail(tx, {
        to: recipient.email,
        language,
        brand,
        ...copyMail(language, { name: recipient.name, title }, downloads),
        ...(attachments ? { attachments } : {}),
      });
    });
  };
}

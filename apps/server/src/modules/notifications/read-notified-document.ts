import { AppError } from '../../platform/errors.ts';
import type { TOperationsContext, TRequestMeta } from '../operations/index.ts';
import { advanceRecipient, loadRecipient, requireLive } from './recipient-steps.ts';

/**
 * The recipient views or downloads the document: the version sealed as sent. The first
 * access records `notification.content_accessed` (with the sealed file's SHA-256) and the
 * operation becomes DOCUMENT_READ; after the acknowledgement the file stays available and
 * nothing more is recorded.
 */
export async function readNotifiedDocument(
  context: TOperationsContext,
  { token, meta }: { token: string; meta: TRequestMeta },
): Promise<{ name: string; pdf: Buffer }> {
  const record = await loadRecipient(context, token);
  const { operation, document } = record;
  if (operation.status !== 'ACKNOWLEDGED') {
    await requireLive(context, record);
    await context.db.transaction((tx) =>
      advanceRecipient(context, tx, record, 'DOCUMENT_READ', meta),
    );
  }
  if (!document.signedSha256) throw new AppError('NOT_FOUND', 'No sealed document');
  return { name: document.name, pdf: await context.platform.blobs.get(document.signedSha256) };
}

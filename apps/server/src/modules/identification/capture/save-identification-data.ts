import type {
  TSaveIdentificationDataRequest,
  TSaveIdentificationDataResponse,
} from '@confirma/contracts/identification';
import { ZSaveIdentificationDataRequest } from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { recordEvidence } from '../../evidence/index.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import { recordingVideo } from '../session/recording-identification.ts';
import { decodeFrame } from './decode-frame.ts';
import { prepareCapture } from './store-capture.ts';

/**
 * `POST saveidentificationdata/{op}/{video}`: a capture the client keeps
 * (its image as a content-addressed blob, the metadata it saw as JSON), with its evidence.
 * The body names the same operation as the path; the metadata must be a JSON object. It is
 * stored as `source: 'client'`, the client's metadata under `client` (it cannot say
 * otherwise), and never counts as what a detection saw (pick-capture.ts).
 */
export async function saveIdentificationData(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  videoUuid: string,
  input: TSaveIdentificationDataRequest,
): Promise<TSaveIdentificationDataResponse> {
  const request = ZSaveIdentificationDataRequest.parse(input);
  if (request.operationUuid !== actor.operationId) {
    throw new AppError('VALIDATION_FAILED', 'The body names another operation', [
      { path: 'body.operationUuid', message: 'not the operation of the path' },
    ]);
  }
  const metadata = parseMetadata(request.metadata);
  const row = await recordingVideo(context, actor, videoUuid);
  const image = decodeFrame(request.documentB64, {
    maxPixels: context.platform.config.IMAGE_MAX_PIXELS,
  });
  const capture = await prepareCapture(context, image);
  const saved = await context.db.transaction(async (tx) => {
    const captureRow = await capture.record(tx, {
      identificationId: row.id,
      documentType: request.documentType,
      metadata: { source: 'client', type: request.type, client: metadata },
    });
    await recordEvidence(tx, {
      subjectType: 'identification',
      subjectId: row.id,
      type: 'identification.capture_saved',
      actorType: 'signer',
      actorId: actor.signer.id,
      ...actor.meta,
      data: {
        captureId: captureRow.id,
        documentType: request.documentType,
        imageSha256: capture.sha256,
      },
    });
    return captureRow;
  });
  return { captureId: saved.id, documentType: request.documentType, sha256: capture.sha256 };
}

function parseMetadata(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = null;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError('VALIDATION_FAILED', 'The metadata is not a JSON object', [
      { path: 'body.metadata', message: 'a JSON object' },
    ]);
  }
  return value as Record<string, unknown>;
}

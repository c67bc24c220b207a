import type {
  TFaceDetectionRequest,
  TFaceDetectionResponse,
} from '@confirma/contracts/identification';
import { ZFaceDetectionRequest } from '@confirma/contracts/identification';
import { measureQuality } from '@confirma/vision/quality/measure-quality';
import { recordEvidence } from '../evidence/index.ts';
import { decodeFrame } from './decode-frame.ts';
import type { TIdentificationActor, TIdentificationContext } from './identification.types.ts';
import { updateIdentification } from './identification-queries.ts';
import { recordingIdentification } from './recording-identification.ts';

/**
 * `POST detection/face/{op}` (spec 001 §3.3, §3.6, §4.3): the selfie frame checked in the
 * vision pool. A detected face (wide enough) keeps its descriptor for the face match and
 * moves the identification to the FRONT stage, with its evidence; a frame without one
 * answers detected false with the brightness and blur hints, and nothing is stored.
 */
export async function detectFaceFrame(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  input: TFaceDetectionRequest,
): Promise<TFaceDetectionResponse> {
  const request = ZFaceDetectionRequest.parse(input);
  const row = await recordingIdentification(context, actor, ['FACE', 'FRONT']);
  const image = decodeFrame(request.imgb64, {
    maxPixels: context.platform.config.IMAGE_MAX_PIXELS,
  });
  const quality = await qualityOf(context, image, request);
  const face = await context.vision.run('face', {
    image,
    options: { widthFaceRect: request.widthFaceRect, returnFaceImg: request.returnFaceImg },
  });
  const detected = face.detected && !face.tooSmall && Boolean(face.embedding);
  if (detected) {
    await context.db.transaction(async (tx) => {
      await updateIdentification(tx, {
        id: row.id,
        from: 'RECORDING',
        set: { stage: 'FRONT', faceEmbedding: face.embedding, faceScore: face.confidence },
      });
      await recordEvidence(tx, {
        subjectType: 'identification',
        subjectId: row.id,
        type: 'identification.face_detected',
        actorType: 'signer',
        actorId: actor.signer.id,
        ...actor.meta,
        data: { confidence: face.confidence, width: face.box?.width ?? null },
      });
    });
  }
  return {
    detected,
    documenttype: 'face',
    confidence: face.confidence,
    brightness: quality.brightness,
    blur: quality.blur,
    biometryData: request.biometry ? { confidence: face.confidence, frontConfidence: null } : null,
    ocr: null,
    imagebase64: face.faceImage ? Buffer.from(face.faceImage).toString('base64') : null,
    imagemrzbase64: null,
  };
}

/** The brightness and blur problem flags, as the request asked for them. */
async function qualityOf(
  _context: TIdentificationContext,
  image: Uint8Array,
  request: ReturnType<typeof ZFaceDetectionRequest.parse>,
) {
  const quality = await measureQuality(image, {
    brightnessMinPercent: (request.brightnessImageThreshold / 765) * 100,
    brightnessMaxPercent: 100,
    blurThreshold: request.blurImageThreshold,
  });
  return {
    brightness: request.detectBrightnessInImage && (quality.tooDark || quality.tooBright),
    blur: request.detectBlurInImage && quality.blurred,
  };
}

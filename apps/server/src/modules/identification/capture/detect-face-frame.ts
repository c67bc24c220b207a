import type {
  TFaceDetectionRequest,
  TFaceDetectionResponse,
} from '@confirma/contracts/identification';
import { IDENTIFICATION_DEFAULTS, ZFaceDetectionRequest } from '@confirma/contracts/identification';
import { measureQuality } from '@confirma/vision';
import { AppError } from '../../../platform/errors.ts';
import { extractedOf } from '../detection-findings.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { faceAttributesOf } from './face-attributes.ts';
import { hashFrames } from './frame-log.ts';
import { qualityFlags, qualityReasons, readFrame } from './frame-quality.ts';
import { recordDetection } from './store-capture.ts';

/**
 * `POST detection/face/{op}`: the selfie frame checked in the
 * vision pool. A detected face (wide enough) keeps its descriptor for the face match and
 * moves the identification to the FRONT stage, with its evidence; a frame without one
 * answers detected false with the brightness and blur hints and its reasons (no face, too
 * small, the light, the focus), and nothing is stored.
 *
 * The selfie is taken once per attempt: past the FACE stage another is refused (409
 * SELFIE_LOCKED), so the face the challenges are matched against, and the document portrait
 * after them, cannot be swapped; a new selfie takes a new attempt (a new session). The
 * face's least width is the server's (`widthFaceRect` of the request is not used).
 */
export async function detectFaceFrame(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  input: TFaceDetectionRequest,
): Promise<TFaceDetectionResponse> {
  const receivedAt = new Date();
  const request = ZFaceDetectionRequest.parse(input);
  const row = await recordingIdentification(context, actor, ['FACE', 'FRONT', 'BACK', 'DONE']);
  if (row.stage !== 'FACE') {
    throw new AppError('SELFIE_LOCKED', 'The selfie of this attempt is taken; open a new session');
  }
  const { image, thresholds } = readFrame(context, request);
  // The pool takes the bytes it is given: it gets a copy, the frame may be stored. The
  // frame's quality is measured meanwhile (sharp's threads, not the pool's).
  const [measured, face] = await Promise.all([
    measureQuality(image, thresholds),
    context.vision.run('face', {
      image: new Uint8Array(image),
      options: {
        widthFaceRect: IDENTIFICATION_DEFAULTS.widthFaceRect,
        returnFaceImg: request.returnFaceImg,
      },
    }),
  ]);
  const quality = qualityFlags(measured, request);
  const detected = face.detected && !face.tooSmall && Boolean(face.embedding);
  if (detected) {
    await recordDetection(context, actor, row, {
      set: {
        stage: 'FRONT',
        faceEmbedding: face.embedding,
        faceScore: face.confidence,
        extracted: { ...extractedOf(row), faceAttributes: faceAttributesOf(face) },
      },
      captures: [{ image, documentType: 'FACE' }],
      confidence: face.confidence,
      event: 'identification.face_detected',
      data: { width: face.box?.width ?? null },
      frames: await hashFrames('FACE', receivedAt, [image]),
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
    // Not taken: no face, or one too far from the camera, and the frame's light and focus.
    reasons: detected
      ? []
      : [
          face.detected && face.tooSmall ? 'FACE_TOO_SMALL' : 'NO_FACE',
          ...qualityReasons(measured, request),
        ],
  };
}

import type {
  TBackDetectionRequest,
  TDetectionResult,
  TDocumentDetectionResponse,
} from '@confirma/contracts/identification';
import { IDENTIFICATION_DEFAULTS, ZBackDetectionRequest } from '@confirma/contracts/identification';
import { AppError } from '../../../platform/errors.ts';
import { extractedOf } from '../detection-findings.ts';
import { documentConsistency } from '../document/document-consistency.ts';
import { cropDocument } from '../document/document-crop.ts';
import { icarOcrOf } from '../document/icar-ocr.ts';
import type { TIdentificationActor, TIdentificationContext } from '../identification.types.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { hashFrames } from './frame-log.ts';
import { qualityFlags, qualityReasons, readFrame } from './frame-quality.ts';
import { invalidMrzMayEnd } from './mrz-patience.ts';
import { recordDetection } from './store-capture.ts';

/**
 * `POST detection/ml/back/{op}`: a card's back, found by its
 * outline (at least backConfidence) and its MRZ, read in the vision pool. It ends the capture
 * stages, with the frame stored as a capture and the evidence. Only after a card's front: a
 * passport has no back.
 */
export async function detectBackFrame(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  input: TBackDetectionRequest,
): Promise<TDocumentDetectionResponse> {
  const receivedAt = new Date();
  const request = ZBackDetectionRequest.parse(input);
  const row = await recordingIdentification(context, actor, ['BACK']);
  if (extractedOf(row).document !== 'ID_CARD') {
    throw new AppError('IDENTIFICATION_OUT_OF_ORDER', 'Only a card has a back');
  }
  const { image, thresholds } = readFrame(context, request);
  const analysis = await context.vision.run('image', {
    image: new Uint8Array(image),
    options: { quality: thresholds, readText: request.returnBackOcr, expect: 'id-back' },
  });
  const quality = qualityFlags(analysis.quality, request);
  const document = analysis.document;
  // A back whose MRZ fails its checks ends the stage only once no frame read it valid for
  // a while (a reflection over a few cells moves with the next frame).
  const detected =
    analysis.kind === 'id-back' &&
    Boolean(analysis.mrz) &&
    (document?.confidence ?? 0) >= IDENTIFICATION_DEFAULTS.backConfidence &&
    (Boolean(analysis.mrz?.valid) || (await invalidMrzMayEnd(context, row, 'BACK')));
  const ocr = detected ? icarOcrOf(analysis) : null;
  const crop =
    detected && document && request.returnBackImg
      ? (await cropDocument(image, document)).document
      : null;
  const result: TDetectionResult = {
    detected,
    documenttype: 'dni reverso back',
    confidence: document?.confidence ?? 0,
    brightness: quality.brightness,
    blur: quality.blur,
    biometryData: null,
    ocr: request.returnBackOcr ? ocr : null,
    imagebase64: crop ? crop.toString('base64') : null,
    imagemrzbase64: null,
    reasons: detected
      ? []
      : [
          ...(document && analysis.kind === 'id-back' ? [] : (['NO_DOCUMENT'] as const)),
          ...qualityReasons(analysis.quality, request),
        ],
  };
  if (!detected) return [result];

  const earlier = extractedOf(row);
  // One document: the front's print against this back's MRZ (another person's back shows).
  const consistency =
    analysis.mrz && earlier.frontPrinted
      ? documentConsistency(earlier.frontPrinted, analysis.mrz.fields)
      : null;
  await recordDetection(context, actor, row, {
    set: {
      stage: 'DONE',
      backConfidence: document?.confidence ?? null,
      extracted: { ...earlier, backOcr: ocr, documentConsistency: consistency },
    },
    captures: [{ image, documentType: 'DNIBACK' }],
    confidence: document?.confidence ?? null,
    event: 'identification.back_detected',
    data: { mrzValid: analysis.mrz?.valid ?? null, documentConsistency: consistency },
    frames: await hashFrames('BACK', receivedAt, [image]),
  });
  return [result];
}

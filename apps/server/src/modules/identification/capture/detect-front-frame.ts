import type {
  TDetectionResult,
  TDocumentDetectionResponse,
  TFrontDetectionRequest,
  TIcarOcr,
} from '@confirma/contracts/identification';
import {
  IDENTIFICATION_DEFAULTS,
  ZFrontDetectionRequest,
} from '@confirma/contracts/identification';
import { PORTRAIT_MIN_OUTLINE_CONFIDENCE, type TImageAnalysis } from '@confirma/vision';
import { extractedOf } from '../detection-findings.ts';
import { documentConsistency } from '../document/document-consistency.ts';
import { cropDocument } from '../document/document-crop.ts';
import { icarOcrOf } from '../document/icar-ocr.ts';
import type {
  TExtracted,
  TIdentificationActor,
  TIdentificationContext,
  TIdentificationRow,
} from '../identification.types.ts';
import { recordingIdentification } from '../session/recording-identification.ts';
import { boundFaceMatch } from './bound-face-match.ts';
import { faceAttributesOf } from './face-attributes.ts';
import { hashFrames } from './frame-log.ts';
import { qualityFlags, qualityReasons, readFrame } from './frame-quality.ts';
import { invalidMrzMayEnd } from './mrz-patience.ts';
import { recordDetection } from './store-capture.ts';

/**
 * `POST detection/ml/front/{op}`: the document frame analysed in
 * the vision pool. A card front (outline confidence at least frontConfidence, or its
 * portrait) moves on to the BACK stage; a passport page (its MRZ read) ends the capture
 * stages. The document portrait is matched with the selfie and the liveness bursts' frames
 * (bound-face-match.ts: their median, the engine's calibrated similarity) and the frame is stored as a capture, with the evidence.
 */
export async function detectFrontFrame(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  input: TFrontDetectionRequest,
): Promise<TDocumentDetectionResponse> {
  const receivedAt = new Date();
  const request = ZFrontDetectionRequest.parse(input);
  const row = await recordingIdentification(context, actor, ['FRONT', 'BACK']);
  const { image, thresholds } = readFrame(context, request);
  // The pool takes the bytes it is given: it gets a copy, the frame may be stored. The
  // analysis brings the portrait's descriptor (its face detection is the portrait's).
  const analyse = (readText: boolean, embedding: boolean) =>
    context.vision.run('image', {
      image: new Uint8Array(image),
      options: {
        quality: thresholds,
        frontConfidence: IDENTIFICATION_DEFAULTS.frontConfidence,
        readText,
        embedding,
      },
    });
  const analysis = await analyse(request.returnFrontOcr, true);
  const quality = qualityFlags(analysis.quality, request);
  const passport = analysis.kind === 'passport';
  const document = analysis.document;
  // A portrait inside a traced outline makes a front at once; one whose card was placed
  // from the face and the print beside it does not (the face may be the holder's, beside
  // the card): the stage waits for a frame whose outline is found. Where the face match
  // counts, a front must show its portrait (one without would fail NO_PORTRAIT).
  const faceRequired = actor.policy.faceMatch === 'REQUIRED';
  const confidence = document?.confidence ?? 0;
  const tracedPortrait =
    Boolean(document?.portrait) && confidence >= PORTRAIT_MIN_OUTLINE_CONFIDENCE;
  // A passport page whose MRZ fails its checks, as a card's back (detect-back-frame.ts).
  const detected =
    Boolean(document) &&
    (passport
      ? Boolean(analysis.mrz?.valid) || (await invalidMrzMayEnd(context, row, 'FRONT'))
      : analysis.kind === 'id-front' &&
        (tracedPortrait ||
          (!faceRequired && confidence >= IDENTIFICATION_DEFAULTS.frontConfidence)));
  // Only the document's own portrait is matched with the selfie: a face beside the document
  // would match it whatever the document.
  const portrait = detected && tracedPortrait ? analysis.face : null;
  const embedding = portrait ? analysis.embedding : null;
  // The person who answered the challenges so far; the verdict matches again with them all.
  const match = boundFaceMatch(row, embedding);
  const ocr = detected && (passport || request.returnFrontOcr) ? icarOcrOf(analysis) : null;
  const crops =
    detected && document
      ? await cropDocument(image, document, { mrzBand: passport })
      : { document: null, mrz: null };
  const result: TDetectionResult = {
    detected,
    documenttype: passport ? 'pasaporte' : 'dni anverso front',
    confidence: document?.confidence ?? 0,
    brightness: quality.brightness,
    blur: quality.blur,
    biometryData: request.biometry
      ? { confidence: match?.similarity ?? null, frontConfidence: document?.confidence ?? null }
      : null,
    ocr,
    imagebase64:
      crops.document && (passport ? request.returnPassportImg : request.returnFrontImg)
        ? crops.document.toString('base64')
        : null,
    imagemrzbase64: crops.mrz && request.returnMrzImg ? crops.mrz.toString('base64') : null,
    reasons: detected
      ? []
      : [
          // No document; or a passport page held for an MRZ a reflection washed out.
          ...(document
            ? passport && analysis.mrz
              ? (['REFLECTIONS'] as const)
              : []
            : (['NO_DOCUMENT'] as const)),
          ...qualityReasons(analysis.quality, request),
        ],
  };
  if (!detected) return [result];

  await storeFront(context, actor, row, {
    request,
    receivedAt,
    image,
    analysis,
    readPrint: () => analyse(true, false),
    ocr,
    portrait,
    embedding,
    match,
    mrzBand: crops.mrz,
  });
  return [result];
}

/**
 * The front taken: what it read kept on the identification (the print, the portrait, the
 * corners, a passport page's own consistency), the frame and a passport's MRZ band stored
 * as captures, the stage moved on, with the evidence and the frame logged.
 */
async function storeFront(
  context: TIdentificationContext,
  actor: TIdentificationActor,
  row: TIdentificationRow,
  front: {
    request: TFrontDetectionRequest;
    receivedAt: Date;
    image: Buffer;
    analysis: TImageAnalysis;
    /** The frame's print read again, for a request that did not ask for it. */
    readPrint: () => Promise<TImageAnalysis>;
    ocr: TIcarOcr | null;
    portrait: TImageAnalysis['face'] | null;
    embedding: TImageAnalysis['embedding'] | null;
    match: ReturnType<typeof boundFaceMatch>;
    mrzBand: Buffer | null;
  },
) {
  const { request, receivedAt, image, analysis, readPrint, ocr, portrait, embedding, match } =
    front;
  const { mrzBand } = front;
  const passport = analysis.kind === 'passport';
  const document = analysis.document;
  // The print is what the back's MRZ (or the page's own) is compared with: read on the
  // frame that is taken only (it doubles a frame's analysis), when the request did not.
  const printed = request.returnFrontOcr ? analysis.text : (await readPrint()).text;

  const extracted: TExtracted = {
    ...extractedOf(row),
    document: passport ? 'PASSPORT' : 'ID_CARD',
    frontOcr: passport ? null : ocr,
    passportOcr: passport ? ocr : null,
    portraitAttributes: portrait?.detected ? faceAttributesOf(portrait) : null,
    portraitBox: portrait?.box ?? null,
    frontCorners: passport ? null : (document?.corners ?? null),
    frontPrinted: passport ? null : printed,
    documentConsistency:
      passport && printed && analysis.mrz
        ? documentConsistency(printed, analysis.mrz.fields)
        : null,
  };
  await recordDetection(context, actor, row, {
    set: {
      stage: passport ? 'DONE' : 'BACK',
      frontConfidence: document?.confidence ?? null,
      matchScore: match?.similarity ?? null,
      portraitEmbedding: embedding,
      extracted,
    },
    captures: [
      { image, documentType: passport ? 'PASSPORT' : 'DNIFRONT' },
      // A passport page's MRZ band, cut from the stored frame, is the server's capture too.
      ...(passport && mrzBand ? [{ image: mrzBand, documentType: 'PASSPORTMRZ' as const }] : []),
    ],
    confidence: document?.confidence ?? null,
    event: passport ? 'identification.passport_detected' : 'identification.front_detected',
    frames: await hashFrames(passport ? 'PASSPORT' : 'FRONT', receivedAt, [image]),
    data: {
      faceMatch: match?.similarity ?? null,
      faceMatchScores: match?.scores ?? [],
      mrzValid: analysis.mrz?.valid ?? null,
      printedFieldsRead: printed ? Object.keys(printed.fieldConfidence).length : 0,
    },
  });
}

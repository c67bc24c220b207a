import {
  ZBackDetectionRequest,
  ZColourRequest,
  ZColourResponse,
  ZDocumentDetectionResponse,
  ZFaceDetectionRequest,
  ZFaceDetectionResponse,
  ZFrontDetectionRequest,
  ZHologramRequest,
  ZIdentificationOpParams,
  ZIdentificationVideoParams,
  ZLivenessChallengeResponse,
  ZLivenessRequest,
  ZLivenessResponse,
  ZSaveIdentificationDataRequest,
  ZSaveIdentificationDataResponse,
} from '@confirma/contracts/identification';
import { FRAME_BODY_LIMIT, identificationProblems, tags } from './identification-routes.openapi.ts';

/** A burst of 3-12 frames in one body. */
const BURST_BODY_LIMIT = FRAME_BODY_LIMIT * 2;

export const detectFaceRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: FRAME_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Detect the face in a selfie frame (vision worker pool)',
    params: ZIdentificationOpParams,
    body: ZFaceDetectionRequest,
    response: { 200: ZFaceDetectionResponse, ...identificationProblems },
  },
} as const;

export const detectFrontRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: FRAME_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Detect a card front or a passport page and match its portrait (vision pool)',
    params: ZIdentificationOpParams,
    body: ZFrontDetectionRequest,
    response: { 200: ZDocumentDetectionResponse, ...identificationProblems },
  },
} as const;

export const detectHologramRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: BURST_BODY_LIMIT,
  schema: {
    tags,
    summary: "Check a card front's hologram on a burst of 3-12 frames, tilted (vision pool)",
    description:
      'After the card front, before its back (not for a passport). Answers a list with one result, documenttype "hologram": confidence is the score, detected at 0.75; imagebase64 is the card in the most telling frame. Five bursts per identification; the best score is kept (images/data hologramConfidence).',
    params: ZIdentificationOpParams,
    body: ZHologramRequest,
    response: { 200: ZDocumentDetectionResponse, ...identificationProblems },
  },
} as const;

export const detectBackRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: FRAME_BODY_LIMIT,
  schema: {
    tags,
    summary: "Detect a card's back and read its MRZ (vision pool)",
    params: ZIdentificationOpParams,
    body: ZBackDetectionRequest,
    response: { 200: ZDocumentDetectionResponse, ...identificationProblems },
  },
} as const;

export const saveIdentificationDataRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: FRAME_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Store a capture: its image as a blob and its metadata',
    params: ZIdentificationVideoParams,
    body: ZSaveIdentificationDataRequest,
    response: { 200: ZSaveIdentificationDataResponse, ...identificationProblems },
  },
} as const;

export const livenessChallengeRoute = {
  config: { access: 'identification-signer' },
  schema: {
    tags,
    summary: 'The liveness challenges chosen by the server, after the selfie',
    description:
      "Chosen once and stored; asked again, the same sequence: one BLINK and one TURN_LEFT or TURN_RIGHT (the person's own left or right, the right or left of the camera's unmirrored picture), in a random order.",
    params: ZIdentificationOpParams,
    response: { 200: ZLivenessChallengeResponse, ...identificationProblems },
  },
} as const;

export const checkLivenessRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: BURST_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Check one liveness challenge on a burst of 3-12 frames (vision pool)',
    description:
      'Frames as the camera gives them (not mirrored), a few per second. Five tries per challenge; attemptsLeft says how many remain.',
    params: ZIdentificationOpParams,
    body: ZLivenessRequest,
    response: { 200: ZLivenessResponse, ...identificationProblems },
  },
} as const;

export const checkColoursRoute = {
  config: { access: 'identification-signer' },
  bodyLimit: BURST_BODY_LIMIT,
  schema: {
    tags,
    summary: 'Check that the face reflected the colour sequence the screen showed (vision pool)',
    description:
      'After the movement challenges, inside the window of the sequence the challenge answer gave (colours): one frame on the neutral (white) screen, then one per colour, in order, unmirrored. 409 CHALLENGE_EXPIRED after its window, IDENTIFICATION_OUT_OF_ORDER before the challenges are settled or once it is; 400 VALIDATION_FAILED without one frame per colour. A try that does not pass answers the next sequence (next) while tries are left.',
    params: ZIdentificationOpParams,
    body: ZColourRequest,
    response: { 200: ZColourResponse, ...identificationProblems },
  },
} as const;

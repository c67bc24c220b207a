// What other packages' tests, the e2e suite and the benches draw their synthetic documents,
// photographs and filmed faces from (`@confirma/vision/testing`). Never loaded by the engine.

export { HUMAN_DIR } from '../src/face/human-engine.ts';
export {
  documentScene,
  faceScene,
  postedFrame,
  SCENE,
  type TFaceScene,
  withSensorNoise,
} from './camera-scene.ts';
export {
  DOCUMENT_PRESENTATIONS,
  HOLOGRAM_HUE_PER_DEGREE,
  presentedCard,
  type TDocumentPresentation,
  type TDocumentTake,
} from './document-presentations.ts';
export { filmedFace, filmedFrame, type TFacePose, type TFilmedFace } from './face-motion.ts';
export {
  FILMED_CAMERA,
  FILMED_MOVES,
  filmedHeadFrame,
  filmedHeadScene,
  livenessRound,
} from './filmed-head.ts';
export type { THeadPose } from './head-motion.ts';
export { FIXTURE_IDENTITIES, type TFixtureIdentity } from './identities.ts';
export { onMonitor } from './on-monitor.ts';
export { photograph, SHOTS } from './photograph.ts';
export { portraitPng } from './portraits.ts';
export { recordWebm, type TRecordWebmOptions } from './record-webm.ts';
export {
  CARD_FRONT_PORTRAIT,
  renderDocument,
  type TDocumentSide,
  withMrzGlare,
} from './render-document.ts';
export { CLOSE_SCREEN, litByScreen, type TScreenLight } from './screen-light.ts';

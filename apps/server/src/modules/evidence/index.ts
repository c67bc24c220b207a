/**
 * The evidence module: hash-chained audit events per subject, their RFC 3161 anchors, and
 * the verification of both. What other modules may use.
 */
export {
  ANCHOR_JOB,
  anchorEvidenceChain,
  ChainNotVerifiedError,
  createAnchorHandler,
  queueAnchor,
  type TAnchorDeps,
  type TAnchorSubject,
} from './anchor-evidence-chain.ts';
export { anchorMovedChains } from './anchor-moved-chains.ts';
export {
  anchorImprint,
  checkAnchorToken,
  checkAnchorTokens,
  type TAnchorChecker,
  type TAnchorToCheck,
  type TAnchorVerdict,
  type TTsaTrust,
} from './anchor-token.ts';
export type {
  TChainReport,
  TMirroredAnchor,
  TMirrorReport,
} from './evidence-chain.types.ts';
export { canonicalJson, evidenceHash, GENESIS_HASH } from './evidence-hash.ts';
export {
  chainState,
  evidenceTimes,
  hasEvidence,
  lastEventTimes,
  listEvidence,
  type TEvidenceEvent,
  type TEvidenceSubject,
} from './evidence-queries.ts';
export { distinctMirroredAnchors } from './mirrored-anchors.ts';
export { anchorSubject, listPublicAnchors } from './public-anchors.ts';
export { recordEvidence, type TEvidenceInput, type TOperationEvidence } from './record-evidence.ts';
export { verifyEvidenceChain } from './verify-evidence-chain.ts';

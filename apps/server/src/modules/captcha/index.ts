/**
 * The captcha module: the ALTCHA proof of work of the public forms (challenges, their
 * rate-limited route, verification and the single-use claim). What other modules may use.
 */
export { registerChallengeRoute } from './challenge-route.ts';
export { claimChallenge, verifyUnspentProof } from './claim-challenge.ts';
export { createPow, type TPow, type TProofOfWork } from './proof-of-work.ts';

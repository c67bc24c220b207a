import {
  ZIdentificationOpParams,
  ZIdentificationStanding,
  ZStartIdentificationRequest,
  ZStartIdentificationResponse,
  ZVideoSessionResponse,
} from '@confirma/contracts/identification';
import { identificationProblems, tags } from './identification-routes.openapi.ts';

export const openSessionRoute = {
  config: { access: 'identification-signer' },
  schema: {
    tags,
    summary: 'Open (or resume) the recording session of an identification',
    params: ZIdentificationOpParams,
    response: { 200: ZVideoSessionResponse, ...identificationProblems },
  },
} as const;

export const readStandingRoute = {
  config: { access: 'identification-reader', permission: 'read' },
  schema: {
    tags,
    summary: 'Where the signer stands: what a link opened again shows',
    description:
      "With the signer's token, also once the operation is over (403 for the owner). step: IDENTIFY (nothing finished yet), RETRY (the last attempt failed and the operation is open: another may start, its failures say why), REVIEW (the operation's owner decides), PASSED (next: the traveller's parte, the signature when signsAfter, or nothing), WAITING (earlier signers first), CLOSED (closedBy: CANCELLED, EXPIRED, REJECTED or FINISHED). identification: the latest attempt that began recording. A read: nothing changes.",
    params: ZIdentificationOpParams,
    response: { 200: ZIdentificationStanding, ...identificationProblems },
  },
} as const;

export const startIdentificationRoute = {
  config: { access: 'identification-signer' },
  schema: {
    tags,
    summary: 'Start recording: the operation moves to RECORDING',
    description:
      'An optional body carries the biometric consent (GDPR art. 9) shown by the screen, recorded as evidence; required when the session answer says consentRequired.',
    params: ZIdentificationOpParams,
    body: ZStartIdentificationRequest,
    response: { 200: ZStartIdentificationResponse, ...identificationProblems },
  },
} as const;

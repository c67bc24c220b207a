import {
  ZIdentificationCertificateResponse,
  ZIdentificationImagesData,
  ZIdentificationResultResponse,
  ZIdentificationReviewRequest,
  ZIdentificationVideoParams,
} from '@confirma/contracts/identification';
import { problems } from '../../../platform/http/route-kit.ts';
import { identificationProblems, tags } from './identification-routes.openapi.ts';

export const identificationResultRoute = {
  config: { access: 'identification-signer' },
  schema: {
    tags,
    summary: 'Compute and record the identification result',
    params: ZIdentificationVideoParams,
    response: { 200: ZIdentificationResultResponse, ...identificationProblems },
  },
} as const;

export const imagesDataRoute = {
  config: { access: 'identification-reader', permission: 'read' },
  schema: {
    tags,
    summary: 'The identification summary: images, scores and document data',
    params: ZIdentificationVideoParams,
    response: { 200: ZIdentificationImagesData, ...identificationProblems },
  },
} as const;

export const ownerReviewRoute = {
  config: { access: 'identification-reader', permission: 'review' },
  schema: {
    tags,
    summary:
      "The owner's decision on an identification under REVIEW (accounts that decide their own)",
    description:
      "With the operation owner's account token, where the account chose to decide its own cases (identificationReview.by OWNER): a reason (10 to 1,000 characters) and the checklist, as the platform's reviewers give them; APPROVE needs every item ticked (422 REVIEW_CHECKLIST_INCOMPLETE). APPROVE passes it (the signer is identified, the operation moves on); REJECT fails it (the signer may try again). With four-eyes the owner's decision waits for a platform reviewer's. The evidence records who decided (account_owner and the user id), the reason and the checklist, and the certificate is sealed again with the decision. 409 REVIEW_BY_PLATFORM where the platform's reviewers decide (the default), IDENTIFICATION_OUT_OF_ORDER when it is not under review; 403 for the signer.",
    params: ZIdentificationVideoParams,
    body: ZIdentificationReviewRequest,
    response: { 200: ZIdentificationResultResponse, ...identificationProblems, ...problems(422) },
  },
} as const;

export const readCertificateRoute = {
  config: { access: 'identification-reader', permission: 'read' },
  schema: {
    tags,
    summary: 'The identification certificate as a base64 PDF, sealed by the platform',
    produces: ['text/plain'],
    description: 'For the identified signer or the operation owner, once the result is recorded.',
    params: ZIdentificationVideoParams,
    response: { 200: ZIdentificationCertificateResponse, ...identificationProblems },
  },
} as const;

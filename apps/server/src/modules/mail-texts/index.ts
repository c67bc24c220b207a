/**
 * The mail-texts module: the texts of the e-mails and text messages about operations, in
 * es/en/it: the signer's invitation (e-mail or SMS), reminder and confirmation, the
 * identification's reasons in words, and dates, document titles and name lists as the
 * e-mails write them. Pure functions with no dependency on any module: operations,
 * signing, workspace, notifications and identification write with them.
 */

export { cancellationMail, cancellationSms, type TCancellation } from './cancellation-mail.ts';
export { confirmationMail, copyMail, signedPdfName } from './confirmation-mail.ts';
export {
  IDENTIFICATION_REASON_TEXTS,
  type TIdentificationReasonTexts,
} from './identification-reason-texts.ts';
export {
  invitationMail,
  invitationSms,
  SMS_CUTS,
  type TRequestTexts,
} from './invitation-mail.ts';
export { documentTitle, mailDate, nameList } from './mail-format.ts';
export type { TLanguage, TSignerTask } from './mail-texts.types.ts';
export { OPERATION_LABELS, type TOperationLabels } from './operation-labels.ts';
export { otpSms } from './otp-sms.ts';
export { reminderMail } from './reminder-mail.ts';
export {
  reviewDecisionMail,
  reviewDecisionSms,
  type TReviewDecisionNotice,
} from './review-decision-mail.ts';

import { NOTIFICATION_KINDS } from '@confirma/contracts/account';
import {
  RELAXED_CHECKS,
  ZIdentificationFailure,
  ZIdentificationReviewReason,
} from '@confirma/contracts/identification';
import { z } from 'zod';

/** The jobs of the operations module: their names and payloads. */

/** E-mail a signer the signed documents and the certificate (send-confirmation.ts). */
export const CONFIRMATION_JOB = 'operations.send-confirmation';
export const ZConfirmationJob = z.object({ operationId: z.uuid(), signerId: z.uuid() });

/** E-mail a copy recipient the signed documents and the certificate (send-confirmation.ts). */
export const COPY_JOB = 'operations.send-copy';
export const ZCopyJob = z.object({
  operationId: z.uuid(),
  /** The recipient's place in the operation's `copyRecipients`. */
  index: z.number().int().min(0),
});

/** Tell the operation's sender that it moved (notify-sender.ts). */
export const SENDER_NOTICE_JOB = 'operations.sender-notice';
export const ZSenderNoticeJob = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  userId: z.string().min(1),
  operationId: z.uuid(),
  /** Who signed or rejected; everybody for 'allSigned'. */
  signers: z.array(z.string()),
  /** Who was still to sign when it happened. */
  pending: z.array(z.string()),
  reason: z.string().nullable(),
  /** When it happened (ISO). */
  at: z.iso.datetime(),
  /** An identification's verdict ('identification'): its status and reasons, as codes. */
  identification: z
    .object({
      status: z.enum(['PASSED', 'FAILED', 'REVIEW']),
      failures: z.array(ZIdentificationFailure),
      reviewReasons: z.array(ZIdentificationReviewReason),
      relaxed: z.array(z.enum(RELAXED_CHECKS)),
      /** Under review: who decides it (the platform's reviewers or the owner). */
      reviewBy: z.enum(['PLATFORM', 'OWNER']).optional(),
    })
    .optional(),
});

import { ZAdminPaymentDetail } from '@confirma/contracts/payments';
import { z } from 'zod';

/** What a refund or a transfer's confirmation did, and the payment after it. */
export const ZAdminPaymentOutcome = z.object({ outcome: z.string(), detail: ZAdminPaymentDetail });

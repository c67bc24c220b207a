import { toE164 } from '@confirma/contracts/phone-number';
import type { TTx } from '../../../platform/db/client.ts';
import { findBrand, mailBrand } from '../../accounts/index.ts';
import { reviewDecisionMail, reviewDecisionSms } from '../../mail-texts/index.ts';
import { requestNaming, type TOperationRow, type TSignerRow } from '../../operations/index.ts';
import {
  isIdentificationOnly,
  signerPhoneCountry,
  signerSignatureType,
  signerValues,
} from '../../signer-requests/index.ts';
import type { TIdentificationContext } from '../identification.types.ts';

/**
 * The signer is told a person decided their identification under review, in the
 * operation's language, in the caller's transaction (the mail and SMS jobs): by e-mail, and
 * by SMS as well where the operation has their phone. Approved: what comes next (the
 * signature, or nothing); not approved: they may try again while the request is open.
 */
export async function notifyReviewDecision(
  context: Pick<TIdentificationContext, 'platform'>,
  tx: TTx,
  {
    operation,
    signer,
    approved,
  }: { operation: TOperationRow; signer: TSignerRow; approved: boolean },
): Promise<void> {
  const [{ sender, title }, brand] = await Promise.all([
    requestNaming(tx, operation),
    findBrand(tx, { userId: operation.organizationId }),
  ]);
  const notice = {
    name: signer.fullName || signerValues(signer.signerData).name,
    sender,
    title,
    approved,
    signsAfter: !isIdentificationOnly(signerSignatureType(signer)),
  };
  const { language } = operation;
  if (signer.email) {
    await context.platform.queueMail(tx, {
      to: signer.email,
      language,
      brand: mailBrand(context.platform.config.PUBLIC_URL, brand),
      ...reviewDecisionMail(language, notice),
    });
  }
  const phone = signer.cellphone && toE164(signer.cellphone, signerPhoneCountry(signer.signerData));
  if (phone) {
    await context.platform.queueSms(tx, { to: phone, text: reviewDecisionSms(language, notice) });
  }
}

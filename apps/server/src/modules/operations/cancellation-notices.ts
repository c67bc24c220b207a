import { toE164 } from '@confirma/contracts/phone-number';
import type { TTx } from '../../platform/db/client.ts';
import { findBrand, mailBrand } from '../accounts/index.ts';
import { cancellationMail, cancellationSms } from '../mail-texts/index.ts';
import { hasAction, signerPhoneCountry, signerValues } from '../signer-requests/index.ts';
import type { TOperationRow, TOperationsContext } from './operations.types.ts';
import { requestNaming } from './request-title.ts';
import { AT_TURN, listSigners } from './signer-queries.ts';

/**
 * The sender cancelled: each signer who was invited and has not signed or rejected is told,
 * in the caller's transaction (the mail and SMS jobs), who cancelled which request and
 * when, in their language; by e-mail, or by SMS when they were invited by SMS. A signer not
 * invited yet (a later level) or signing on the sender's device is not written to.
 */
export async function queueCancellationNotices(
  context: Pick<TOperationsContext, 'platform'>,
  tx: TTx,
  { operation, at }: { operation: TOperationRow; at: Date },
): Promise<void> {
  const signers = (await listSigners(tx, { operationId: operation.id })).filter(
    (signer) =>
      AT_TURN.includes(signer.status) &&
      !hasAction(signer.signerData, 'avoidSendSignEmail', 'FIRMA-INICIO'),
  );
  if (!signers.length) return;
  const [{ sender, title }, brand] = await Promise.all([
    requestNaming(tx, operation),
    findBrand(tx, { userId: operation.organizationId }),
  ]);
  for (const signer of signers) {
    const { language, name } = signerValues(signer.signerData);
    const notice = { name: signer.fullName || name, sender, title, at };
    if (signer.email) {
      await context.platform.queueMail(tx, {
        to: signer.email,
        language,
        brand: mailBrand(context.platform.config.PUBLIC_URL, brand),
        ...cancellationMail(language, notice),
      });
      continue;
    }
    const phone =
      signer.cellphone && toE164(signer.cellphone, signerPhoneCountry(signer.signerData));
    if (phone)
      await context.platform.queueSms(tx, { to: phone, text: cancellationSms(language, notice) });
  }
}

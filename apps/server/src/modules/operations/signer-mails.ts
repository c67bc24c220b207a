import type { TSignatureType } from '@confirma/contracts/constants';
import { toE164 } from '@confirma/contracts/phone-number';
import type { TTx } from '../../platform/db/client.ts';
import { findBrand, mailBrand } from '../accounts/index.ts';
import { invitationMail, invitationSms, reminderMail } from '../mail-texts/index.ts';
import {
  signerPhoneCountry,
  signerSignatureType,
  signerTask,
  signerValues,
} from '../signer-requests/index.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';
import { listDocuments } from './document-queries.ts';
import { findOperation, SYSTEM_SCOPE } from './operation-queries.ts';
import type { TLanguage, TOperationsContext, TSignerRow } from './operations.types.ts';
import { requestNaming } from './request-title.ts';

/**
 * A new signer token: bound to this signer of this operation; `via: 'email'` for the one
 * only an e-mail to the signer carries (its use proves the address: signer-identity.ts).
 */
export function issueSignerToken(
  context: Pick<TOperationsContext, 'tokenKey'>,
  { operationId, signerId, via }: { operationId: string; signerId: string; via?: 'email' },
): Promise<string> {
  return issueToken(
    context.tokenKey,
    { typ: 'signer', sub: signerId, op: operationId, ...(via ? { via } : {}) },
    SIGNER_TOKEN_SECONDS,
  );
}

/** The first document of the operation: the one a signing link opens at once. */
export async function firstDocumentId(tx: TTx, operationId: string): Promise<string | null> {
  return (await listDocuments(tx, { operationId }))[0]?.id ?? null;
}

/**
 * The signer's page for each signature type (hash routes of the web client), with the
 * operation, the first document (so the page fetches it at once), the signer token and
 * the signer's language.
 */
function signingLink(link: {
  publicUrl: string;
  type: TSignatureType;
  operationId: string;
  documentId: string | null;
  token: string;
  language: TLanguage;
  /** The capture screen's domain identifier (one of its five inputs). */
  domainUuid?: string;
}) {
  const route =
    link.type === 'SIMPLE'
      ? 'simpleSignature'
      : link.type === 'BIOMETRICA'
        ? 'handwrittenSignature'
        : 'identificationSignature';
  const query = new URLSearchParams({
    operation: link.operationId,
    ...(link.documentId ? { document: link.documentId } : {}),
    token: link.token,
    lang: link.language,
    ...(route === 'identificationSignature' && link.domainUuid ? { domain: link.domainUuid } : {}),
  });
  return `${link.publicUrl}/#/${route}?${query.toString()}`;
}

/**
 * Queues, in the caller's transaction, an e-mail with the signer's own signing link in
 * their language: the invitation (also when the sender resends it) or a reminder (which
 * says when the request expires). A signer with a phone and no e-mail gets the invitation
 * by SMS (reminders go by e-mail only). An e-mail carries a token of its own, marked
 * `via: 'email'`; an SMS the given token, or a new one when none is given. Returns
 * the address or phone written to, or null for a signer it cannot reach. The invitation
 * names who asks (the sending account's business and person) and for what (the title),
 * with the sender's message, and the e-mail carries the sending account's brand.
 */
export async function queueSigningMail(
  context: TOperationsContext,
  tx: TTx,
  mail: {
    operationId: string;
    signer: TSignerRow;
    documentId: string | null;
    token?: string;
  } & ({ kind: 'invitation' } | { kind: 'reminder'; expiresAt: Date }),
): Promise<string | null> {
  const { operationId, signer } = mail;
  const values = signerValues(signer.signerData);
  const phone =
    !signer.email && mail.kind === 'invitation' && signer.cellphone
      ? toE164(signer.cellphone, signerPhoneCountry(signer.signerData))
      : null;
  if (!signer.email && !phone) return null;
  // The creation answer hands the given token to the sender: the e-mail gets its own.
  const token = signer.email
    ? await issueSignerToken(context, { operationId, signerId: signer.id, via: 'email' })
    : (mail.token ?? (await issueSignerToken(context, { operationId, signerId: signer.id })));
  const type = signerSignatureType(signer);
  // Who asks and for what, with the sender's message, travel with every invitation.
  const operation = await findOperation(tx, { operationId, scope: SYSTEM_SCOPE });
  const request = {
    ...(await requestNaming(
      tx,
      operation ?? { id: operationId, subject: null, organizationId: null },
    )),
    message: operation?.message,
  };
  // Greeted by the whole name the sender gave (a company's name is not split).
  const name = signer.fullName || values.name;
  const link = signingLink({
    publicUrl: context.platform.config.PUBLIC_URL,
    type,
    operationId,
    documentId: mail.documentId,
    token,
    language: values.language,
    domainUuid: context.platform.domainUuid,
  });
  if (!signer.email) {
    await context.platform.queueSms(tx, {
      to: phone ?? '',
      text: invitationSms(values.language, name, link, signerTask(type), request),
    });
    return phone;
  }
  const brand = operation && (await findBrand(tx, { userId: operation.organizationId }));
  await context.platform.queueMail(tx, {
    to: signer.email,
    language: values.language,
    brand: mailBrand(context.platform.config.PUBLIC_URL, brand ?? null),
    ...(mail.kind === 'invitation'
      ? invitationMail(values.language, name, link, signerTask(type), request)
      : reminderMail(values.language, {
          name,
          link,
          expiresAt: mail.expiresAt,
          task: signerTask(type),
          request,
        })),
  });
  return signer.email;
}

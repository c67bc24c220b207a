import { identifies, type TSignatureType } from '@confirma/contracts/constants';
import { toE164 } from '@confirma/contracts/phone-number';
import type { TTx } from '../../platform/db/client.ts';
import { issueToken, SIGNER_TOKEN_SECONDS } from '../tokens/index.ts';
import { listDocuments } from './document-queries.ts';
import { invitationMail, signingLink } from './operation-mails.ts';
import type { TLanguage, TOperationsContext, TSignerRow } from './operations.types.ts';
import { reminderMail } from './reminder-mail.ts';
import { signerPhoneCountry, signerValues } from './signer-fields.ts';
import { signerSignatureType } from './signing-methods.ts';

/** A new signer token: bound to this signer of this operation. */
export function issueSignerToken(
  context: Pick<TOperationsContext, 'tokenKey'>,
  { operationId, signerId }: { operationId: string; signerId: string },
): Promise<string> {
  return issueToken(
    context.tokenKey,
    { typ: 'signer', sub: signerId, op: operationId },
    SIGNER_TOKEN_SECONDS,
  );
}

/** The first document of the operation: the one a signing link opens at once. */
export async function firstDocumentId(tx: TTx, operationId: string): Promise<string | null> {
  return (await listDocuments(tx, { operationId }))[0]?.id ?? null;
}

/**
 * The invitation by SMS, for a signer with a phone and no e-mail (a name cut to 40): a
 * signer identified by video is told to have the ID document and a camera ready.
 */
const INVITATION_SMS: Record<
  TLanguage,
  Record<'sign' | 'identify', (name: string, link: string) => string>
> = {
  es: {
    sign: (name, link) => `Confirma: ${name}, tienes un documento para firmar. Tu enlace: ${link}`,
    identify: (name, link) =>
      `Confirma: ${name}, identifícate por vídeo (unos 3 min). Ten a mano tu DNI, NIE o pasaporte y una cámara, con buena luz. Tu enlace: ${link}`,
  },
  en: {
    sign: (name, link) => `Confirma: ${name}, you have a document to sign. Your link: ${link}`,
    identify: (name, link) =>
      `Confirma: ${name}, identify yourself by video (about 3 min). Have your ID card or passport and a camera ready, in good light. Your link: ${link}`,
  },
  it: {
    sign: (name, link) => `Confirma: ${name}, hai un documento da firmare. Il tuo link: ${link}`,
    identify: (name, link) =>
      `Confirma: ${name}, identificati via video (circa 3 min). Tieni pronti il documento d'identità o il passaporto e una fotocamera, con buona luce. Il tuo link: ${link}`,
  },
};

/** The SMS invitation's text for this signer's signature type. */
export function invitationSms(
  language: TLanguage,
  name: string,
  link: string,
  type: TSignatureType,
) {
  return INVITATION_SMS[language][identifies(type) ? 'identify' : 'sign'](name.slice(0, 40), link);
}

/**
 * Queues, in the caller's transaction, an e-mail with the signer's own signing link in
 * their language: the invitation (also when the sender resends it) or a reminder (which
 * says when the request expires). A signer with a phone and no e-mail gets the invitation
 * by SMS (reminders go by e-mail only). A new token is issued when none is given. Returns
 * the address or phone written to, or null for a signer it cannot reach.
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
  const token =
    mail.token ?? (await issueSignerToken(context, { operationId, signerId: signer.id }));
  const type = signerSignatureType(signer);
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
      text: invitationSms(values.language, values.name, link, type),
    });
    return phone;
  }
  await context.platform.queueMail(tx, {
    to: signer.email,
    ...(mail.kind === 'invitation'
      ? invitationMail(values.language, values.name, link, type)
      : reminderMail(values.language, {
          name: values.name,
          link,
          expiresAt: mail.expiresAt,
          type,
        })),
  });
  return signer.email;
}

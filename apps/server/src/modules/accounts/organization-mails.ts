import type { TOrganizationRole } from '@confirma/contracts/organizations';
import type { TMailLanguage } from './account-mails.ts';

const ROLE_NAMES: Record<TMailLanguage, Record<TOrganizationRole, string>> = {
  es: {
    owner: 'propietario',
    admin: 'administrador',
    sender: 'remitente',
    reviewer: 'revisor',
    viewer: 'lector',
    billing: 'facturación',
    kiosk: 'recepción (quiosco)',
  },
  en: {
    owner: 'owner',
    admin: 'administrator',
    sender: 'sender',
    reviewer: 'reviewer',
    viewer: 'viewer',
    billing: 'billing',
    kiosk: 'reception kiosk',
  },
  it: {
    owner: 'proprietario',
    admin: 'amministratore',
    sender: 'mittente',
    reviewer: 'revisore',
    viewer: 'lettore',
    billing: 'fatturazione',
    kiosk: 'reception (chiosco)',
  },
};

const DATE_LOCALES: Record<TMailLanguage, string> = { es: 'es-ES', en: 'en-GB', it: 'it-IT' };

interface TInvitationMail {
  organizationName: string;
  inviterName: string;
  role: TOrganizationRole;
  link: string;
  expiresAt: Date;
}

const TEXTS = {
  es: {
    subject: (org: string) => `Te han invitado a ${org} en Confirma`,
    body: (m: TInvitationMail, role: string, until: string) =>
      `Hola:\n\n${m.inviterName} te invita a unirte a ${m.organizationName} en Confirma con el rol de ${role}.\n\nAcepta la invitación con este enlace (válido hasta el ${until}). Si aún no tienes cuenta, podrás crearla con esta misma dirección de correo:\n\n${m.link}\n\nSi no esperabas esta invitación, ignora este mensaje.`,
    action: 'Ver la invitación',
  },
  en: {
    subject: (org: string) => `You are invited to ${org} on Confirma`,
    body: (m: TInvitationMail, role: string, until: string) =>
      `Hello,\n\n${m.inviterName} invites you to join ${m.organizationName} on Confirma as ${role}.\n\nAccept the invitation with this link (valid until ${until}). If you have no account yet, you can create one with this same e-mail address:\n\n${m.link}\n\nIf you did not expect this invitation, ignore this message.`,
    action: 'See the invitation',
  },
  it: {
    subject: (org: string) => `Sei invitato a ${org} su Confirma`,
    body: (m: TInvitationMail, role: string, until: string) =>
      `Ciao,\n\n${m.inviterName} ti invita a unirti a ${m.organizationName} su Confirma con il ruolo di ${role}.\n\nAccetta l'invito con questo link (valido fino al ${until}). Se non hai ancora un account, potrai crearlo con questo stesso indirizzo e-mail:\n\n${m.link}\n\nSe non ti aspettavi questo invito, ignora questo messaggio.`,
    action: "Vedi l'invito",
  },
} as const;

/** The invitation to join an organisation, with its link and expiry, in the chosen language. */
export function organizationInvitationMail(language: TMailLanguage, mail: TInvitationMail) {
  const texts = TEXTS[language];
  const until = mail.expiresAt.toLocaleDateString(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Madrid',
  });
  return {
    subject: texts.subject(mail.organizationName),
    text: texts.body(mail, ROLE_NAMES[language][mail.role], until),
    action: { url: mail.link, label: texts.action },
  };
}

import type { TContactKind } from '@confirma/contracts/contact';
import type { TMailLanguage } from '../accounts/index.ts';
import type { TContactRow } from './insert-contact.ts';

type TField = 'id' | 'date' | 'language' | 'name' | 'lastname' | 'email' | 'company' | 'phone';
type TMoreField = 'nif' | 'operationType' | 'message' | 'consents';

const TEXTS: Record<
  TMailLanguage,
  {
    subject: (form: string, name: string) => string;
    intro: string;
    outro: string;
    forms: Record<TContactKind, string>;
    labels: Record<TField | TMoreField, string>;
    operationTypes: Record<string, string>;
    /** The visitor's language, named. */
    languages: Record<TMailLanguage, string>;
    /** The consents a visitor may tick, by their stored name. */
    consents: Record<string, string>;
  }
> = {
  es: {
    subject: (form, name) => `Nueva petición de contacto (${form}): ${name}`,
    intro: 'Se ha recibido una petición de contacto en la web. Estado: recibida.',
    outro: 'Responde a la dirección de correo del solicitante, en su idioma.',
    forms: {
      API: 'página de la API',
      CONTACT_PAGE: 'página de contacto',
      CONTACT_REQUEST: 'formulario de solicitud de contacto',
    },
    labels: {
      id: 'Referencia',
      date: 'Fecha (UTC)',
      language: 'Idioma',
      name: 'Nombre',
      lastname: 'Apellidos',
      email: 'Correo electrónico',
      company: 'Empresa',
      phone: 'Teléfono',
      nif: 'DNI/NIE',
      operationType: 'Tipo de operación',
      message: 'Mensaje',
      consents: 'Consentimientos',
    },
    operationTypes: {
      IDENTIFICATION: 'Identificación no asistida',
      IDENTIFICATION_SIGNATURE: 'Identificación no asistida y firma',
      TRAVELLER_REPORT: 'Identificación y firma Parte Viajero',
    },
    languages: { es: 'español', en: 'inglés', it: 'italiano' },
    consents: {
      agree: 'acepta que Confirma trate sus datos para responder a la petición',
      privacy: 'acepta que Confirma trate sus datos para atender la petición',
      contact: 'acepta que Confirma le contacte por correo electrónico o por teléfono',
    },
  },
  en: {
    subject: (form, name) => `New contact request (${form}): ${name}`,
    intro: 'A contact request came in through the website. State: received.',
    outro: "Reply to the requester's e-mail address, in their language.",
    forms: {
      API: 'API page',
      CONTACT_PAGE: 'contact page',
      CONTACT_REQUEST: 'contact-request form',
    },
    labels: {
      id: 'Reference',
      date: 'Date (UTC)',
      language: 'Language',
      name: 'Name',
      lastname: 'Last name',
      email: 'E-mail',
      company: 'Company',
      phone: 'Phone',
      nif: 'DNI/NIE',
      operationType: 'Operation type',
      message: 'Message',
      consents: 'Consents',
    },
    operationTypes: {
      IDENTIFICATION: 'Unattended identification',
      IDENTIFICATION_SIGNATURE: 'Unattended identification and signature',
      TRAVELLER_REPORT: 'Identification and signature of a traveller report',
    },
    languages: { es: 'Spanish', en: 'English', it: 'Italian' },
    consents: {
      agree: 'agrees that Confirma processes their data to answer the request',
      privacy: 'agrees that Confirma processes their data to handle the request',
      contact: 'agrees that Confirma contacts them by e-mail or phone',
    },
  },
  it: {
    subject: (form, name) => `Nuova richiesta di contatto (${form}): ${name}`,
    intro: 'È arrivata una richiesta di contatto dal sito web. Stato: ricevuta.',
    outro: "Rispondi all'indirizzo e-mail del richiedente, nella sua lingua.",
    forms: {
      API: 'pagina API',
      CONTACT_PAGE: 'pagina di contatto',
      CONTACT_REQUEST: 'modulo di richiesta di contatto',
    },
    labels: {
      id: 'Riferimento',
      date: 'Data (UTC)',
      language: 'Lingua',
      name: 'Nome',
      lastname: 'Cognome',
      email: 'E-mail',
      company: 'Azienda',
      phone: 'Telefono',
      nif: 'DNI/NIE',
      operationType: 'Tipo di operazione',
      message: 'Messaggio',
      consents: 'Consensi',
    },
    operationTypes: {
      IDENTIFICATION: 'Identificazione non assistita',
      IDENTIFICATION_SIGNATURE: 'Identificazione non assistita e firma',
      TRAVELLER_REPORT: 'Identificazione e firma Parte Viajero',
    },
    languages: { es: 'spagnolo', en: 'inglese', it: 'italiano' },
    consents: {
      agree: 'accetta che Confirma tratti i suoi dati per rispondere alla richiesta',
      privacy: 'accetta che Confirma tratti i suoi dati per gestire la richiesta',
      contact: 'accetta che Confirma lo contatti per e-mail o per telefono',
    },
  },
};

/**
 * The sales inbox's notice of a new request, plain
 * text in the sales team's language (SALES_EMAIL_LANG); only the fields the form has.
 */
export function salesMail(language: TMailLanguage, contact: TContactRow) {
  const texts = TEXTS[language];
  const fullName = [contact.name, contact.lastname].filter(Boolean).join(' ');
  const values: [TField | TMoreField, string | null][] = [
    ['id', contact.id],
    ['date', contact.createdAt.toISOString()],
    ['language', texts.languages[contact.lang]],
    ['name', contact.name],
    ['lastname', contact.lastname],
    ['email', contact.email],
    ['company', contact.company],
    ['phone', contact.phone],
    ['nif', contact.nif],
    [
      'operationType',
      contact.operationType ? (texts.operationTypes[contact.operationType] ?? null) : null,
    ],
    [
      'consents',
      contact.consents.length
        ? contact.consents.map((consent) => texts.consents[consent] ?? consent).join('; ')
        : null,
    ],
  ];
  const lines = values
    .filter((entry): entry is [TField | TMoreField, string] => Boolean(entry[1]))
    .map(([field, value]) => `${texts.labels[field]}: ${value}`);
  const message = contact.message ? `\n${texts.labels.message}:\n${contact.message}\n` : '';
  return {
    // One line: a name with line breaks must not shape the subject header.
    subject: texts.subject(texts.forms[contact.kind], fullName.replace(/\s+/g, ' ')),
    text: `${texts.intro}\n\n${lines.join('\n')}\n${message}\n${texts.outro}`,
  };
}

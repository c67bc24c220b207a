import type { TNotificationKind } from '@confirma/contracts/account';
import {
  documentTitle,
  IDENTIFICATION_REASON_TEXTS,
  mailDate,
  nameList,
  type TLanguage,
} from '../mail-texts/index.ts';
import type { TIdentificationNotice } from '../operations/index.ts';

/** What a sender's e-mail says: the documents, who, when, and where to follow it. */
export interface TSenderMailFacts {
  /** Whom the e-mail greets. */
  name: string;
  documents: string[];
  /** The signer who signed or rejected; for `allSigned`, every signer. */
  signers: string[];
  /** The signers still to sign (`signerSigned`) or who had not signed (`expired`). */
  pending: string[];
  /** The rejection's reason, when the signer gave one. */
  reason?: string | null;
  /** An identification's verdict (`identification`), as codes. */
  identification?: TIdentificationNotice;
  at: Date;
  /** The operation's page in the web client. */
  link: string;
  /** My Account, where each kind of e-mail can be switched off. */
  settingsLink: string;
}

/** An identification's reasons and relaxed checks in words, one paragraph each. */
function identificationDetails(notice: TIdentificationNotice | undefined, language: TLanguage) {
  if (!notice) return '';
  const words = IDENTIFICATION_REASON_TEXTS[language];
  const reasons = [
    ...notice.failures.map((code) => words.failure[code]),
    ...notice.reviewReasons.map((code) => words.reviewReason[code]),
  ];
  const relaxed = notice.relaxed.map((check) => words.relaxed[check]);
  return [reasons.length ? `${reasons.map((one) => `- ${one}`).join('\n')}` : '', ...relaxed]
    .filter(Boolean)
    .map((paragraph) => `\n\n${paragraph}`)
    .join('');
}

type TTexts = Record<TNotificationKind, (facts: TSenderMailFacts, doc: string) => [string, string]>;

/** Every e-mail's first and last lines, and the texts of each kind, in each language. */
const TEXTS: Record<
  TLanguage,
  { hello: (name: string) => string; footer: (link: string) => string; kinds: TTexts }
> = {
  es: {
    hello: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    footer: (link) => `Puedes elegir qué avisos recibes en Mi cuenta: ${link}`,
    kinds: {
      signerSigned: (f, doc) => [
        `${f.signers.join(', ')} ha firmado ${doc}`,
        `${f.signers.join(', ')} ha firmado ${doc} el ${mailDate(f.at, 'es')}.\n\nFalta${f.pending.length === 1 ? '' : 'n'} por firmar: ${nameList(f.pending, 'es')}.\n\nSigue la solicitud en:\n\n${f.link}`,
      ],
      allSigned: (f, doc) => [
        `${doc}: firmado por todos`,
        `Todos los firmantes han firmado ${doc} (${nameList(f.signers, 'es')}); la última firma, el ${mailDate(f.at, 'es')}.\n\nDescarga el documento firmado y el certificado de la operación en:\n\n${f.link}`,
      ],
      rejected: (f, doc) => [
        `${f.signers.join(', ')} ha rechazado firmar ${doc}`,
        `${f.signers.join(', ')} ha rechazado firmar ${doc} el ${mailDate(f.at, 'es')}.\n\n${f.reason ? `Motivo: «${f.reason}»` : 'No ha indicado ningún motivo.'}\n\nLa solicitud ha terminado y ya no se puede firmar. Consúltala en:\n\n${f.link}`,
      ],
      expired: (f, doc) => [
        `La solicitud de firma de ${doc} ha caducado`,
        `La solicitud de firma de ${doc} ha caducado el ${mailDate(f.at, 'es')} sin todas las firmas.\n\nNo llegó${f.pending.length === 1 ? '' : 'ron'} a firmar: ${nameList(f.pending, 'es')}.\n\nConsúltala en:\n\n${f.link}`,
      ],
      identification: (f) => {
        const who = f.signers.join(', ');
        const details = identificationDetails(f.identification, 'es');
        const status = f.identification?.status;
        if (status === 'REVIEW' && f.identification?.reviewBy === 'PLATFORM') {
          return [
            `La identificación de ${who} está en revisión`,
            `La identificación por vídeo de ${who} del ${mailDate(f.at, 'es')} necesita que una persona la compruebe:${details}\n\nLa deciden los revisores de la plataforma, que comparan el rostro con la foto y los datos del documento; te avisaremos si se supera. Síguela en:\n\n${f.link}`,
          ];
        }
        if (status === 'REVIEW') {
          return [
            `La identificación de ${who} necesita tu revisión`,
            `La identificación por vídeo de ${who} del ${mailDate(f.at, 'es')} necesita que una persona la compruebe:${details}\n\nÁbrela, compara el rostro con la foto y los datos del documento, y apruébala o recházala en:\n\n${f.link}`,
          ];
        }
        return status === 'PASSED'
          ? [
              `${who} se ha identificado`,
              `La identificación por vídeo de ${who} se ha superado el ${mailDate(f.at, 'es')}.${details}\n\nEl resumen y el certificado están en:\n\n${f.link}`,
            ]
          : [
              `La identificación de ${who} no se ha superado`,
              `La identificación por vídeo de ${who} del ${mailDate(f.at, 'es')} no se ha superado porque:${details}\n\nPuede volver a intentarlo con el mismo enlace mientras la solicitud siga abierta. Consúltala en:\n\n${f.link}`,
            ];
      },
    },
  },
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    footer: (link) => `You can choose which of these e-mails you get in My Account: ${link}`,
    kinds: {
      signerSigned: (f, doc) => [
        `${f.signers.join(', ')} has signed ${doc}`,
        `${f.signers.join(', ')} signed ${doc} on ${mailDate(f.at, 'en')}.\n\nStill to sign: ${nameList(f.pending, 'en')}.\n\nFollow the request at:\n\n${f.link}`,
      ],
      allSigned: (f, doc) => [
        `${doc}: signed by everybody`,
        `Every signer has signed ${doc} (${nameList(f.signers, 'en')}); the last signature on ${mailDate(f.at, 'en')}.\n\nDownload the signed document and the operation certificate at:\n\n${f.link}`,
      ],
      rejected: (f, doc) => [
        `${f.signers.join(', ')} has declined to sign ${doc}`,
        `${f.signers.join(', ')} declined to sign ${doc} on ${mailDate(f.at, 'en')}.\n\n${f.reason ? `Reason: “${f.reason}”` : 'No reason was given.'}\n\nThe request has ended and can no longer be signed. See it at:\n\n${f.link}`,
      ],
      expired: (f, doc) => [
        `The signature request for ${doc} has expired`,
        `The signature request for ${doc} expired on ${mailDate(f.at, 'en')} without every signature.\n\nNot signed by: ${nameList(f.pending, 'en')}.\n\nSee it at:\n\n${f.link}`,
      ],
      identification: (f) => {
        const who = f.signers.join(', ');
        const details = identificationDetails(f.identification, 'en');
        const status = f.identification?.status;
        if (status === 'REVIEW' && f.identification?.reviewBy === 'PLATFORM') {
          return [
            `${who}'s identification is under review`,
            `${who}'s video identification of ${mailDate(f.at, 'en')} needs a person to check it:${details}\n\nThe platform's reviewers decide it, comparing the face with the document's photo and data. Follow it at:\n\n${f.link}`,
          ];
        }
        if (status === 'REVIEW') {
          return [
            `${who}'s identification needs your review`,
            `${who}'s video identification of ${mailDate(f.at, 'en')} needs a person to check it:${details}\n\nOpen it, compare the face with the document's photo and data, and approve or reject it at:\n\n${f.link}`,
          ];
        }
        return status === 'PASSED'
          ? [
              `${who} has been identified`,
              `${who}'s video identification passed on ${mailDate(f.at, 'en')}.${details}\n\nThe summary and the certificate are at:\n\n${f.link}`,
            ]
          : [
              `${who}'s identification failed`,
              `${who}'s video identification of ${mailDate(f.at, 'en')} failed because:${details}\n\nThey can try again with the same link while the request is open. See it at:\n\n${f.link}`,
            ];
      },
    },
  },
  it: {
    hello: (name) => (name ? `Ciao ${name},` : 'Ciao,'),
    footer: (link) => `Puoi scegliere quali avvisi ricevere in Il mio account: ${link}`,
    kinds: {
      signerSigned: (f, doc) => [
        `${f.signers.join(', ')} ha firmato ${doc}`,
        `${f.signers.join(', ')} ha firmato ${doc} il ${mailDate(f.at, 'it')}.\n\nDev${f.pending.length === 1 ? 'e' : 'ono'} ancora firmare: ${nameList(f.pending, 'it')}.\n\nSegui la richiesta su:\n\n${f.link}`,
      ],
      allSigned: (f, doc) => [
        `${doc}: firmato da tutti`,
        `Tutti i firmatari hanno firmato ${doc} (${nameList(f.signers, 'it')}); l'ultima firma il ${mailDate(f.at, 'it')}.\n\nScarica il documento firmato e il certificato dell'operazione su:\n\n${f.link}`,
      ],
      rejected: (f, doc) => [
        `${f.signers.join(', ')} ha rifiutato di firmare ${doc}`,
        `${f.signers.join(', ')} ha rifiutato di firmare ${doc} il ${mailDate(f.at, 'it')}.\n\n${f.reason ? `Motivo: «${f.reason}»` : 'Non ha indicato alcun motivo.'}\n\nLa richiesta è terminata e non può più essere firmata. Consultala su:\n\n${f.link}`,
      ],
      expired: (f, doc) => [
        `La richiesta di firma di ${doc} è scaduta`,
        `La richiesta di firma di ${doc} è scaduta il ${mailDate(f.at, 'it')} senza tutte le firme.\n\nNon ha${f.pending.length === 1 ? '' : 'nno'} firmato: ${nameList(f.pending, 'it')}.\n\nConsultala su:\n\n${f.link}`,
      ],
      identification: (f) => {
        const who = f.signers.join(', ');
        const details = identificationDetails(f.identification, 'it');
        const status = f.identification?.status;
        if (status === 'REVIEW' && f.identification?.reviewBy === 'PLATFORM') {
          return [
            `L'identificazione di ${who} è in revisione`,
            `L'identificazione video di ${who} del ${mailDate(f.at, 'it')} richiede la verifica di una persona:${details}\n\nLa decidono i revisori della piattaforma, confrontando il volto con la foto e i dati del documento. Seguila su:\n\n${f.link}`,
          ];
        }
        if (status === 'REVIEW') {
          return [
            `L'identificazione di ${who} richiede la tua revisione`,
            `L'identificazione video di ${who} del ${mailDate(f.at, 'it')} richiede la verifica di una persona:${details}\n\nAprila, confronta il volto con la foto e i dati del documento, e approvala o rifiutala su:\n\n${f.link}`,
          ];
        }
        return status === 'PASSED'
          ? [
              `${who} è stato identificato`,
              `L'identificazione video di ${who} è stata superata il ${mailDate(f.at, 'it')}.${details}\n\nIl riepilogo e il certificato sono su:\n\n${f.link}`,
            ]
          : [
              `L'identificazione di ${who} non è stata superata`,
              `L'identificazione video di ${who} del ${mailDate(f.at, 'it')} non è stata superata perché:${details}\n\nPuò riprovare con lo stesso link finché la richiesta è aperta. Consultala su:\n\n${f.link}`,
            ];
      },
    },
  },
};

/** The sender's e-mail when a certified notification expires unacknowledged: [subject, body]. */
const NOTIFICATION_EXPIRED_MAIL: Record<
  TLanguage,
  (f: { doc: string; at: string; recipients: string; link: string }) => [string, string]
> = {
  es: ({ doc, at, recipients, link }) => [
    `La notificación de ${doc} ha caducado sin acuse de recibo`,
    `La notificación certificada de ${doc} a ${recipients} ha caducado el ${at} sin acuse de recibo.\n\nEl acta de notificación recoge cada paso de la entrega. Consúltala en:\n\n${link}`,
  ],
  en: ({ doc, at, recipients, link }) => [
    `The notification of ${doc} expired unacknowledged`,
    `The certified notification of ${doc} to ${recipients} expired on ${at} without an acknowledgement.\n\nThe certificate of delivery records every step of the delivery. See it at:\n\n${link}`,
  ],
  it: ({ doc, at, recipients, link }) => [
    `La notifica di ${doc} è scaduta senza conferma di ricezione`,
    `La notifica certificata di ${doc} a ${recipients} è scaduta il ${at} senza conferma di ricezione.\n\nIl certificato di notifica registra ogni passo della consegna. Consultalo su:\n\n${link}`,
  ],
};

/** The button to the operation's page: the request's, or the certified notification's. */
const SEE: Record<TLanguage, Record<'request' | 'notification', string>> = {
  es: { request: 'Ver la solicitud', notification: 'Ver la notificación' },
  en: { request: 'See the request', notification: 'See the notification' },
  it: { request: 'Vedi la richiesta', notification: 'Vedi la notifica' },
};

/**
 * The e-mail to a request's sender about `kind`, in their language; a certified
 * notification (`notification`) that expired is told in its own words.
 */
export function senderMail(
  kind: TNotificationKind,
  language: TLanguage,
  facts: TSenderMailFacts,
  { notification = false }: { notification?: boolean } = {},
) {
  const texts = TEXTS[language];
  const doc = documentTitle(facts.documents, language);
  const [subject, body] =
    notification && kind === 'expired'
      ? NOTIFICATION_EXPIRED_MAIL[language]({
          doc,
          at: mailDate(facts.at, language),
          recipients: nameList(facts.pending, language),
          link: facts.link,
        })
      : texts.kinds[kind](facts, doc);
  return {
    subject,
    text: `${texts.hello(facts.name)}\n\n${body}\n\n--\n${texts.footer(facts.settingsLink)}`,
    action: { url: facts.link, label: SEE[language][notification ? 'notification' : 'request'] },
  };
}

import type { TMailAction } from '../../platform/mail/mail-html.ts';

type TLanguage = 'es' | 'en' | 'it';

/**
 * What the certified notification writes, in the recipient's (or the sender's) language:
 * the notification e-mail (the subject and who sends it; the message and the document are
 * behind the link, so opening them is proven), the SMS notice (no link: it names the
 * address, so the link's token is written nowhere but in the e-mail), the acknowledgement code,
 * and the sender's notices of acknowledgement and bounce.
 */
interface TTexts {
  mail: (facts: { sender: string; subject: string; link: string; expires: string }) => TMail;
  sms: (facts: { sender: string; email: string }) => string;
  code: (code: string) => string;
  notice: {
    /** `method`: how the recipient acknowledged, told in words. */
    acknowledged: (facts: TNoticeFacts & { method: TAckMethod }) => TMail;
    /** `response`: the mail server's refusal, quoted as it came. */
    bounced: (facts: TNoticeFacts & { response: string }) => TMail;
  };
}

/** An e-mail's subject and text, and its button: the link it is about. */
type TMail = { subject: string; text: string; action: TMailAction };
type TNoticeFacts = { recipient: string; subject: string; link: string };
/** How a recipient acknowledged: with the button, or with the code sent by SMS. */
export type TAckMethod = 'CLICK' | 'SMS_CODE';

export const NOTIFICATION_TEXTS: Record<TLanguage, TTexts> = {
  es: {
    mail: ({ sender, subject, link, expires }) => ({
      subject: `Notificación certificada: ${subject}`,
      text: `Hola:\n\n${sender} te ha enviado una notificación certificada con un documento: «${subject}».\n\nLéela, descarga el documento y acusa recibo en:\n\n${link}\n\nEl enlace es personal y caduca el ${expires}. Confirma registra como prueba el envío, la apertura, el acceso al contenido y el acuse de recibo.`,
      action: { url: link, label: 'Leer la notificación' },
    }),
    sms: ({ sender, email }) =>
      `Confirma: ${sender} te ha enviado una notificación certificada a ${email}. Revisa tu correo.`,
    code: (code) =>
      `Confirma: tu código para acusar recibo de la notificación es ${code}. Caduca en 5 minutos.`,
    notice: {
      acknowledged: ({ recipient, subject, method, link }) => ({
        subject: `Acuse de recibo: ${subject}`,
        text: `Hola:\n\n${recipient} ha acusado recibo de tu notificación «${subject}» (${method === 'SMS_CODE' ? 'confirmado con el código enviado por SMS' : 'con el botón de acuse de la página de la notificación'}).\n\nDescarga el acta de notificación en:\n\n${link}`,
        action: { url: link, label: 'Descargar el acta' },
      }),
      bounced: ({ recipient, subject, response, link }) => ({
        subject: `Notificación no entregada: ${subject}`,
        text: `Hola:\n\nTu notificación «${subject}» no se ha podido entregar a ${recipient}. Respuesta del servidor de correo: ${response}\n\nConsulta la notificación en:\n\n${link}`,
        action: { url: link, label: 'Ver la notificación' },
      }),
    },
  },
  en: {
    mail: ({ sender, subject, link, expires }) => ({
      subject: `Certified notification: ${subject}`,
      text: `Hello,\n\n${sender} has sent you a certified notification with a document: “${subject}”.\n\nRead it, download the document and acknowledge receipt at:\n\n${link}\n\nThe link is personal and expires on ${expires}. Confirma records the sending, the opening, the access to the content and the acknowledgement as evidence.`,
      action: { url: link, label: 'Read the notification' },
    }),
    sms: ({ sender, email }) =>
      `Confirma: ${sender} has sent you a certified notification at ${email}. Check your e-mail.`,
    code: (code) =>
      `Confirma: your code to acknowledge the notification is ${code}. It expires in 5 minutes.`,
    notice: {
      acknowledged: ({ recipient, subject, method, link }) => ({
        subject: `Acknowledged: ${subject}`,
        text: `Hello,\n\n${recipient} has acknowledged receipt of your notification “${subject}” (${method === 'SMS_CODE' ? 'confirmed with the code sent by SMS' : "with the acknowledgement button of the notification's page"}).\n\nDownload the certificate of delivery at:\n\n${link}`,
        action: { url: link, label: 'Download the certificate' },
      }),
      bounced: ({ recipient, subject, response, link }) => ({
        subject: `Notification not delivered: ${subject}`,
        text: `Hello,\n\nYour notification “${subject}” could not be delivered to ${recipient}. The mail server answered: ${response}\n\nSee the notification at:\n\n${link}`,
        action: { url: link, label: 'See the notification' },
      }),
    },
  },
  it: {
    mail: ({ sender, subject, link, expires }) => ({
      subject: `Notifica certificata: ${subject}`,
      text: `Ciao,\n\n${sender} ti ha inviato una notifica certificata con un documento: «${subject}».\n\nLeggila, scarica il documento e conferma la ricezione su:\n\n${link}\n\nIl link è personale e scade il ${expires}. Confirma registra come prova l'invio, l'apertura, l'accesso al contenuto e la conferma di ricezione.`,
      action: { url: link, label: 'Leggi la notifica' },
    }),
    sms: ({ sender, email }) =>
      `Confirma: ${sender} ti ha inviato una notifica certificata a ${email}. Controlla la posta.`,
    code: (code) =>
      `Confirma: il tuo codice per confermare la ricezione della notifica è ${code}. Scade tra 5 minuti.`,
    notice: {
      acknowledged: ({ recipient, subject, method, link }) => ({
        subject: `Ricezione confermata: ${subject}`,
        text: `Ciao,\n\n${recipient} ha confermato la ricezione della tua notifica «${subject}» (${method === 'SMS_CODE' ? 'confermata con il codice inviato via SMS' : 'con il pulsante di conferma della pagina della notifica'}).\n\nScarica il certificato di notifica su:\n\n${link}`,
        action: { url: link, label: 'Scarica il certificato' },
      }),
      bounced: ({ recipient, subject, response, link }) => ({
        subject: `Notifica non consegnata: ${subject}`,
        text: `Ciao,\n\nLa tua notifica «${subject}» non è stata consegnata a ${recipient}. Il server di posta ha risposto: ${response}\n\nConsulta la notifica su:\n\n${link}`,
        action: { url: link, label: 'Vedi la notifica' },
      }),
    },
  },
};

/** The recipient's page: the link's token rides in the hash, never in a server log. */
export function recipientLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/notification/${token}`;
}

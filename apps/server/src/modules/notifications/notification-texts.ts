import type { TNotificationNotice } from './notifications.types.ts';

type TLanguage = 'es' | 'en' | 'it';

/**
 * What the certified notification writes, in the recipient's (or the sender's) language:
 * the notification e-mail (the subject and who sends it; the message and the document are
 * behind the link, so opening them is proven), the SMS notice (no link: it names the
 * address, so the link's token is written nowhere but in the e-mail), the acknowledgement code,
 * and the sender's notices of acknowledgement and bounce.
 */
interface TTexts {
  mail: (facts: { sender: string; subject: string; link: string; expires: string }) => {
    subject: string;
    text: string;
  };
  sms: (facts: { sender: string; email: string }) => string;
  code: (code: string) => string;
  notice: Record<
    TNotificationNotice,
    (facts: { recipient: string; subject: string; detail: string; link: string }) => {
      subject: string;
      text: string;
    }
  >;
}

export const NOTIFICATION_TEXTS: Record<TLanguage, TTexts> = {
  es: {
    mail: ({ sender, subject, link, expires }) => ({
      subject: `Notificación certificada: ${subject}`,
      text: `Hola:\n\n${sender} te ha enviado una notificación certificada con un documento: «${subject}».\n\nLéela, descarga el documento y acusa recibo en:\n\n${link}\n\nEl enlace es personal y caduca el ${expires}. Confirma registra como prueba el envío, la apertura, el acceso al contenido y el acuse de recibo.`,
    }),
    sms: ({ sender, email }) =>
      `Confirma: ${sender} te ha enviado una notificación certificada a ${email}. Revisa tu correo.`,
    code: (code) =>
      `Confirma: tu código para acusar recibo de la notificación es ${code}. Caduca en 5 minutos.`,
    notice: {
      acknowledged: ({ recipient, subject, detail, link }) => ({
        subject: `Acuse de recibo: ${subject}`,
        text: `Hola:\n\n${recipient} ha acusado recibo de tu notificación «${subject}» (${detail}).\n\nDescarga el acta de notificación en:\n\n${link}`,
      }),
      bounced: ({ recipient, subject, detail, link }) => ({
        subject: `Notificación no entregada: ${subject}`,
        text: `Hola:\n\nTu notificación «${subject}» no se ha podido entregar a ${recipient}. Respuesta del servidor de correo: ${detail}\n\nConsulta la notificación en:\n\n${link}`,
      }),
    },
  },
  en: {
    mail: ({ sender, subject, link, expires }) => ({
      subject: `Certified notification: ${subject}`,
      text: `Hello,\n\n${sender} has sent you a certified notification with a document: “${subject}”.\n\nRead it, download the document and acknowledge receipt at:\n\n${link}\n\nThe link is personal and expires on ${expires}. Confirma records the sending, the opening, the access to the content and the acknowledgement as evidence.`,
    }),
    sms: ({ sender, email }) =>
      `Confirma: ${sender} has sent you a certified notification at ${email}. Check your e-mail.`,
    code: (code) =>
      `Confirma: your code to acknowledge the notification is ${code}. It expires in 5 minutes.`,
    notice: {
      acknowledged: ({ recipient, subject, detail, link }) => ({
        subject: `Acknowledged: ${subject}`,
        text: `Hello,\n\n${recipient} has acknowledged receipt of your notification “${subject}” (${detail}).\n\nDownload the certificate of delivery at:\n\n${link}`,
      }),
      bounced: ({ recipient, subject, detail, link }) => ({
        subject: `Notification not delivered: ${subject}`,
        text: `Hello,\n\nYour notification “${subject}” could not be delivered to ${recipient}. The mail server answered: ${detail}\n\nSee the notification at:\n\n${link}`,
      }),
    },
  },
  it: {
    mail: ({ sender, subject, link, expires }) => ({
      subject: `Notifica certificata: ${subject}`,
      text: `Ciao,\n\n${sender} ti ha inviato una notifica certificata con un documento: «${subject}».\n\nLeggila, scarica il documento e conferma la ricezione su:\n\n${link}\n\nIl link è personale e scade il ${expires}. Confirma registra come prova l'invio, l'apertura, l'accesso al contenuto e la conferma di ricezione.`,
    }),
    sms: ({ sender, email }) =>
      `Confirma: ${sender} ti ha inviato una notifica certificata a ${email}. Controlla la posta.`,
    code: (code) =>
      `Confirma: il tuo codice per confermare la ricezione della notifica è ${code}. Scade tra 5 minuti.`,
    notice: {
      acknowledged: ({ recipient, subject, detail, link }) => ({
        subject: `Ricezione confermata: ${subject}`,
        text: `Ciao,\n\n${recipient} ha confermato la ricezione della tua notifica «${subject}» (${detail}).\n\nScarica il certificato di notifica su:\n\n${link}`,
      }),
      bounced: ({ recipient, subject, detail, link }) => ({
        subject: `Notifica non consegnata: ${subject}`,
        text: `Ciao,\n\nLa tua notifica «${subject}» non è stata consegnata a ${recipient}. Il server di posta ha risposto: ${detail}\n\nConsulta la notifica su:\n\n${link}`,
      }),
    },
  },
};

/** The recipient's page: the link's token rides in the hash, never in a server log. */
export function recipientLink(publicUrl: string, token: string): string {
  return `${publicUrl}/#/notification/${token}`;
}

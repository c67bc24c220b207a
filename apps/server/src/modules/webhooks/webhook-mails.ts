import type { TMailLanguage } from '../accounts/index.ts';

type TDisabledMail = { name: string; url: string; days: number; link: string };

const TEXTS = {
  es: {
    subject: 'Hemos desactivado un webhook de tu cuenta de Confirma',
    see: 'Ir a Mi cuenta',
    body: ({ name, url, days, link }: TDisabledMail) =>
      `Hola ${name}:\n\nTu endpoint de webhooks\n\n${url}\n\nno ha aceptado ninguna entrega durante ${days} días, así que lo hemos desactivado: ya no le enviamos eventos y sus entregas pendientes se han detenido.\n\nCuando vuelva a funcionar, actívalo de nuevo en Mi cuenta → API y reenvía las entregas que necesites:\n\n${link}`,
  },
  en: {
    subject: 'We disabled a webhook endpoint of your Confirma account',
    see: 'Go to My Account',
    body: ({ name, url, days, link }: TDisabledMail) =>
      `Hello ${name},\n\nYour webhook endpoint\n\n${url}\n\nhas not accepted any delivery for ${days} days, so we disabled it: it gets no more events and its pending deliveries have stopped.\n\nOnce it works again, enable it in My Account → API and resend the deliveries you need:\n\n${link}`,
  },
  it: {
    subject: 'Abbiamo disattivato un webhook del tuo account Confirma',
    see: 'Vai a Il mio account',
    body: ({ name, url, days, link }: TDisabledMail) =>
      `Ciao ${name},\n\nil tuo endpoint webhook\n\n${url}\n\nnon ha accettato alcuna consegna per ${days} giorni, quindi lo abbiamo disattivato: non riceve più eventi e le sue consegne in sospeso si sono fermate.\n\nQuando tornerà a funzionare, riattivalo in Il mio account → API e invia di nuovo le consegne che ti servono:\n\n${link}`,
  },
} as const;

/** The e-mail telling an account that one of its endpoints was disabled after failing. */
export function endpointDisabledMail(language: TMailLanguage, texts: TDisabledMail) {
  const { subject, body, see } = TEXTS[language];
  return { subject, text: body(texts), action: { url: texts.link, label: see } };
}

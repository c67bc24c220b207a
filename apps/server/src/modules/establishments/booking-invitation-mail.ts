import type { TMailLanguage } from '../accounts/index.ts';

type TBookingMail = {
  name: string;
  establishment: string;
  checkIn: string;
  checkOut: string;
  link: string;
  /** The lead guest's own page: they invite the others and add the minors from it. */
  lead: boolean;
};

const TEXTS = {
  es: {
    subject: (establishment: string) => `Tu check-in online en ${establishment}`,
    see: 'Hacer mi check-in',
    body: ({ name, establishment, checkIn, checkOut, link, lead }: TBookingMail) =>
      `Hola ${name}:\n\nTienes una reserva en ${establishment} del ${checkIn} al ${checkOut}. La ley (Real Decreto 933/2021) pide registrar a cada viajero adulto; hazlo tú desde este enlace, que es solo tuyo: identifícate con tu documento y revisa tu parte.\n\n${lead ? 'Desde la misma página invitas a los demás adultos de la reserva y añades a los menores que viajan contigo.\n\n' : ''}${link}\n\nSi no esperabas este mensaje, ignóralo.`,
  },
  en: {
    subject: (establishment: string) => `Your online check-in at ${establishment}`,
    see: 'Check in',
    body: ({ name, establishment, checkIn, checkOut, link, lead }: TBookingMail) =>
      `Hello ${name},\n\nYou have a booking at ${establishment} from ${checkIn} to ${checkOut}. Spanish law (Real Decreto 933/2021) requires every adult traveller to be registered; do it yourself from this link, which is yours alone: identify yourself with your document and review your registration form.\n\n${lead ? 'From the same page you invite the other adults of the booking and add the minors travelling with you.\n\n' : ''}${link}\n\nIf you did not expect this message, ignore it.`,
  },
  it: {
    subject: (establishment: string) => `Il tuo check-in online presso ${establishment}`,
    see: 'Fai il check-in',
    body: ({ name, establishment, checkIn, checkOut, link, lead }: TBookingMail) =>
      `Ciao ${name},\n\nHai una prenotazione presso ${establishment} dal ${checkIn} al ${checkOut}. La legge spagnola (Real Decreto 933/2021) impone di registrare ogni viaggiatore adulto; fallo tu da questo link, che è solo tuo: identificati con il tuo documento e rivedi la tua scheda.\n\n${lead ? 'Dalla stessa pagina inviti gli altri adulti della prenotazione e aggiungi i minori che viaggiano con te.\n\n' : ''}${link}\n\nSe non aspettavi questo messaggio, ignoralo.`,
  },
} as const;

/** The e-mail that gives a booking's adult guest their own check-in link. */
export function bookingInvitationMail(language: TMailLanguage, texts: TBookingMail) {
  const { subject, body, see } = TEXTS[language];
  return {
    subject: subject(texts.establishment),
    text: body(texts),
    action: { url: texts.link, label: see },
  };
}

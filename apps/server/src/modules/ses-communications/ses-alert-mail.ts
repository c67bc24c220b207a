import type { TMailLanguage } from '../accounts/index.ts';

type TAlertMail = {
  name: string;
  establishment: string;
  refused: number;
  late: number;
  link: string;
};

const TEXTS = {
  es: {
    subject: 'Hay partes de viajeros sin comunicar a SES.HOSPEDAJES',
    see: 'Ver el registro de viajeros',
    body: ({ name, establishment, refused, late, link }: TAlertMail) =>
      `Hola ${name}:\n\nDe ${establishment}, ${refused ? `SES.HOSPEDAJES ha rechazado ${refused} ${refused === 1 ? 'parte' : 'partes'}` : ''}${refused && late ? ' y ' : ''}${late ? `${late} ${late === 1 ? 'parte no se ha podido comunicar' : 'partes no se han podido comunicar'} en el plazo de 24 horas` : ''}.\n\nLa ley (Real Decreto 933/2021) exige comunicar cada viajero en 24 horas. En el registro de viajeros verás el motivo de cada uno; corrige los datos o las credenciales del servicio web del establecimiento y, si hace falta, comunícalo tú en SES.HOSPEDAJES:\n\n${link}`,
  },
  en: {
    subject: 'Some guest registrations have not reached SES.HOSPEDAJES',
    see: 'Open the guest register',
    body: ({ name, establishment, refused, late, link }: TAlertMail) =>
      `Hello ${name},\n\nAt ${establishment}, ${refused ? `SES.HOSPEDAJES refused ${refused} guest ${refused === 1 ? 'registration' : 'registrations'}` : ''}${refused && late ? ' and ' : ''}${late ? `${late} ${late === 1 ? 'registration could not be communicated' : 'registrations could not be communicated'} within 24 hours` : ''}.\n\nThe law (Real Decreto 933/2021) requires each guest to be communicated within 24 hours. The guest register shows why for each one; correct the data or the establishment's web-service credentials and, if needed, communicate it yourself in SES.HOSPEDAJES:\n\n${link}`,
  },
  it: {
    subject: 'Alcune schede degli ospiti non sono state comunicate a SES.HOSPEDAJES',
    see: 'Apri il registro degli ospiti',
    body: ({ name, establishment, refused, late, link }: TAlertMail) =>
      `Ciao ${name},\n\nPer ${establishment}, ${refused ? `SES.HOSPEDAJES ha rifiutato ${refused} ${refused === 1 ? 'scheda' : 'schede'}` : ''}${refused && late ? ' e ' : ''}${late ? `${late} ${late === 1 ? 'scheda non è stata comunicata' : 'schede non sono state comunicate'} entro 24 ore` : ''}.\n\nLa legge spagnola (Real Decreto 933/2021) impone di comunicare ogni ospite entro 24 ore. Nel registro degli ospiti trovi il motivo di ciascuna; correggi i dati o le credenziali del servizio web della struttura e, se serve, comunicala tu stesso in SES.HOSPEDAJES:\n\n${link}`,
  },
} as const;

/** The e-mail telling an organisation that some of an establishment's partes were refused or are late. */
export function sesAlertMail(language: TMailLanguage, texts: TAlertMail) {
  const { subject, body, see } = TEXTS[language];
  return { subject, text: body(texts), action: { url: texts.link, label: see } };
}

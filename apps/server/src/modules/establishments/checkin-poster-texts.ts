export type TPosterLanguage = 'es' | 'en' | 'it';

/** What the check-in poster prints, in each language. */
export interface TCheckinPosterTexts {
  /** The PDF's title, as viewers show it in their window bar. */
  title: (establishmentName: string) => string;
  headline: string;
  scan: string;
  /** Above the checklist of what the guest needs at hand. */
  needs: string;
  checklist: readonly [string, string, string, string];
  /** Where the guest's data go, and why (RD 933/2021). */
  legal: string;
}

export const CHECKIN_POSTER_TEXTS: Record<TPosterLanguage, TCheckinPosterTexts> = {
  es: {
    title: (name) => `Check-in online · ${name}`,
    headline: 'Haz tu check-in online',
    scan: 'Escanea el código con la cámara de tu móvil',
    needs: 'Ten a mano:',
    checklist: [
      'Tu documento de identidad o pasaporte',
      'Un móvil con cámara',
      'Buena luz',
      'Unos 3 minutos',
    ],
    legal:
      'Como exige el RD 933/2021, tus datos se envían al establecimiento, que los comunica ' +
      'al Ministerio del Interior (SES.HOSPEDAJES).',
  },
  en: {
    title: (name) => `Online check-in · ${name}`,
    headline: 'Check in online',
    scan: "Scan the code with your phone's camera",
    needs: "You'll need:",
    checklist: [
      'Your ID card or passport',
      'A phone with a camera',
      'Good light',
      'About 3 minutes',
    ],
    legal:
      'As Spanish law requires (RD 933/2021), your details go to the establishment, which ' +
      'reports them to the Ministry of the Interior (SES.HOSPEDAJES).',
  },
  it: {
    title: (name) => `Check-in online · ${name}`,
    headline: 'Fai il check-in online',
    scan: 'Inquadra il codice con la fotocamera del telefono',
    needs: 'Tieni a portata di mano:',
    checklist: [
      "Il tuo documento d'identità o passaporto",
      'Uno smartphone con fotocamera',
      'Una buona illuminazione',
      'Circa 3 minuti',
    ],
    legal:
      'Come previsto dalla legge spagnola (RD 933/2021), i tuoi dati vengono inviati alla ' +
      "struttura, che li comunica al Ministero dell'Interno (SES.HOSPEDAJES).",
  },
};

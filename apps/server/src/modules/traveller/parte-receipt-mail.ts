import type { TLanguage } from '../mail-texts/index.ts';

type TReceipt = { name: string; establishment: string; checkIn: string; checkOut: string };

const day = (iso: string) => iso.split('-').reverse().join('/');

const TEXTS = {
  es: {
    subject: (r: TReceipt) => `Tu parte de viajero de ${r.establishment}`,
    body: (r: TReceipt) =>
      `Hola ${r.name}:\n\nTu parte de viajero para la estancia en ${r.establishment} del ${day(r.checkIn)} al ${day(r.checkOut)} está registrado. Te lo adjuntamos sellado con su sello de tiempo; el establecimiento lo conserva y lo comunica al Ministerio del Interior, como exige el Real Decreto 933/2021.\n\nNo tienes que hacer nada más. ¡Buen viaje!`,
  },
  en: {
    subject: (r: TReceipt) => `Your guest registration at ${r.establishment}`,
    body: (r: TReceipt) =>
      `Hello ${r.name},\n\nYour guest registration form for your stay at ${r.establishment} from ${day(r.checkIn)} to ${day(r.checkOut)} is recorded. It is attached, sealed with its time stamp; the establishment keeps it and communicates it to Spain's Ministry of the Interior, as Real Decreto 933/2021 requires.\n\nThere is nothing else to do. Have a good trip!`,
  },
  it: {
    subject: (r: TReceipt) => `La tua scheda ospite presso ${r.establishment}`,
    body: (r: TReceipt) =>
      `Ciao ${r.name},\n\nla tua scheda ospite per il soggiorno presso ${r.establishment} dal ${day(r.checkIn)} al ${day(r.checkOut)} è registrata. Te la alleghiamo sigillata con la sua marca temporale; la struttura la conserva e la comunica al Ministero dell'Interno spagnolo, come richiede il Real Decreto 933/2021.\n\nNon devi fare altro. Buon viaggio!`,
  },
} as const;

/** The guest's receipt of a parte sealed without a signature: the parte attached. */
export function parteReceiptMail(language: TLanguage, receipt: TReceipt) {
  const { subject, body } = TEXTS[language];
  return { subject: subject(receipt), text: body(receipt) };
}

import type { TRequestSender } from '@confirma/contracts/operations';
import type { TLanguage } from './mail-texts.types.ts';
import { senderLine, smsCut } from './request-words.ts';

/** The longest title and sender the code's SMS names: it stays one 160-character message. */
const OTP_SMS_CUTS = { title: 40, sender: 30 } as const;

const OTP_SMS: Record<TLanguage, (code: string, what: string, from: string | null) => string> = {
  es: (code, what, from) =>
    `Confirma: tu código para firmar${what}${from ? ` de ${from}` : ''} es ${code}. Caduca en 5 minutos. No lo compartas.`,
  en: (code, what, from) =>
    `Confirma: your code to sign${what}${from ? ` from ${from}` : ''} is ${code}. It expires in 5 minutes. Do not share it.`,
  it: (code, what, from) =>
    `Confirma: il tuo codice per firmare${what}${from ? ` di ${from}` : ''} è ${code}. Scade tra 5 minuti. Non condividerlo.`,
};

/**
 * The signing code's SMS, in the signer's language: it names what the code signs and who
 * asks, so a code someone else asked for (a phishing page relaying the real one) says so.
 */
export function otpSms(
  language: TLanguage,
  code: string,
  request: { sender: TRequestSender | null; title: string },
): string {
  // Each part comes with its own leading space, so a missing one leaves no gap.
  const what = request.title ? ` "${smsCut(request.title, OTP_SMS_CUTS.title)}"` : '';
  const from = request.sender && smsCut(senderLine(request.sender, false), OTP_SMS_CUTS.sender);
  return OTP_SMS[language](code, what, from);
}

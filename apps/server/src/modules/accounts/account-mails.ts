/**
 * The account e-mails in the three product languages. The web client sends its language
 * in `x-lang`; otherwise Accept-Language decides; Spanish by default.
 */
export const MAIL_LANGUAGES = ['es', 'en', 'it'] as const;
export type TMailLanguage = (typeof MAIL_LANGUAGES)[number];

export function requestLanguage(request?: Request): TMailLanguage {
  const explicit = request?.headers.get('x-lang')?.toLowerCase();
  const accepted = request?.headers.get('accept-language')?.slice(0, 2).toLowerCase();
  for (const candidate of [explicit, accepted]) {
    if (candidate && (MAIL_LANGUAGES as readonly string[]).includes(candidate)) {
      return candidate as TMailLanguage;
    }
  }
  return 'es';
}

const TEXTS = {
  es: {
    verifySubject: 'Confirma tu dirección de correo',
    verifyBody: (name: string, url: string) =>
      `Hola ${name}:\n\nGracias por registrarte en Confirma. Para activar tu cuenta, verifica tu dirección de correo con este enlace (caduca en 24 horas):\n\n${url}\n\nSi no has creado una cuenta, ignora este mensaje.`,
    verifyAction: 'Verificar mi correo',
    resetSubject: 'Restablece tu contraseña de Confirma',
    resetBody: (name: string, url: string) =>
      `Hola ${name}:\n\nHemos recibido una petición para restablecer tu contraseña. Usa este enlace (caduca en 1 hora):\n\n${url}\n\nSi no lo has pedido tú, ignora este mensaje: tu contraseña no cambia.`,
    resetAction: 'Elegir una contraseña nueva',
  },
  en: {
    verifySubject: 'Confirm your e-mail address',
    verifyBody: (name: string, url: string) =>
      `Hello ${name},\n\nThank you for signing up to Confirma. To activate your account, verify your e-mail address with this link (valid for 24 hours):\n\n${url}\n\nIf you did not create an account, ignore this message.`,
    verifyAction: 'Verify my e-mail address',
    resetSubject: 'Reset your Confirma password',
    resetBody: (name: string, url: string) =>
      `Hello ${name},\n\nWe received a request to reset your password. Use this link (valid for 1 hour):\n\n${url}\n\nIf you did not ask for it, ignore this message: your password stays the same.`,
    resetAction: 'Choose a new password',
  },
  it: {
    verifySubject: 'Conferma il tuo indirizzo e-mail',
    verifyBody: (name: string, url: string) =>
      `Ciao ${name},\n\ngrazie per esserti registrato su Confirma. Per attivare il tuo account, verifica il tuo indirizzo e-mail con questo link (valido 24 ore):\n\n${url}\n\nSe non hai creato un account, ignora questo messaggio.`,
    verifyAction: 'Verifica il mio indirizzo',
    resetSubject: 'Reimposta la password di Confirma',
    resetBody: (name: string, url: string) =>
      `Ciao ${name},\n\nabbiamo ricevuto una richiesta di reimpostare la tua password. Usa questo link (valido 1 ora):\n\n${url}\n\nSe non l'hai chiesto tu, ignora questo messaggio: la tua password non cambia.`,
    resetAction: 'Scegli una nuova password',
  },
} as const;

export function verificationMail(language: TMailLanguage, name: string, url: string) {
  const texts = TEXTS[language];
  return {
    subject: texts.verifySubject,
    text: texts.verifyBody(name, url),
    action: { url, label: texts.verifyAction },
  };
}

export function resetPasswordMail(language: TMailLanguage, name: string, url: string) {
  const texts = TEXTS[language];
  return {
    subject: texts.resetSubject,
    text: texts.resetBody(name, url),
    action: { url, label: texts.resetAction },
  };
}

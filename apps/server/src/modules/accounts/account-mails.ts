/**
 * The account e-mails in the three product languages. The web client sends its language
 * in `x-lang`; otherwise Accept-Language decides; Spanish by default.
 */
export const MAIL_LANGUAGES = ['es', 'en', 'it'] as const;
export type TMailLanguage = (typeof MAIL_LANGUAGES)[number];

/** The language a Fastify request asks for (`x-lang`, else Accept-Language; Spanish). */
export function languageOfRequest(request: {
  headers: Record<string, string | string[] | undefined>;
}): TMailLanguage {
  const headers = new Headers();
  for (const name of ['x-lang', 'accept-language']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers.set(name, value);
  }
  return requestLanguage(new Request('http://localhost/', { headers }));
}

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
    secondFactorOffSubject: 'Se ha desactivado la verificación en dos pasos de tu cuenta',
    secondFactorOffBody: (name: string) =>
      `Hola ${name}:\n\nA petición tuya, nuestro equipo de soporte ha desactivado la verificación en dos pasos de tu cuenta de Confirma, después de comprobar tu identidad. Desde ahora, para iniciar sesión basta con tu contraseña.\n\nTe recomendamos volver a activarla en Mi cuenta con tu aplicación de autenticación.\n\nSi no lo has pedido tú, cambia tu contraseña y escríbenos de inmediato.`,
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
    secondFactorOffSubject: 'Two-step verification was turned off on your account',
    secondFactorOffBody: (name: string) =>
      `Hello ${name},\n\nAt your request, and after checking your identity, our support team turned off two-step verification on your Confirma account. From now on your password alone signs you in.\n\nWe recommend turning it on again in My account with your authenticator app.\n\nIf you did not ask for this, change your password and write to us at once.`,
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
    secondFactorOffSubject: 'La verifica in due passaggi del tuo account è stata disattivata',
    secondFactorOffBody: (name: string) =>
      `Ciao ${name},\n\nsu tua richiesta, e dopo aver verificato la tua identità, il nostro supporto ha disattivato la verifica in due passaggi del tuo account Confirma. Da ora per accedere basta la password.\n\nTi consigliamo di riattivarla in Il mio account con la tua app di autenticazione.\n\nSe non l'hai chiesto tu, cambia la password e scrivici subito.`,
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

/** To the person whose second factor support turned off (the account-recovery path). */
export function secondFactorOffMail(language: TMailLanguage, name: string) {
  const texts = TEXTS[language];
  return { subject: texts.secondFactorOffSubject, text: texts.secondFactorOffBody(name) };
}

/** The sandbox's hosted pages in the payer's language (the locale given at checkout). */
export const SANDBOX_TEXTS = {
  es: {
    /** The word every page, invoice and e-mail of a test purchase carries. */
    mark: 'PRUEBA',
    title: 'Pasarela de pruebas',
    notice: 'Entorno de pruebas: no se cobra dinero real. Usa una tarjeta de prueba.',
    pay: 'Pagar',
    number: 'Número de tarjeta',
    expiry: 'Caducidad (MM/AA)',
    cvc: 'CVC',
    holder: 'Titular de la tarjeta',
    wallet: 'Pagar con el monedero de pruebas',
    walletText: 'Inicia sesión en tu monedero de pruebas y confirma el pago.',
    cancel: 'Cancelar y volver al comercio',
    challengeTitle: 'Autenticación 3-D Secure',
    challengeText: 'Tu banco te pide confirmar este pago.',
    approve: 'Autorizar',
    reject: 'Rechazar',
    closed: 'Este pago ya no está abierto.',
    back: 'Volver al comercio',
    /** What the payer is told of a refused card, as a provider says it in their language. */
    messages: {
      declined: 'Tu tarjeta ha sido rechazada.',
      insufficientFunds: 'Tu tarjeta no tiene fondos suficientes.',
      challengeFailed:
        'No hemos podido autenticar tu método de pago. Elige otro método de pago y vuelve a intentarlo.',
      badNumber: 'El número de tarjeta no es correcto.',
      badExpiry: 'La fecha de caducidad de la tarjeta no es correcta.',
      badCvc: 'El código de seguridad de la tarjeta no es correcto.',
      badHolder: 'Escribe el nombre que figura en la tarjeta.',
    },
    retry: 'Puedes intentarlo de nuevo con otra tarjeta.',
  },
  en: {
    /** The word every page, invoice and e-mail of a test purchase carries. */
    mark: 'TEST',
    title: 'Test payment gateway',
    notice: 'Test environment: no real money is charged. Use a test card.',
    pay: 'Pay',
    number: 'Card number',
    expiry: 'Expiry (MM/YY)',
    cvc: 'CVC',
    holder: 'Cardholder name',
    wallet: 'Pay with the test wallet',
    walletText: 'Sign in to your test wallet and confirm the payment.',
    cancel: 'Cancel and return to the merchant',
    challengeTitle: '3-D Secure authentication',
    challengeText: 'Your bank asks you to confirm this payment.',
    approve: 'Authorise',
    reject: 'Fail authentication',
    closed: 'This payment is no longer open.',
    back: 'Return to the merchant',
    /** What the payer is told of a refused card, as a provider says it in their language. */
    messages: {
      declined: 'Your card was declined.',
      insufficientFunds: 'Your card has insufficient funds.',
      challengeFailed:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      badNumber: 'Your card number is incorrect.',
      badExpiry: "Your card's expiration date is incorrect.",
      badCvc: "Your card's security code is incorrect.",
      badHolder: 'Enter the name on the card.',
    },
    retry: 'You can try again with another card.',
  },
  it: {
    /** The word every page, invoice and e-mail of a test purchase carries. */
    mark: 'PROVA',
    title: 'Gateway di pagamento di prova',
    notice: 'Ambiente di prova: non viene addebitato denaro reale. Usa una carta di prova.',
    pay: 'Paga',
    number: 'Numero della carta',
    expiry: 'Scadenza (MM/AA)',
    cvc: 'CVC',
    holder: 'Titolare della carta',
    wallet: 'Paga con il portafoglio di prova',
    walletText: 'Accedi al tuo portafoglio di prova e conferma il pagamento.',
    cancel: 'Annulla e torna al commerciante',
    challengeTitle: 'Autenticazione 3-D Secure',
    challengeText: 'La tua banca ti chiede di confermare questo pagamento.',
    approve: 'Autorizza',
    reject: 'Rifiuta',
    closed: 'Questo pagamento non è più aperto.',
    back: 'Torna al commerciante',
    /** What the payer is told of a refused card, as a provider says it in their language. */
    messages: {
      declined: 'La tua carta è stata rifiutata.',
      insufficientFunds: 'La tua carta non ha fondi sufficienti.',
      challengeFailed:
        'Non è stato possibile autenticare il tuo metodo di pagamento. Scegli un altro metodo di pagamento e riprova.',
      badNumber: 'Il numero della carta non è corretto.',
      badExpiry: 'La data di scadenza della carta non è corretta.',
      badCvc: 'Il codice di sicurezza della carta non è corretto.',
      badHolder: 'Inserisci il nome riportato sulla carta.',
    },
    retry: "Puoi riprovare con un'altra carta.",
  },
} as const;

export type TSandboxTexts = (typeof SANDBOX_TEXTS)[keyof typeof SANDBOX_TEXTS];
/** A refused card's reason (sandbox-cards.ts), worded by `messages` in each language. */
export type TSandboxMessage = keyof TSandboxTexts['messages'];

export function sandboxTexts(locale: string): TSandboxTexts {
  return SANDBOX_TEXTS[locale as keyof typeof SANDBOX_TEXTS] ?? SANDBOX_TEXTS.es;
}

/** The languages of the e-mails and text messages (the product's). */
export type TLanguage = 'es' | 'en' | 'it';

/**
 * What a signer is asked to do, as the texts tell it: sign, identify themselves by video
 * and then sign, or only identify themselves (the operations module maps a signature type
 * to it: signerTask).
 */
export type TSignerTask = 'sign' | 'identifySign' | 'identify';

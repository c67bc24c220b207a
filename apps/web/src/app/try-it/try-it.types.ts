/** The services a Try button creates (the service pages). */
export type TTryService = 'signature' | 'notification' | 'identification' | 'ocr';

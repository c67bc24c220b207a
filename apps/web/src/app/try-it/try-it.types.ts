/** The services a Try button creates (spec 000 §2 service pages, §6; spec 001 §2.7). */
export type TTryService = 'signature' | 'notification' | 'identification' | 'ocr';

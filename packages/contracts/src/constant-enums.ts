import { z } from 'zod/mini';
import { ID_DOCUMENT_TYPES, OP_CLASS, PRODUCTS, SIGNATURE_TYPES } from './constants.ts';

/** The schemas of the enumerations of `constants.ts`, which stays free of zod. */
export const ZProduct = z.enum(PRODUCTS);
export const ZCreditPackId = z.enum(['credits-20', 'credits-50', 'credits-300']);
export const ZOpClass = z.enum(OP_CLASS);
export const ZSignatureType = z.enum(SIGNATURE_TYPES);
export const ZIdDocumentType = z.enum(ID_DOCUMENT_TYPES);

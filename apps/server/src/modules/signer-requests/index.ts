export {
  checkSignerContacts,
  type TSignerContacts,
} from './check-signer-contacts.ts';
export { placeSignerFields, type TFilledField } from './filled-fields.ts';
export {
  checkRequested,
  placeSignatureBoxes,
  type TBoxedDocument,
} from './place-signature-boxes.ts';
export { requestedBoxes, signs, storedBoxOn, type TStoredBox } from './signature-boxes.ts';
export {
  hasAction,
  maskPhone,
  normalisePhone,
  signatureTypeOf,
  signerPhoneCountry,
  signerValues,
  type TLanguage,
} from './signer-fields.ts';
export {
  isIdentificationOnly,
  requireAvailableSignatureTypes,
  SIGNATURE_RULES,
  signerSignatureType,
  signerTask,
  type TSigningMethod,
} from './signing-methods.ts';

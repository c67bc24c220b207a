/**
 * The operation-classes module: the catalogue of operation classes (opClass) and the
 * documents they render (the sample contract in es/en/it, the traveller form), with the
 * PDF drawing helpers they share. No database access. What other modules may use.
 */
export { CONTRACT_TEXTS } from './contract-texts.ts';
export { saveDocument } from './pdf-document.ts';
export { toFontSafe, wrapText } from './pdf-text.ts';
export {
  documentTypeOfNumber,
  renderTravellerForm,
  splitSurnames,
} from './render-traveller-form.ts';
export { resolveTemplate } from './template-catalog.ts';
export type { TTravellerFill } from './template-types.ts';
export { TRAVELLER_LABELS } from './traveller-labels.ts';

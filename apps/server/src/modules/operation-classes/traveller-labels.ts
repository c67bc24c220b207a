import type { TTemplateLanguage, TTravellerLabels } from './template-types.ts';
import { TRAVELLER_LABELS_EN } from './traveller-labels-en.ts';
import { TRAVELLER_LABELS_ES } from './traveller-labels-es.ts';
import { TRAVELLER_LABELS_IT } from './traveller-labels-it.ts';

export const TRAVELLER_LABELS: Record<TTemplateLanguage, TTravellerLabels> = {
  es: TRAVELLER_LABELS_ES,
  en: TRAVELLER_LABELS_EN,
  it: TRAVELLER_LABELS_IT,
};

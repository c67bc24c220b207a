import { CONTRACT_TEXT_EN } from './contract-text-en.ts';
import { CONTRACT_TEXT_ES } from './contract-text-es.ts';
import { CONTRACT_TEXT_IT } from './contract-text-it.ts';
import type { TContractText, TTemplateLanguage } from './template-types.ts';

export const CONTRACT_TEXTS: Record<TTemplateLanguage, TContractText> = {
  es: CONTRACT_TEXT_ES,
  en: CONTRACT_TEXT_EN,
  it: CONTRACT_TEXT_IT,
};

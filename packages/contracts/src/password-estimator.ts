import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { ACCOUNT_PASSWORD } from './constants.ts';

/** Judges a password the length rule lets through: 'breached', 'guessable' or null. */
export type TPasswordEstimator = (
  password: string,
  context: readonly string[],
) => 'breached' | 'guessable' | null;

/** The parts of a name or an e-mail address a guesser tries: `ana.ruiz@x.es` → ana, ruiz, x, es. */
const WORD_BREAK = /[^\p{L}\p{N}]+/u;
const MARKS = /\p{M}/gu;

/** Lower case without accents: `Ibáñez` and `ibanez` are one guess. */
const fold = (text: string) => text.normalize('NFD').replace(MARKS, '').toLowerCase();

/** The words anyone who knows the person, or the product, tries first: longest first. */
function contextWordsOf(context: readonly string[]): string[] {
  const words = [...ACCOUNT_PASSWORD.contextWords, ...context]
    .flatMap((text) => [text, ...text.split(WORD_BREAK)])
    .map(fold)
    .filter((word) => word.length > 2);
  return [...new Set(words)].sort((a, b) => b.length - a.length);
}

/**
 * The languages' dictionaries, each its own module: a browser downloads them side by side
 * (a bundle of everything was 1.5 MB, 0.75 MB compressed, in one file).
 */
async function languageDictionaries() {
  const [
    commonWordsEn,
    firstnamesEn,
    commonWordsEs,
    firstnamesEs,
    lastnamesEs,
    commonWordsIt,
    firstnamesIt,
  ] = await Promise.all([
    import('@zxcvbn-ts/language-en/dist/commonWords.json.mjs'),
    import('@zxcvbn-ts/language-en/dist/firstnames.json.mjs'),
    import('@zxcvbn-ts/language-es-es/dist/commonWords.json.mjs'),
    import('@zxcvbn-ts/language-es-es/dist/firstnames.json.mjs'),
    import('@zxcvbn-ts/language-es-es/dist/lastnames.json.mjs'),
    import('@zxcvbn-ts/language-it/dist/commonWords.json.esm.js'),
    import('@zxcvbn-ts/language-it/dist/firstnames.json.esm.js'),
  ]);
  return {
    'commonWords-en': commonWordsEn.default,
    'firstnames-en': firstnamesEn.default,
    'commonWords-es-es': commonWordsEs.default,
    'firstnames-es-es': firstnamesEs.default,
    'lastnames-es-es': lastnamesEs.default,
    'commonWords-it': commonWordsIt.default,
    'firstnames-it': firstnamesIt.default,
  };
}

/**
 * zxcvbn-ts over the common list (49,233 passwords leaked in breaches, keyboard layouts,
 * diceware words) and the common words and first names of Spanish (and its surnames),
 * English and Italian. Wikipedia's words and the English and Italian surnames are left out:
 * they would treble what a browser downloads and add little the common words do not.
 * The person's name and e-mail and the product's words count for nothing: what is left
 * once they are taken out must be hard to guess on its own (zxcvbn alone scored
 * `martaibanez1990` for Marta Ibáñez as three parts, 10^8 guesses; for someone who knows
 * her it is a year's guess).
 */
export async function createPasswordEstimator(): Promise<TPasswordEstimator> {
  const breached = new Set(dictionary['passwords-common']);
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...dictionary, ...(await languageDictionaries()) },
    graphs: adjacencyGraphs,
  });
  return (password, context) => {
    if (breached.has(password.toLowerCase())) return 'breached';
    const estimated = password.slice(0, ACCOUNT_PASSWORD.estimatedLength);
    const words = contextWordsOf(context);
    const folded = fold(estimated);
    const rest = words.reduce((left, word) => left.replaceAll(word, ''), folded);
    const { score } = zxcvbn.check(rest === folded ? estimated : rest, words);
    return score < ACCOUNT_PASSWORD.minScore ? 'guessable' : null;
  };
}

/**
 * How a town's name is compared: one key that ignores case, accents, punctuation and where
 * the article is written. The INE writes articles after the name ("Palmas de Gran Canaria,
 * Las", "Hospitalet de Llobregat, L'", "Coruña, A"); people write them before.
 */

/** Articles of Spanish, Catalan/Valencian/Balearic and Galician place names, normalised. */
const ARTICLES = new Set([
  'el',
  'la',
  'los',
  'las',
  'lo',
  'l',
  'els',
  'les',
  'es',
  'sa',
  'ses',
  's',
  'so',
  'a',
  'o',
  'os',
  'as',
]);

/** A trailing ", Las" / ", L'" / ", el": the INE's postposed article. */
const POSTPOSED_ARTICLE = /^(.+),\s*([\p{L}]{1,3}'?)$/u;

/** "Palmas de Gran Canaria, Las" → "Las Palmas de Gran Canaria"; other names unchanged. */
export function articleInFront(name: string): string {
  const match = POSTPOSED_ARTICLE.exec(name.trim());
  if (!match) return name;
  const [, rest = '', article = ''] = match;
  if (!ARTICLES.has(toKey(article))) return name;
  return article.endsWith("'") ? `${article}${rest}` : `${article} ${rest}`;
}

/**
 * Lower case, no accents (ñ → n, ç → c, à → a), every run of punctuation, apostrophes and
 * spaces made one space: "L'Hospitalet de Llobregat" → "l hospitalet de llobregat".
 */
export function toKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "la coruna" → "coruna", "l hospitalet de llobregat" → "hospitalet de llobregat". */
export function withoutArticle(key: string): string {
  const space = key.indexOf(' ');
  if (space < 0 || !ARTICLES.has(key.slice(0, space))) return key;
  return key.slice(space + 1);
}

/**
 * What a guest typed, made comparable: what is in brackets and any postal code dropped
 * ("Alicante (Alicante)", "08017 Barcelona"), the article put in front, then `toKey`.
 */
export function townKey(town: string): string {
  const cleaned = town
    .replace(/[’´`]/g, "'")
    .replace(/\([^()]*\)/g, ' ')
    .replace(/\b\d{5}\b/g, ' ')
    .trim();
  return toKey(articleInFront(cleaned));
}

import type { TMunicipality, TResidencePlace } from './municipalities.types.ts';
import { provinceIndex, type TProvinceIndex } from './municipality-index.ts';
import { townKey, withoutArticle } from './normalise-town.ts';

/** A typed town of fewer letters is no prefix worth trusting ("san", "vila"). */
const MIN_PREFIX_LETTERS = 4;
/** One typo allowed only on names this long: on shorter ones it turns one town into another. */
const MIN_TYPO_LETTERS = 6;
/** An official name found at the start of what was typed ("Palma de Mallorca") this long. */
const MIN_LEADING_NAME_LETTERS = 5;

/**
 * The INE municipality of a guest's residence in Spain, from the postal code and the town
 * they typed. The postal code's first two digits are the province (INE codes 01–52); the
 * town is looked up among that province's municipalities only: exact name first (case,
 * accents, punctuation and where the article goes ignored, either part of a bilingual
 * name), then without the article ("La Coruña" and "A Coruña"), then one fuzzy step. Any
 * step that finds two municipalities answers null: a wrong code is worse than none.
 */
export function resolveMunicipality({ postalCode, town }: TResidencePlace): TMunicipality | null {
  const digits = postalCode.replace(/\s+/g, '');
  if (!/^\d{5}$/.test(digits)) return null;
  const index = provinceIndex(digits.slice(0, 2));
  const key = townKey(town);
  if (index === null || key === '') return null;

  const bareKey = withoutArticle(key);
  const exact = index.exact.get(key);
  const bare = index.bare.get(bareKey);
  if (exact !== undefined) {
    // "Pinar" (Granada) is Píñar, or El Pinar written without its article: no pick
    const isArticleDropped = key === bareKey && (bare?.length ?? 0) > exact.length;
    return isArticleDropped ? null : only(exact);
  }
  if (bare !== undefined) return only(bare);
  return only(fuzzyMatches(index, key));
}

/** The municipalities of a province ("28"), by name: for a picker. Empty for an unknown code. */
export function municipalitiesOf(provinceCode: string): readonly TMunicipality[] {
  const index = provinceIndex(provinceCode);
  if (index === null) return [];
  return [...index.municipalities].sort((a, b) => a.name.localeCompare(b.name, 'es'));
}

/**
 * The municipalities a key may mean after one fuzzy step: it is one half of a hyphenated
 * name ("gasteiz" → Vitoria-Gasteiz), it is the start of a name
 * ("vitoria" → Vitoria-Gasteiz), a name is the start of it ("palma de mallorca" → Palma),
 * or it is one typo away from a long name ("hospitalet de llobregar").
 */
function fuzzyMatches(index: TProvinceIndex, typed: string): TMunicipality[] {
  const inputs = new Set([typed, withoutArticle(typed)]);
  const found = new Set<TMunicipality>();
  for (const { key, municipality } of index.keys) {
    for (const input of inputs) {
      if (isFuzzyMatch(input, key)) found.add(municipality);
    }
  }
  return [...found];
}

function isFuzzyMatch(input: string, key: string): boolean {
  if (input === key) return true; // one half of a hyphenated name: "Gasteiz", "Mahón"
  if (letters(input) >= MIN_PREFIX_LETTERS && key.startsWith(`${input} `)) return true;
  if (letters(key) >= MIN_LEADING_NAME_LETTERS && input.startsWith(`${key} `)) return true;
  return (
    letters(input) >= MIN_TYPO_LETTERS &&
    letters(key) >= MIN_TYPO_LETTERS &&
    isOneEditAway(input, key)
  );
}

/** Whether one insertion, deletion or substitution turns `a` into `b` (or they are equal). */
export function isOneEditAway(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && short[i] === long[i]) i++;
  if (short.length === long.length) return short.slice(i + 1) === long.slice(i + 1);
  return short.slice(i) === long.slice(i + 1);
}

const letters = (key: string) => key.replaceAll(' ', '').length;

function only(matches: readonly TMunicipality[]): TMunicipality | null {
  const [match] = matches;
  return matches.length === 1 && match !== undefined ? { ...match } : null;
}

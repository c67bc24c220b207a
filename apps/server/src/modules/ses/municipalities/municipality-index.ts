import { CASTILIAN_NAMES } from './castilian-names.ts';
import { INE_MUNICIPALITIES } from './ine-municipalities.ts';
import type { TMunicipality } from './municipalities.types.ts';
import { articleInFront, toKey, withoutArticle } from './normalise-town.ts';

/**
 * One province's municipalities, and the keys a town's name is looked up by. Every key maps
 * to the municipalities it names: more than one means the key is ambiguous, never a pick.
 */
export type TProvinceIndex = {
  municipalities: readonly TMunicipality[];
  /**
   * Each official name (and each part of a bilingual one, and its Castilian name if it has
   * one) with its article in front.
   */
  exact: ReadonlyMap<string, readonly TMunicipality[]>;
  /** The same keys without their leading article: "coruna" for "Coruña, A". */
  bare: ReadonlyMap<string, readonly TMunicipality[]>;
  /** Every key once per municipality, for the fuzzy step (hyphenated parts added). */
  keys: readonly { key: string; municipality: TMunicipality }[];
};

const indexes = new Map<string, TProvinceIndex | null>();

/** The index of a province ("01" to "52"), built on first use; null for any other code. */
export function provinceIndex(provinceCode: string): TProvinceIndex | null {
  if (!indexes.has(provinceCode)) indexes.set(provinceCode, buildIndex(provinceCode));
  return indexes.get(provinceCode) ?? null;
}

function buildIndex(provinceCode: string): TProvinceIndex | null {
  if (!Object.hasOwn(INE_MUNICIPALITIES, provinceCode)) return null;
  const municipalities = (INE_MUNICIPALITIES[provinceCode] ?? '').split('|').map((entry) => ({
    code: `${provinceCode}${entry.slice(0, 3)}`,
    name: entry.slice(3),
  }));
  const exact = new Map<string, TMunicipality[]>();
  const bare = new Map<string, TMunicipality[]>();
  const keys: { key: string; municipality: TMunicipality }[] = [];
  for (const municipality of municipalities) {
    const castilian = CASTILIAN_NAMES[municipality.code] ?? [];
    const names = [...namesOf(municipality.name), ...castilian].map(toKey);
    for (const key of new Set(names)) add(exact, key, municipality);
    for (const key of new Set(names.map(withoutArticle))) add(bare, key, municipality);
    const fuzzyKeys = new Set([
      ...names,
      ...names.map(withoutArticle),
      ...hyphenParts(municipality.name),
    ]);
    for (const key of fuzzyKeys) keys.push({ key, municipality });
  }
  return { municipalities, exact, bare, keys };
}

/**
 * The names a municipality answers to, articles in front: a bilingual official name
 * ("Donostia/San Sebastián", "Pinós, el/Pinoso") as a whole and each of its parts, each
 * also without a bracketed part.
 */
function namesOf(official: string): string[] {
  const parts = official.split('/').map(articleInFront);
  const names = parts.length > 1 ? [...parts, parts.join(' ')] : parts;
  // "Noáin (Valle de Elorz)/Noain (Elortzibar)": also without what is in brackets
  return [...names, ...names.map((name) => name.replace(/\([^()]*\)/g, ' '))];
}

/** "Vitoria-Gasteiz" → "vitoria", "gasteiz"; "Maó-Mahón" → "mao", "mahon" (3 letters or more). */
function hyphenParts(official: string): string[] {
  if (!official.includes('-')) return [];
  return official
    .split('/')
    .flatMap((part) => articleInFront(part).split('-'))
    .map((part) => withoutArticle(toKey(part)))
    .filter((key) => key.replaceAll(' ', '').length >= 3);
}

function add(map: Map<string, TMunicipality[]>, key: string, municipality: TMunicipality) {
  const list = map.get(key);
  if (list === undefined) map.set(key, [municipality]);
  else if (!list.includes(municipality)) list.push(municipality);
}

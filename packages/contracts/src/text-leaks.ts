/**
 * What must never reach a person reading the product (a page, an e-mail, a PDF, a CSV):
 * an i18n key instead of its text ("profile.history.reasons.adjust"), a code instead of
 * its label ("TRAVELLER_REPORT", "SIGNED"), English in a Spanish or Italian text ("Signed
 * with a one-time code (SMS)", "Female"), in Spanish the formal "usted" where the product
 * says "tú", and slips of the keyboard ("errro", "recuperarr", "Quieres firmar…?"). The web's and the server's text tests run every page, e-mail and PDF
 * through `findTextLeaks` in es, en and it.
 */

export type TTextLanguage = 'es' | 'en' | 'it';

export interface TTextLeak {
  kind: 'key' | 'code' | 'english' | 'register' | 'typo';
  /** What was found. */
  match: string;
  /** The line or cell it was found in. */
  fragment: string;
}

export interface TTextLeakOptions {
  language: TTextLanguage;
  /**
   * The same thing rendered in English: a Spanish or Italian fragment found word for word
   * in it is untranslated (a value printed as the code's English name, a server message).
   */
  english?: string;
  /** Free text of the rendered data (names, file names, messages): never a leak. */
  data?: readonly string[];
  /** The product's codes (collectCodes): such a word in capitals is a code, not text. */
  codes?: ReadonlySet<string>;
}

/**
 * Words written alike in English and in Spanish or Italian, names, and each language's
 * own name (a language switch names them so), never a leak alone.
 */
const SHARED_WORDS = new Set(
  [
    'english',
    'español',
    'italiano',
    'account',
    'alias',
    'api',
    'audit',
    'bizum',
    'chrome',
    'confirma',
    'cookie',
    'cookies',
    'date',
    'demo',
    'email',
    'e-mail',
    'error',
    'firefox',
    'google',
    'hotel',
    'iban',
    'ios',
    'android',
    'linux',
    'file',
    'mastercard',
    'mini',
    'normal',
    'ocr',
    'online',
    'original',
    'password',
    'paypal',
    'pdf',
    'roles',
    'safari',
    'sms',
    'stripe',
    'total',
    'video',
    'visa',
    'webhook',
    'webhooks',
    'windows',
  ].map((word) => word.toLowerCase()),
);

/**
 * Words that exist in English and in neither Spanish nor Italian (so no "a", "no", "has",
 * "me", "do", "code", "come", "in"): one of them in a Spanish or Italian text is English.
 */
const ENGLISH_ONLY = new Set(
  (
    'the and with your you this that is are was were have been will would should could ' +
    'from which when what where who why how please here there their they by of to for on ' +
    'at an or not it its we our can may must into than then these those yes if does did ' +
    'all any only'
  ).split(' '),
);

/**
 * The formal "usted" of Spanish: the pronoun and the imperatives and subjunctives the
 * product's texts would use with it (the product says "tú": "arrastra", "vuelve").
 */
const USTED_FORMS = new Set(
  (
    'usted ustedes arrastre seleccione introduzca pulse haga compruebe escriba suba elija ' +
    'espere vuelva intente descargue consulte indique rellene utilice use guarde añada ' +
    'regístrese inicie acceda recuerde tenga disculpe mire gire coloque acerque aleje ' +
    'sitúe muestre abra escanee compare decida revise asegúrese acepte confirme ábrala ábralo ' +
    'apruébela recházela consúltela consúltelo compruébelo descárguelo introdúzcalo incline ' +
    'cambie procure acérquese colóquese busque evite parpadee mueva sonría quédese ' +
    'repita inténtelo pruebe permita active conceda habilite asegúrese'
  ).split(' '),
);

/** Words after which a Spanish subjunctive is the third person, not "usted": "cuando vuelva". */
const SUBORDINATORS = new Set('que cuando hasta mientras aunque ojalá quizá quizás'.split(' '));

/** Acronyms and names written in capitals in any language. */
const CAPITALISED = new Set(
  (
    'IBAN SEPA BIC SWIFT HTTPS HTTP JSON HTML UUID MRZ OTP SMS PDF CSV API NIF NIE DNI IVA ' +
    'VAT UTC CET CEST RGPD GDPR LOPDGDD TSA CMS PKI QR URL IP ICAO OCR KYC ISO PNG JPEG ' +
    'JPG SHA CRL OCSP RFC CIF EUR USA UE EE UU PAYPAL BIZUM VISA SL SA SRL SPA ETSI ' +
    'PADES CADES EIDAS UNE TD1 TD2 TD3 ESP ITA ID WCAG'
  ).split(' '),
);

/** The last part of a file name or a host: "nda.pdf", "confirma.es" are not keys. */
const NOT_KEY_ENDINGS = new Set(
  (
    'pdf png jpg jpeg json csv txt xml html zip p12 pem crt der webm mp4 com es it org net ' +
    'eu io dev app example test local localhost invalid info'
  ).split(' '),
);

/**
 * An address, a link, a host, or a language's code after its name ("Italiano (it)"):
 * neither keys nor words.
 */
const ADDRESS = /@|:\/\/|\bwww\.|#\/|\((?:es|en|it)\)/i;
const HAS_DIGIT = /\d/;

/**
 * `text` with each word (a run without spaces) that `drop` finds something in made a space:
 * linear, unlike a `\S*x\S*` pattern.
 */
function blankWords(text: string, drop: RegExp): string {
  return text
    .split(/(\s+)/)
    .map((part) => (drop.test(part) ? ' ' : part))
    .join('');
}

const withoutAddresses = (text: string) => blankWords(text, ADDRESS);

/** `namespace:some.key` or `some.dotted.key`, `subject.event_code`. */
const KEY = /(?<![\w@/.-])(?:[a-z][a-zA-Z0-9]*:)?[a-z][a-zA-Z0-9_]*(?:\.[a-zA-Z_][a-zA-Z0-9_]*)+/g;
const NAMESPACED = /^[a-z][a-zA-Z0-9]*:/;

/** A word in capitals: TRAVELLER_REPORT, SIGNED, ATENCIÓN, SHA. */
const CAPITALS = /(?<![\p{L}\p{N}_-])\p{Lu}[\p{Lu}\p{N}_]*(?![\p{L}\p{N}_-])/gu;
const CONSTANT_CASE = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

const WORD = /[\p{L}][\p{L}'’-]*/gu;

/**
 * The pieces a text is read in: lines, and the label and value around ':' or '·', without
 * a list's bullet.
 */
export function textFragments(text: string): string[] {
  return text
    .split(/\r?\n|\s[·•|]\s|:\s|\t/)
    .map((fragment) =>
      fragment
        .replace(/\s+/g, ' ')
        .trim()
        .replace(/^[-•*]\s+/, ''),
    )
    .filter((fragment) => /\p{L}/u.test(fragment));
}

function keysIn(fragment: string): string[] {
  const found: string[] = [];
  for (const [match] of withoutAddresses(fragment).matchAll(KEY)) {
    const last = match.slice(match.lastIndexOf('.') + 1);
    const parts = match.replace(NAMESPACED, '').split('.');
    // An abbreviation ("p.ej.", "e.g.") or a decimal is no key.
    if (parts.some((part) => part.length < 2)) continue;
    if (!NAMESPACED.test(match) && NOT_KEY_ENDINGS.has(last.toLowerCase())) continue;
    found.push(match);
  }
  return found;
}

/** Codes written as constants (A_B), and the product's codes (`codes`) word for word. */
function codesIn(fragment: string, codes: ReadonlySet<string>): string[] {
  const capitals = [...withoutAddresses(fragment).matchAll(CAPITALS)].map(([match]) => match);
  // A phrase in capitals ("BACK TO HOME", a menu's style) is words, though one is a code.
  const phrase =
    /^[\p{Lu}\s]+$/u.test(fragment) &&
    fragment.includes(' ') &&
    capitals.some((word) => !codes.has(word));
  return capitals.filter(
    (match) =>
      CONSTANT_CASE.test(match) || (!phrase && codes.has(match) && !CAPITALISED.has(match)),
  );
}

/**
 * The product's codes: every value in capitals of the enumerations among `modules`' exports
 * (zod enums and `as const` lists), e.g. the contracts' SIGNATURE_TYPES or signer statuses.
 * A word in capitals is a code only when it is one of them: "ATENCIÓN", "WARNING" are not.
 */
export function collectCodes(modules: Iterable<Record<string, unknown>>): Set<string> {
  const codes = new Set<string>();
  const take = (values: unknown) => {
    if (!Array.isArray(values)) return;
    for (const value of values) {
      if (typeof value === 'string' && /^[A-Z][A-Z0-9_]{2,}$/.test(value)) codes.add(value);
    }
  };
  for (const exports of modules) {
    for (const value of Object.values(exports)) {
      if (Array.isArray(value)) take(value);
      else if (value && typeof value === 'object' && 'options' in value) take(value.options);
    }
  }
  return codes;
}

const words = (fragment: string) => [...fragment.matchAll(WORD)].map(([word]) => word);

function englishIn(fragment: string): string[] {
  // "IT", "ON" in capitals are a language's or a switch's label, not English.
  return words(withoutAddresses(fragment)).filter(
    (word) => ENGLISH_ONLY.has(word.toLowerCase()) && !/^[A-Z]{1,2}$/.test(word),
  );
}

/**
 * A fragment of the English rendering with a word no other language shares, the data
 * left out. Words, not references: no digits, no capitals after the first letter.
 */
function untranslated(fragment: string, english: Set<string>, data: readonly string[]): boolean {
  if (!english.has(fragment)) return false;
  const rest = data.reduce((text, value) => text.replaceAll(value, ' '), fragment);
  const significant = withoutAddresses(rest)
    .split(/[\s,.;()«»“”"¿?¡!]+/)
    .filter(
      (word) =>
        word.length >= 3 &&
        /^\p{L}[\p{Ll}'’-]+$/u.test(word) &&
        !SHARED_WORDS.has(word.toLowerCase()),
    );
  return significant.length > 0;
}

/**
 * A slip of the keyboard: a letter three times ("errro"); in Spanish a word ending in
 * "rr" ("recuperarr"), or a question or exclamation without its opening mark.
 */
function typosIn(text: string, language: TTextLanguage): string[] {
  // References are no words: an id ("aaaaaaaa-0000-…"), a number with letters.
  const fragment = blankWords(withoutAddresses(text), HAS_DIGIT);
  const found = words(fragment).filter(
    // A word in capitals is a code or a reference (a BIC: CAIXESBBXXX), not a slip.
    (word) => /(\p{L})\1\1/u.test(word.toLowerCase()) && word !== word.toUpperCase(),
  );
  if (language !== 'es') return found;
  found.push(...words(fragment).filter((word) => /rr$/i.test(word)));
  for (const [close, open] of [
    ['?', '¿'],
    ['!', '¡'],
  ] as const) {
    const closes = fragment.split(close).length - 1;
    if (closes > fragment.split(open).length - 1) found.push(`${close} sin ${open}`);
  }
  return found;
}

/** The "usted" forms of a Spanish fragment, but for a subjunctive after "que", "cuando"… */
function ustedIn(fragment: string): string[] {
  const all = words(fragment);
  return all.filter(
    (word, index) =>
      USTED_FORMS.has(word.toLowerCase()) &&
      !all
        .slice(Math.max(0, index - 4), index)
        .some((before) => SUBORDINATORS.has(before.toLowerCase())),
  );
}

/**
 * The leaks in `text` as a reader of `language` would see them. Keys and codes are leaks
 * in every language; English words and fragments of the English rendering in es and it;
 * the "usted" register in es.
 */
export function findTextLeaks(text: string, options: TTextLeakOptions): TTextLeak[] {
  const data = options.data ?? [];
  const isData = (match: string) => data.some((value) => value.includes(match));
  const english =
    options.english === undefined ? new Set<string>() : new Set(textFragments(options.english));
  const leaks: TTextLeak[] = [];
  const seen = new Set<string>();
  const add = (leak: TTextLeak) => {
    const id = `${leak.kind}\u0000${leak.match}\u0000${leak.fragment}`;
    if (seen.has(id)) return;
    seen.add(id);
    leaks.push(leak);
  };
  for (const fragment of textFragments(text)) {
    for (const match of keysIn(fragment)) {
      if (!isData(match)) add({ kind: 'key', match, fragment });
    }
    for (const match of codesIn(fragment, options.codes ?? new Set())) {
      if (!isData(match)) add({ kind: 'code', match, fragment });
    }
    // Typos anywhere; English and "usted" outside the data (a name may be English).
    const prose = data.reduce((text, value) => text.replaceAll(value, ' '), fragment);
    for (const match of typosIn(prose, options.language)) add({ kind: 'typo', match, fragment });
    if (options.language === 'en') continue;
    for (const match of englishIn(prose)) add({ kind: 'english', match, fragment });
    if (untranslated(fragment, english, data)) {
      add({ kind: 'english', match: fragment, fragment });
    }
    if (options.language === 'es') {
      for (const word of ustedIn(prose)) add({ kind: 'register', match: word, fragment });
    }
  }
  return leaks;
}

/** Leaks as lines for a test's failure message. */
export function describeLeaks(leaks: readonly TTextLeak[]): string[] {
  return leaks.map((leak) => `${leak.kind}: ${leak.match}  ⟵  "${leak.fragment}"`);
}

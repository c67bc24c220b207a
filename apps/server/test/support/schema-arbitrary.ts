import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document the server builds
 * from its zod schemas (fastify-type-provider-zod): values that follow a route's schema,
 * and the same values mutated (a field dropped, a value swapped for a hostile one), so a
 * property test reaches past the schema into the handlers. zod-fast-check targets zod 3;
 * this walks the subset of JSON Schema that zod 4 emits.
 */
export type TJsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: TJsonSchema;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: TJsonSchema | boolean;
  propertyNames?: TJsonSchema;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
};

/**
 * Values the product gives meaning to (signer data identifiers, signature types, e-mails
 * and phones good and bad): a random string seldom hits them, and the paths behind them are
 * the ones worth reaching.
 */
export const MEANINGFUL = [
  'email',
  'cellphone',
  'phone',
  'nif',
  'name',
  'lastname',
  'idiomadef',
  'country',
  'IT',
  'es-es',
  'SIMPLE',
  'BIOMETRICA',
  'VIDEO_1PASO_OTP',
  'ana@example.com',
  'mal@@correo',
  'ana@',
  '+34600111222',
  '600 111 222',
  '12',
  '12345678Z',
  'FIRMA',
  'cajafirma1',
  'avoidSendSignEmail',
  'sendConfirmationEmail',
];

/** Values that break assumptions: empty, huge, wrong types, odd text, hostile keys. */
export const HOSTILE: unknown[] = [
  null,
  '',
  ' ',
  0,
  -1,
  1e308,
  -0.5,
  true,
  [],
  {},
  'x'.repeat(10_000),
  '\u0000\uffff\ud800',
  '../../etc/passwd',
  "'; drop table operations; --",
  '%PDF-1.7\n',
  'JVBERi0xLjcK',
  'NaN',
  '9'.repeat(40),
  '2024-02-30',
  JSON.parse('{"__proto__": {"polluted": true}, "constructor": {"prototype": {}}}'),
  [[[[[[[[[[]]]]]]]]]],
  ...MEANINGFUL,
];

const MAX_STRING = 60;
const MAX_ITEMS = 4;

function stringOf(schema: TJsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  }
  if (schema.format === 'date') {
    return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_STRING, MAX_STRING));
  const plain = fc.string({ minLength, maxLength, unit: 'binary' });
  if (schema.pattern) {
    try {
      const matching = fc.stringMatching(new RegExp(schema.pattern));
      return fc.oneof(matching, plain);
    } catch {
      return plain;
    }
  }
  return fc.oneof({ weight: 3, arbitrary: plain }, fc.constantFrom(...MEANINGFUL));
}

function numberOf(schema: TJsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6;
  const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6;
  if (integer) {
    return fc.integer({ min: Math.ceil(Math.max(min, -1e9)), max: Math.floor(Math.min(max, 1e9)) });
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectOf(schema: TJsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(
      Object.entries(properties).map(([key, value]) => [key, arbitraryOf(value, depth + 1)]),
    ),
    { requiredKeys: Object.keys(properties).filter((key) => required.has(key)) },
  );
  const extra = schema.additionalProperties;
  if (!extra || extra === true) return known;
  const keys = schema.propertyNames ? stringOf(schema.propertyNames) : fc.string({ maxLength: 20 });
  const more = fc.dictionary(keys, arbitraryOf(extra, depth + 1), { maxKeys: 2 });
  return fc.tuple(known, more).map(([a, b]) => ({ ...b, ...a }));
}

/** Values that follow `schema` (strings, lists and depth kept small: requests stay cheap). */
export function arbitraryOf(schema: TJsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => arbitraryOf(choice, depth + 1)));
  if (schema.allOf?.length) {
    return fc
      .tuple(...schema.allOf.map((part) => arbitraryOf(part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((part) => typeof part === 'object')));
  }
  if (Array.isArray(schema.type)) {
    return fc.oneof(...schema.type.map((type) => arbitraryOf({ ...schema, type }, depth)));
  }
  switch (schema.type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(arbitraryOf(schema.items ?? {}, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectOf(schema, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Every place in a JSON value, as the path of keys to it (the root is []). */
function placesOf(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const places = [path];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) places.push(...placesOf(item, [...path, index]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) places.push(...placesOf(item, [...path, key]));
  }
  return places;
}

/** `value` with the place `path` replaced by `by`, or removed when `by` is `undefined`. */
function replaced(value: unknown, path: (string | number)[], by: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) {
    const copy = [...value];
    if (rest.length === 0 && by === undefined) copy.splice(Number(head), 1);
    else copy[Number(head)] = replaced(copy[Number(head)], rest, by);
    return copy;
  }
  const copy = { ...(value as Record<string, unknown>) };
  if (rest.length === 0 && by === undefined) delete copy[head];
  else copy[head] = replaced(copy[head], rest, by);
  return copy;
}

/** Values of `schema`, one to three of their places swapped for hostile values or dropped. */
export function mutatedOf(schema: TJsonSchema): fc.Arbitrary<unknown> {
  const change = fc.tuple(
    fc.nat(),
    fc.oneof(fc.constantFrom(...HOSTILE, undefined), fc.jsonValue()),
  );
  return fc
    .tuple(arbitraryOf(schema), fc.array(change, { minLength: 1, maxLength: 3 }))
    .map(([value, changes]) =>
      changes.reduce((current, [pick, by]) => {
        const places = placesOf(current);
        return replaced(current, places[pick % places.length] ?? [], by);
      }, value),
    );
}

/** A request part: following the schema, mutated, or any JSON at all. */
export function requestPartOf(schema: TJsonSchema | undefined): fc.Arbitrary<unknown> {
  if (!schema) return fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }));
  return fc.oneof(
    { weight: 4, arbitrary: arbitraryOf(schema) },
    { weight: 4, arbitrary: mutatedOf(schema) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
}

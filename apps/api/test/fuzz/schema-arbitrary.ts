import fc, { type Arbitrary } from 'fast-check';

/** The part of JSON Schema (OpenAPI 3.0 flavour) the API's document uses. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  nullable?: boolean;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  multipleOf?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

/** Values that have broken APIs before: control characters, huge numbers, wrong types. */
export const hostileValue: Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0007\u001b[31m',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    '\uD800',
    '𝓗𝓸𝓶𝓮',
    '',
    ' ',
    'x'.repeat(10_001),
    2147483648,
    -2147483649,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1,
    0,
    0.5,
    true,
    null,
    [],
    {},
    { __proto__: { polluted: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.object({ maxDepth: 2 }),
);

const printable = (min = 0, max = 40) =>
  fc.string({ unit: 'grapheme-ascii', minLength: min, maxLength: max });

function stringOf(schema: JsonSchema): Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 60, min + 60);
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  const patterns = [schema.pattern, ...(schema.allOf ?? []).map((part) => part.pattern)].filter(
    (pattern): pattern is string =>
      Boolean(pattern) && !pattern!.includes('\\p{') && !pattern!.includes('\\P{'),
  );
  const pattern = patterns.at(-1);
  if (pattern) {
    try {
      return fc
        .stringMatching(new RegExp(pattern))
        .filter((text) => text.length >= min && text.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain text instead.
    }
  }
  return printable(min, max);
}

function numberOf(schema: JsonSchema, integer: boolean): Arbitrary<number> {
  const min = schema.minimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? (integer ? 100_000 : 1e6);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (schema.multipleOf) {
    const step = schema.multipleOf;
    return fc
      .integer({ min: Math.ceil(min / step), max: Math.floor(max / step) })
      .map((n) => n * step);
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value that the schema describes (as far as its keywords go). */
export function validValue(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth = 0,
): Arbitrary<unknown> {
  if (schema.$ref) return validValue(resolve(schema.$ref), resolve, depth);
  const plain = validPlain(schema, resolve, depth);
  return schema.nullable ? fc.oneof(plain, fc.constant(null)) : plain;
}

function validPlain(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
  depth: number,
): Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((part) => validValue(part, resolve, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (!type && schema.allOf) return validValue(schema.allOf.at(-1)!, resolve, depth + 1);
  switch (type) {
    case 'string':
      return stringOf(schema);
    case 'integer':
      return numberOf(schema, true);
    case 'number':
      return numberOf(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4 || !schema.items) return fc.constant([]);
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 4, minLength + 4);
      return fc.array(validValue(schema.items, resolve, depth + 1), { minLength, maxLength });
    }
    case 'object': {
      if (depth > 4) return fc.constant({});
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const shape = Object.fromEntries(
        Object.entries(properties).map(([name, part]) => [
          name,
          validValue(part, resolve, depth + 1),
        ]),
      );
      return fc.record(shape, {
        requiredKeys: Object.keys(properties).filter((name) => required.has(name)),
      });
    }
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

/** A value of the schema with one part of it made hostile (or the whole of it). */
export function hostileVariant(
  schema: JsonSchema,
  resolve: (ref: string) => JsonSchema,
): Arbitrary<unknown> {
  return fc
    .tuple(validValue(schema, resolve), fc.nat(), hostileValue, fc.boolean())
    .map(([value, pick, hostile, drop]) => {
      if (value === null || typeof value !== 'object' || Array.isArray(value)) return hostile;
      const keys = Object.keys(value);
      if (keys.length === 0) return { [String(pick)]: hostile };
      const key = keys[pick % keys.length]!;
      const copy: Record<string, unknown> = { ...value };
      if (drop) delete copy[key];
      else copy[key] = hostile;
      return copy;
    });
}

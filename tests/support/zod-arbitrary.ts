// A zod 4 schema → fast-check arbitrary of JSON values that mostly fit it (for the fuzzing test).
// zod-fast-check stops at zod 3, so this walks zod 4's own definitions (`schema._zod.def`).
// "Mostly": refinements and transforms cannot be inverted, so a generated value may still be
// refused — which is fine, the fuzzer mutates it anyway; what matters is that most values get
// past the first field and reach the code behind the schema.
import fc, { type Arbitrary } from 'fast-check';
import type { z } from 'zod';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Check {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

// Recursive schemas (page documents, menus) stop growing here: past it a lazy node yields null.
const MAX_DEPTH = 6;

/** Any JSON value, small: what an unknown/any field or a wrong guess gets. */
export const anyJson: Arbitrary<Json> = fc.jsonValue({ maxDepth: 3 }) as Arbitrary<Json>;

const defOf = (schema: z.ZodType) =>
  (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string; checks?: { _zod: { def: Check } }[] } } })._zod.def;
const checksOf = (def: ReturnType<typeof defOf>): Check[] => (def.checks ?? []).map((check) => check._zod.def);

/**
 * Strings matching a pattern. fast-check refuses the `i` and `y` flags: a pattern without them
 * matches a subset of what the original does. A pattern it cannot read at all gets any string.
 */
function matching(pattern: RegExp): Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern.source, pattern.flags.replace(/[iy]/g, '')), { size: 'small' });
  } catch {
    return fc.string({ maxLength: 40 });
  }
}

function stringArbitrary(def: ReturnType<typeof defOf>): Arbitrary<string> {
  const checks = checksOf(def);
  const format = (def.format as string | undefined) ?? checks.find((check) => check.check === 'string_format')?.format;
  let minLength = 0;
  let maxLength = 40;
  for (const check of checks) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = check.maximum;
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  maxLength = Math.max(minLength, Math.min(maxLength, minLength + 60));
  switch (format) {
    case 'email':
      return fc.emailAddress();
    case 'url':
      return fc.webUrl();
    case 'uuid':
    case 'guid':
      return fc.uuid();
    case 'datetime':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
    case 'regex': {
      const pattern = checks.find((check) => check.format === 'regex')?.pattern ?? (def.pattern as RegExp | undefined);
      // Built from the pattern alone: a length filter on top could reject everything (and loop).
      if (pattern) return matching(pattern);
      break;
    }
    default:
      if (format && def.pattern instanceof RegExp) return matching(def.pattern);
  }
  return fc.string({
    minLength,
    maxLength,
    unit: fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz ABC0123456789-_.'.split('')) },
      { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 1, unit: 'grapheme' }) },
    ),
  });
}

function numberArbitrary(def: ReturnType<typeof defOf>): Arbitrary<number> {
  const checks = checksOf(def);
  const integer = checks.some((check) => check.check === 'number_format' && /int/.test(check.format ?? ''));
  let min = integer ? -1000 : -1e6;
  let max = integer ? 100_000 : 1e6;
  for (const check of checks) {
    if (check.check === 'greater_than') min = Number(check.value) + (check.inclusive ? 0 : integer ? 1 : 1e-6);
    if (check.check === 'less_than') max = Number(check.value) - (check.inclusive ? 0 : integer ? 1 : 1e-6);
  }
  if (min > max) return fc.constant(min);
  if (integer) return fc.integer({ min: Math.ceil(Math.max(min, Number.MIN_SAFE_INTEGER)), max: Math.floor(Math.min(max, Number.MAX_SAFE_INTEGER)) });
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function lengthBounds(def: ReturnType<typeof defOf>): { minLength: number; maxLength: number } {
  let minLength = 0;
  let maxLength = 4;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length' && check.minimum !== undefined) minLength = check.minimum;
    if (check.check === 'max_length' && check.maximum !== undefined) maxLength = Math.min(check.maximum, minLength + 4);
    if (check.check === 'length_equals' && check.length !== undefined) minLength = maxLength = check.length;
  }
  return { minLength, maxLength: Math.max(minLength, maxLength) };
}

/** What a form's or query's coerced field accepts: its value as a string now and then. */
const coerced = <T extends Json>(arbitrary: Arbitrary<T>, coerce: unknown): Arbitrary<Json> =>
  coerce
    ? fc.oneof(
        arbitrary,
        arbitrary.map((value) => String(value)),
      )
    : arbitrary;

export function zodArbitrary(schema: z.ZodType, depth = 0): Arbitrary<Json> {
  const def = defOf(schema);
  if (depth > MAX_DEPTH) return fc.constant(null);
  const inner = (child: unknown) => zodArbitrary(child as z.ZodType, depth + 1);
  switch (def.type) {
    case 'string':
      return coerced(stringArbitrary(def), def.coerce);
    case 'number':
    case 'int':
      return coerced(numberArbitrary(def), def.coerce);
    case 'bigint':
      return fc.bigInt({ min: -1000n, max: 1000n }).map(String);
    case 'boolean':
      return coerced(fc.boolean(), def.coerce);
    case 'date':
      return fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => date.toISOString());
    case 'null':
    case 'undefined':
    case 'void':
    case 'nan':
      return fc.constant(null);
    case 'literal':
      return fc.constantFrom(...((def.values as unknown[]) ?? [null]).map((value) => (value === undefined ? null : (value as Json))));
    case 'enum':
      return fc.constantFrom(...(Object.values(def.entries as Record<string, Json>) as Json[]));
    case 'templateLiteral':
      return def.pattern instanceof RegExp ? matching(def.pattern) : fc.string();
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      const required: Record<string, Arbitrary<Json>> = {};
      const optional: string[] = [];
      for (const [key, child] of Object.entries(shape)) {
        required[key] = inner(child);
        const childType = defOf(child).type;
        if (childType === 'optional' || childType === 'default' || childType === 'prefault' || childType === 'catch') optional.push(key);
      }
      return fc.record(required, { requiredKeys: Object.keys(shape).filter((key) => !optional.includes(key)) }) as Arbitrary<Json>;
    }
    case 'array': {
      const { minLength, maxLength } = lengthBounds(def);
      return fc.array(inner(def.element), { minLength, maxLength });
    }
    case 'set':
      return fc.array(inner(def.valueType), { maxLength: 3 });
    case 'tuple': {
      const items = (def.items as z.ZodType[]).map(inner);
      return fc.tuple(...items) as Arbitrary<Json>;
    }
    case 'record':
    case 'map': {
      const key =
        defOf(def.keyType as z.ZodType).type === 'string'
          ? zodArbitrary(def.keyType as z.ZodType, depth + 1).map(String)
          : fc.string({ minLength: 1, maxLength: 8 });
      return fc.dictionary(key, inner(def.valueType), { maxKeys: 3 }) as Arbitrary<Json>;
    }
    case 'union':
      return fc.oneof(...(def.options as z.ZodType[]).map(inner));
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([left, right]) =>
          left && right && typeof left === 'object' && typeof right === 'object' && !Array.isArray(left) && !Array.isArray(right)
            ? { ...left, ...right }
            : right,
        );
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined as unknown as null, freq: 4 }) as Arbitrary<Json>;
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType);
    case 'pipe':
      // A transform's input is what the client sends: generate for the `in` side.
      return defOf(def.in as z.ZodType).type === 'transform' ? inner(def.out) : inner(def.in);
    case 'lazy':
      return fc.constant(null).chain(() => inner((def.getter as () => z.ZodType)()));
    default:
      // unknown, any, custom, transform, file…: any small JSON value.
      return anyJson;
  }
}

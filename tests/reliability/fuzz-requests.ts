// The fuzzer's requests as fast-check arbitraries: a route, a method, a session, a host, path
// parameters, a query and a body — the body generated from the route's zod schema and then, most
// of the time, broken: wrong types, missing or extra fields, huge strings, hostile unicode,
// prototype keys, deep nesting, invalid JSON, wrong content types.
import fc, { type Arbitrary } from 'fast-check';
import { anyJson, zodArbitrary } from '../support/zod-arbitrary.ts';
import { answers, HTTP_METHODS, type ApiRoute, type HttpMethod } from '../support/api-routes.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

export type SessionName = 'visitor' | 'customer' | 'owner';

export interface FuzzBody {
  /** What was done to the generated value. */
  kind: string;
  text?: string;
  contentType?: string;
}

export interface FuzzRequest {
  route: ApiRoute;
  method: HttpMethod;
  session: SessionName;
  host: string;
  path: string;
  body: FuzzBody;
  /** Leave out X-XSRF-TOKEN (the CSRF refusal must be a 4xx too). */
  noXsrf: boolean;
}

/** Real values of each path parameter (filled in from the database), beside hostile ones. */
export type ParamPools = Record<string, string[]>;

const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '99999999999999999999',
  '2147483648',
  'abc',
  'null',
  'undefined',
  '__proto__',
  'constructor',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
  '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '%F0%9F%98%80',
  '%EF%BB%BF1',
  '%20',
  'a'.repeat(600),
  '00000000-0000-0000-0000-000000000000',
];

const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'Ω≈ç√∫˜µ≤≥÷',
  'ｔｅｓｔ',
  '😀'.repeat(20),
  'ﷺ'.repeat(10),
  'null',
  'undefined',
  'NaN',
  'true',
  '0x10',
  '1e309',
  '-0',
  "'; DROP TABLE users; --",
  '<script>alert(1)</script>',
  '{{7*7}}',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as literal text
  '${7*7}',
  '../../etc/passwd',
  'javascript:alert(1)',
  'http://169.254.169.254/',
  '\r\nSet-Cookie: a=b',
  'a'.repeat(5000),
];

const NASTY_NUMBERS = [1e308, -1e308, 2 ** 53 + 1, -(2 ** 53) - 1, -0, 0.1, -1, 1e-300, 4294967296, 2147483648, 0];

const INVALID_JSON = [
  '{',
  '{"a":',
  'undefined',
  "{'a':1}",
  '[1,2,,]',
  '\u0000',
  'NaN',
  '{"a":1}garbage',
  '"unterminated',
  '{"a":1,}',
  '\ufeff{}',
  'nul',
  '['.repeat(10),
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'multipart/form-data; boundary=xyz',
  'application/xml',
  'application/json; charset=utf-16',
  'application/octet-stream',
  '',
];

/** Every node of a value with its path, in a fixed order (the root first). */
function nodes(
  value: Json,
  path: (string | number)[] = [],
  out: { path: (string | number)[]; value: Json }[] = [],
): { path: (string | number)[]; value: Json }[] {
  out.push({ path, value });
  if (Array.isArray(value)) {
    for (const [index, child] of value.entries()) nodes(child, [...path, index], out);
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) nodes(child, [...path, key], out);
  }
  return out;
}

const clone = (value: Json): Json => (value === undefined ? null : (JSON.parse(JSON.stringify(value)) as Json));

function setAt(root: Json, path: (string | number)[], replacement: Json | undefined): Json {
  if (path.length === 0) return replacement ?? null;
  const copy = clone(root);
  let parent = copy as Record<string | number, Json>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, Json>;
  const last = path.at(-1)!;
  if (replacement === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else parent[last] = replacement;
  return copy;
}

/** A value of another JSON type than `value`'s. */
function otherType(value: Json, pick: number): Json {
  const candidates: Json[] = [42, 'string', true, null, [1, 'two'], { nested: { x: 1 } }, -1, ''];
  const differ = candidates.filter(
    (candidate) => typeof candidate !== typeof value || Array.isArray(candidate) !== Array.isArray(value) || (candidate === null) !== (value === null),
  );
  return differ[pick % differ.length]!;
}

function nested(depth: number, object: boolean): string {
  return object ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
}

const jsonBody = (value: Json, kind: string): FuzzBody => ({ kind, text: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/** One way of breaking a generated value, chosen by fast-check. */
function mutated(value: Json): Arbitrary<FuzzBody> {
  const all = nodes(value);
  const at = fc.nat().map((n) => all[n % all.length]!);
  const objects = all.filter((node) => node.value && typeof node.value === 'object' && !Array.isArray(node.value));
  const fields = all.filter((node) => node.path.length > 0);
  const strings = all.filter((node) => typeof node.value === 'string');
  return fc.oneof(
    fc.tuple(at, fc.nat()).map(([node, pick]) => jsonBody(setAt(value, node.path, otherType(node.value, pick)), 'wrong-type')),
    fields.length > 0
      ? fc.nat().map((n) => jsonBody(setAt(value, fields[n % fields.length]!.path, undefined), 'missing-field'))
      : fc.constant(jsonBody({}, 'missing-field')),
    objects.length > 0
      ? fc.tuple(fc.nat(), fc.string({ maxLength: 12 }), anyJson).map(([n, key, extra]) => {
          const node = objects[n % objects.length]!;
          return jsonBody(setAt(value, node.path, { ...(node.value as Record<string, Json>), [key || 'extra']: extra }), 'extra-field');
        })
      : fc.constant(jsonBody([value], 'extra-field')),
    fc.tuple(fc.nat(), fc.constantFrom(4_000, 30_000, 70_000), fc.constantFrom('x', 'é', '😀', '<', '\u0000')).map(([n, size, unit]) => {
      const target = strings.length > 0 ? strings[n % strings.length]!.path : fields.length > 0 ? fields[n % fields.length]!.path : [];
      return jsonBody(setAt(value, target, unit.repeat(Math.ceil(size / unit.length))), 'huge-string');
    }),
    fc
      .tuple(at, fc.constantFrom(...NASTY_STRINGS), fc.string({ unit: 'binary', maxLength: 24 }))
      .map(([node, nasty, random]) => jsonBody(setAt(value, node.path, nasty || random), 'unicode')),
    fc.tuple(at, fc.constantFrom(...NASTY_NUMBERS)).map(([node, number]) => jsonBody(setAt(value, node.path, number), 'numbers')),
    fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty').map((key) => {
      // JSON.stringify cannot write a __proto__ key: the text is put together by hand.
      const text = JSON.stringify(value) ?? 'null';
      const pollution = `"${key}":{"polluted":true,"isAdmin":true,"prototype":{"polluted":true}}`;
      return {
        kind: 'prototype-keys',
        contentType: 'application/json',
        text: text.startsWith('{') ? `{${pollution}${text === '{}' ? '' : ','}${text.slice(1)}` : `{${pollution}}`,
      };
    }),
    fc.tuple(fc.nat(), fc.constantFrom(64, 2_000, 12_000), fc.boolean()).map(([n, depth, object]) => {
      const target = fields.length > 0 ? fields[n % fields.length]!.path : null;
      const deep = nested(depth, object);
      if (!target) return { kind: 'deep-nesting', contentType: 'application/json', text: deep };
      const marker = '"__DEEP__"';
      return { kind: 'deep-nesting', contentType: 'application/json', text: JSON.stringify(setAt(value, target, '__DEEP__')).replace(marker, deep) };
    }),
    fc.constantFrom<Json>(null, 42, 'text', true, []).map((root) => jsonBody(root, 'wrong-root')),
  );
}

/** Bodies that are not the route's JSON at all. */
function garbage(value: Json): Arbitrary<FuzzBody> {
  const text = JSON.stringify(value) ?? 'null';
  const flat = Object.entries(value && typeof value === 'object' && !Array.isArray(value) ? value : { value }).map(([key, field]) => [
    key,
    typeof field === 'string' ? field : (JSON.stringify(field) ?? ''),
  ]);
  return fc.oneof(
    fc.constantFrom(...INVALID_JSON).map((bad) => ({ kind: 'invalid-json', contentType: 'application/json', text: bad })),
    fc.constantFrom(...WRONG_CONTENT_TYPES).map((type) => ({ kind: 'wrong-content-type', contentType: type || undefined, text })),
    fc.constant({ kind: 'form-encoded', contentType: 'application/x-www-form-urlencoded', text: new URLSearchParams(flat).toString() }),
    fc.constant({
      kind: 'multipart',
      contentType: 'multipart/form-data; boundary=fuzzboundary',
      text: `${flat.map(([key, field]) => `--fuzzboundary\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${field}\r\n`).join('')}--fuzzboundary--\r\n`,
    }),
    fc
      .constantFrom(
        '--fuzzboundary\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--fuzzboundary--',
        '--broken\r\n\r\n',
        'garbage',
      )
      .map((body) => ({ kind: 'multipart', contentType: 'multipart/form-data; boundary=fuzzboundary', text: body })),
    fc.constant({ kind: 'empty', contentType: 'application/json', text: '' }),
  );
}

function bodyArbitrary(route: ApiRoute, method: HttpMethod): Arbitrary<FuzzBody> {
  if (method === 'GET') return fc.constant({ kind: 'none' });
  const base = route.bodySchema ? zodArbitrary(route.bodySchema) : fc.dictionary(fc.string({ maxLength: 10 }), anyJson, { maxKeys: 4 });
  return base.chain((value) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constant(jsonBody(value, route.bodySchema ? 'from-schema' : 'any-json')) },
      { weight: 6, arbitrary: mutated(value) },
      { weight: 2, arbitrary: garbage(value) },
    ),
  );
}

function queryArbitrary(route: ApiRoute, method: HttpMethod): Arbitrary<string> {
  if (method !== 'GET') return fc.constant('');
  const hostile = fc.dictionary(
    fc.constantFrom('page', 'limit', 'q', 'page-type', 'imageType', 'division', 'sort', 'tag', 'id', 'paginate'),
    fc.oneof(fc.constantFrom(...HOSTILE_SEGMENTS), fc.integer().map(String), fc.string({ maxLength: 20 })),
    { maxKeys: 3 },
  );
  const fromSchema = route.querySchema
    ? zodArbitrary(route.querySchema).map((value) =>
        value && typeof value === 'object' && !Array.isArray(value)
          ? Object.fromEntries(Object.entries(value).map(([key, field]) => [key, typeof field === 'string' ? field : JSON.stringify(field)]))
          : {},
      )
    : hostile;
  return fc.oneof(fc.constant({}), fromSchema, hostile).map((params) => {
    const search = new URLSearchParams(params as Record<string, string>).toString();
    return search ? `?${search}` : '';
  });
}

function pathArbitrary(route: ApiRoute, pools: ParamPools): Arbitrary<string> {
  const parts = route.segments.map((segment) => {
    if (segment.literal !== undefined) return fc.constant(segment.literal);
    const real = pools[segment.param!] ?? pools.id ?? ['1'];
    const value = fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...real) },
      { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS) },
      { weight: 1, arbitrary: fc.string({ maxLength: 12 }).map(encodeURIComponent) },
    );
    const withRest = segment.rest ? fc.array(value, { minLength: 1, maxLength: 3 }).map((values) => values.join('/')) : value;
    return withRest.map((text) => `${text}${segment.suffix ?? ''}`);
  });
  const last = route.segments.at(-1);
  const isFile = Boolean(last?.suffix?.includes('.') || last?.literal?.includes('.'));
  return fc.tuple(...parts).map((values) => `/${values.join('/')}${isFile ? '' : '/'}`.replace(/\/{2,}/g, '/'));
}

function methodArbitrary(route: ApiRoute): Arbitrary<HttpMethod> {
  const own = HTTP_METHODS.filter((method) => route.methods.includes(method));
  const exported = own.length > 0 ? own : [...HTTP_METHODS];
  // Now and then a method the route does not answer: it must be refused cleanly too.
  return fc.oneof(
    { weight: 9, arbitrary: fc.constantFrom(...exported) },
    { weight: 1, arbitrary: fc.constantFrom(...HTTP_METHODS.filter((method) => !answers(route, method) || route.methods.includes('ALL'))) },
  );
}

export function requestArbitrary(routes: ApiRoute[], pools: ParamPools): Arbitrary<FuzzRequest> {
  return fc.constantFrom(...routes).chain((route) =>
    methodArbitrary(route).chain((method) =>
      fc.record({
        route: fc.constant(route),
        method: fc.constant(method),
        session: fc.constantFrom<SessionName>('visitor', 'customer', 'owner'),
        host: fc.oneof(
          { weight: 16, arbitrary: fc.constant('demo') },
          { weight: 3, arbitrary: fc.constant('north') },
          { weight: 1, arbitrary: fc.constantFrom('nosuchstore', 'localhost') },
        ),
        path: fc.tuple(pathArbitrary(route, pools), queryArbitrary(route, method)).map(([path, query]) => `${path}${query}`),
        body: bodyArbitrary(route, method),
        noXsrf: fc.nat({ max: 19 }).map((n) => n === 0),
      }),
    ),
  );
}

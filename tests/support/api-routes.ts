// Every non-page route of the app (src/pages/**/*.ts: the omnis API and the other endpoints),
// read from the route files themselves so a new route is fuzzed without anyone listing it:
// its URL pattern, the methods it exports, and the zod schema it reads its body or query with
// (the identifier passed to readJson/readBasketBody or `.parse(`d, resolved through the file's
// imports to the module that exports it).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { PROJECT_ROOT } from './server.ts';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

export interface RouteSegment {
  /** A literal path part, or a parameter (`rest` for `[...rest]`) with its literal suffix (`[code].pdf`). */
  literal?: string;
  param?: string;
  rest?: boolean;
  suffix?: string;
}

export interface SchemaRef {
  /** The identifier in the route file. */
  name: string;
  /** The module exporting it (absolute path), or null when the route defines it itself. */
  module: string | null;
  /** Read from the body (readJson/readBasketBody) or from the query string (`.parse(` of searchParams). */
  source: 'body' | 'query';
}

export interface ApiRoute {
  /** src/pages-relative file, e.g. omnis/v3/basket/update.ts */
  file: string;
  /** /omnis/v3/divisions/[division]/pages/[id]/ */
  pattern: string;
  segments: RouteSegment[];
  /** Exported handlers; ALL means any method. */
  methods: (HttpMethod | 'ALL')[];
  schemas: SchemaRef[];
  /** The body schema resolved by loadSchemas(); undefined when none could be imported. */
  bodySchema?: z.ZodType;
  querySchema?: z.ZodType;
}

const PAGES_DIR = path.join(PROJECT_ROOT, 'src/pages');

function routeFiles(directory: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) files.push(...routeFiles(full));
    else if (/\.ts$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name)) files.push(full);
  }
  return files;
}

function segmentsOf(file: string): RouteSegment[] {
  const parts = file.replace(/\.ts$/, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.map((part) => {
    const match = /^\[(\.\.\.)?([A-Za-z]+)\](.*)$/.exec(part);
    if (!match) return { literal: part };
    return { param: match[2], rest: Boolean(match[1]), suffix: match[3] || undefined };
  });
}

/** `readJson(request, Body…` / `readBasketBody(context.request, Body…` / `Query.parse(…searchParams…)`. */
function schemaNames(source: string): { name: string; source: 'body' | 'query' }[] {
  const found = new Map<string, 'body' | 'query'>();
  for (const match of source.matchAll(/read(?:Json|BasketBody)\(\s*[\w.]+\s*,\s*([A-Z][A-Za-z0-9_]*)/g)) found.set(match[1]!, 'body');
  for (const match of source.matchAll(/\b([A-Z][A-Za-z0-9_]*)\.parse\(([^;\n]*)/g)) {
    if (found.has(match[1]!)) continue;
    found.set(match[1]!, /searchParams|query/i.test(match[2]!) ? 'query' : 'body');
  }
  // Wrappers taking the schema first: orderChangeRoute(AddressBody, …), atlasOrderAction(RefundBody, …).
  for (const match of source.matchAll(/\w\(\s*([A-Z][A-Za-z0-9_]*(?:Body|Input))\b/g)) if (!found.has(match[1]!)) found.set(match[1]!, 'body');
  return [...found].map(([name, where]) => ({ name, source: where }));
}

function importedFrom(source: string, name: string, file: string): string | null {
  for (const match of source.matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'/g)) {
    const names = match[1]!.split(',').map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .at(-1),
    );
    if (names.includes(name)) return path.resolve(path.dirname(file), match[2]!);
  }
  return null;
}

export function listApiRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = [];
  for (const full of routeFiles(PAGES_DIR)) {
    const file = path.relative(PAGES_DIR, full);
    const source = readFileSync(full, 'utf8');
    const methods = [
      ...new Set(
        [...source.matchAll(/export\s+(?:const|async\s+function|function)\s+(GET|POST|PUT|PATCH|DELETE|ALL)\b/g)].map(
          (match) => match[1] as HttpMethod | 'ALL',
        ),
      ),
    ];
    if (methods.length === 0) continue;
    const segments = segmentsOf(file);
    const last = segments.at(-1);
    const isFile = Boolean(last?.suffix?.includes('.') || last?.literal?.includes('.'));
    const pattern = `/${segments.map((segment) => segment.literal ?? `[${segment.rest ? '...' : ''}${segment.param}]${segment.suffix ?? ''}`).join('/')}${isFile ? '' : '/'}`;
    const schemas = schemaNames(source).map(({ name, source: where }) => ({ name, module: importedFrom(source, name, full), source: where }));
    routes.push({ file, pattern: pattern.replace(/\/+$/, isFile ? '' : '/') || '/', segments, methods, schemas });
  }
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

/** Imports each route's schema modules and keeps the zod schemas found there. */
export async function loadSchemas(routes: ApiRoute[]): Promise<void> {
  const modules = new Map<string, Record<string, unknown>>();
  for (const route of routes) {
    for (const ref of route.schemas) {
      if (!ref.module) continue;
      const modulePath = /\.[a-z]+$/.test(ref.module) ? ref.module : `${ref.module}.ts`;
      if (!modules.has(modulePath)) modules.set(modulePath, (await import(modulePath)) as Record<string, unknown>);
      const schema = modules.get(modulePath)![ref.name];
      if (!isZod(schema)) continue;
      if (ref.source === 'body') route.bodySchema ??= schema;
      else route.querySchema ??= schema;
    }
  }
}

const isZod = (value: unknown): value is z.ZodType => typeof value === 'object' && value !== null && '_zod' in value;

/** Whether a route answers `method` (an ALL export answers everything). */
export const answers = (route: ApiRoute, method: HttpMethod): boolean => route.methods.includes(method) || route.methods.includes('ALL');

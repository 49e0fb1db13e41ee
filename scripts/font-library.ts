// Writes themes/font-library.ts, the catalogue of font families a theme may use, at
// development time (never at build or test time: the catalogue is committed).
//
//   npm pack google-font-metadata && tar xzf google-font-metadata-*.tgz
//   npx node scripts/font-library.ts --metadata package/data [--ranking fontsource.tsv] && npx biome format --write themes/font-library.ts
//
// Families are the most used Fontsource packages: the npm registry's search (scope:fontsource,
// ranked by popularity), or, where that service is not reachable, a ranking file of
// "name<TAB>version<TAB>monthly downloads" lines. Weights, italics and categories come from
// google-font-metadata, the data Fontsource builds its packages from. Only families with a
// latin subset and a regular (400) face qualify; icon fonts do not.

import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { FONT_FAMILIES } from '../themes/fonts.ts';
import * as STACKS from '../themes/font-fallbacks.ts';

const LIBRARY_SIZE = 230;
const OUTPUT = resolve(dirname(fileURLToPath(import.meta.url)), '../themes/font-library.ts');
const SEARCH = 'https://registry.npmjs.org/-/v1/search?text=scope:fontsource&size=250&popularity=1.0';

interface Ranked {
  id: string;
  version: string;
}
interface Metadata {
  family: string;
  id: string;
  subsets: string[];
  weights: number[];
  styles: string[];
}
type Category = 'sans-serif' | 'serif' | 'display' | 'handwriting' | 'monospace';

async function rankingFromRegistry(): Promise<Ranked[]> {
  const response = await fetch(SEARCH, { signal: AbortSignal.timeout(30_000) });
  if (!response.ok) throw new Error(`registry search answered ${response.status}`);
  const body = (await response.json()) as { objects: { package: { name: string; version: string } }[] };
  return body.objects.map(({ package: pkg }) => ({ id: pkg.name.replace('@fontsource/', ''), version: pkg.version }));
}

async function rankingFromFile(file: string): Promise<Ranked[]> {
  const rows = (await readFile(file, 'utf8'))
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([name]) => name?.startsWith('@fontsource/'));
  rows.sort((a, b) => Number(b[2]) - Number(a[2]));
  return rows.map(([name, version]) => ({ id: String(name).slice('@fontsource/'.length), version: String(version) }));
}

/** Headings take display and handwriting faces; body text the plain ones; sans and serif do both. */
function roleOf(category: Category): 'display' | 'standard' | 'both' {
  if (category === 'display' || category === 'handwriting') return 'display';
  if (category === 'monospace') return 'standard';
  return 'both';
}
const FALLBACK: Record<Category, string> = { 'sans-serif': 'SANS', serif: 'SERIF', display: 'SANS', handwriting: 'HAND', monospace: 'MONO' };

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { metadata: { type: 'string' }, ranking: { type: 'string' } } });
  if (!values.metadata) throw new Error('--metadata <google-font-metadata data folder> is required');
  const byId = new Map<string, Metadata>();
  for (const family of Object.values(JSON.parse(await readFile(join(values.metadata, 'google-fonts-v1.json'), 'utf8')) as Record<string, Metadata>))
    byId.set(family.id, family);
  const categories = new Map<string, Category>();
  for (const entry of JSON.parse(await readFile(join(values.metadata, 'api-response.json'), 'utf8')) as { family: string; category: Category }[])
    categories.set(entry.family, entry.category);

  const ranking = await rankingFromRegistry().catch(async (error: Error) => {
    if (!values.ranking) throw new Error(`${error.message}; pass --ranking <file>`);
    return rankingFromFile(values.ranking);
  });
  const installed = new Set<string>(Object.values(FONT_FAMILIES).map((family) => family.package.slice('@fontsource/'.length)));
  const qualifies = (rank: Ranked) => {
    const meta = byId.get(rank.id);
    return meta && categories.has(meta.family) && meta.subsets.includes('latin') && meta.weights.includes(400) && !/icon|symbol/i.test(meta.family);
  };
  // The installed (bundled) families always belong; the most used others fill the rest.
  const chosen = ranking.filter((rank) => installed.has(rank.id) && qualifies(rank));
  for (const rank of ranking) {
    if (chosen.length >= LIBRARY_SIZE) break;
    if (!installed.has(rank.id) && qualifies(rank) && !chosen.some((c) => c.id === rank.id)) chosen.push(rank);
  }
  const missing = [...installed].filter((id) => !chosen.some((c) => c.id === id));
  if (missing.length > 0) throw new Error(`installed families missing from the ranking: ${missing.join(', ')}`);

  const lines = chosen
    .map((rank) => {
      const meta = byId.get(rank.id) as Metadata;
      const category = categories.get(meta.family) as Category;
      const weights = [...meta.weights].sort((a, b) => a - b);
      // A bundled family keeps the use and fallback fonts.ts gives it.
      const bundled = Object.values(FONT_FAMILIES).find((family) => family.package === `@fontsource/${rank.id}`);
      const use = bundled?.use ?? roleOf(category);
      const fallback = bundled ? (Object.entries(STACKS).find(([, stack]) => stack === bundled.fallback)?.[0] ?? FALLBACK[category]) : FALLBACK[category];
      return `  row(${JSON.stringify(meta.family)}, '${meta.id}', '${rank.version}', '${category}', '${use}', [${weights.join(', ')}], ${meta.styles.includes('italic')}, ${fallback}),`;
    })
    .sort((a, b) => a.localeCompare(b));
  const source = `// Generated by scripts/font-library.ts from the npm registry's Fontsource packages and
// google-font-metadata; do not edit by hand, run the script again. Data only.

import { ${[...new Set(lines.map((line) => /, (\w+)\),$/.exec(line)?.[1]))].sort().join(', ')} } from './font-fallbacks.ts';
import { type LibraryFamily, libraryFamily as row } from './font-library-types.ts';

// One family a line: name, Fontsource id and version, category, use, weights, italic, fallback.
export const FONT_LIBRARY: readonly LibraryFamily[] = [
${lines.join('\n')}
];
`;
  await writeFile(OUTPUT, source);
  console.log(`font library: ${chosen.length} families → ${OUTPUT}`);
}

await main();

// `npm run bench:search`: catalogue search on a store grown to 1,000, 10,000 and 100,000
// products, on SQLite and PostgreSQL (cost stays flat as a store grows). Each
// size is timed with the queries of scripts/search-bench-store.ts (retrieval through the
// full-text index of migration 0042 and the spec's weighting: what the search page pays),
// and the figures go into the search section of docs/benchmarks.md.
//
//   npm run bench:search [-- --sizes 1000,10000,100000 --db sqlite,postgres --runs 30]
import { readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_QUERIES, growStore, openBenchStore, timeSearches, type SearchTimes } from './search-bench-store.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '1000,10000,100000' },
    db: { type: 'string', default: 'sqlite,postgres' },
    runs: { type: 'string', default: '30' },
    'no-write': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const dialects = values.db.split(',') as Array<'sqlite' | 'postgres'>;
const runs = Number(values.runs);

const results: Array<{ dialect: string; size: number; growSeconds: number; times: SearchTimes }> = [];
const loadBefore = os.loadavg()[0]!;
for (const dialect of dialects) {
  const store = await openBenchStore(dialect);
  try {
    for (const size of sizes) {
      const started = performance.now();
      await growStore(store, size);
      const growSeconds = Math.round((performance.now() - started) / 100) / 10;
      const times = await timeSearches(store, runs);
      results.push({ dialect, size, growSeconds, times });
      console.log(`${dialect} ${size.toLocaleString('en-GB')} products (grown in ${growSeconds} s): median ${times.median} ms, p95 ${times.p95} ms`);
      for (const [label, figures] of Object.entries(times.queries))
        console.log(`  ${label.padEnd(14)} median ${figures.median} ms, p95 ${figures.p95} ms, ${figures.results} results`);
    }
  } finally {
    await store.close();
  }
}

const SECTION_START = '<!-- search-bench:start -->';
const SECTION_END = '<!-- search-bench:end -->';
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const lines = [
  SECTION_START,
  '## Search: cost as a store grows',
  '',
  `Produced by \`npm run bench:search\` (scripts/bench-search.ts) on ${new Date().toISOString().slice(0, 10)} (${os.cpus().length} × ${cpu}, Node ${process.version}, load average ${loadBefore.toFixed(2)} before, ${os.loadavg()[0]!.toFixed(2)} after; the machine is shared, so figures vary with other work).`,
  `One store grown in bulk to each size (scripts/search-bench-store.ts); ${runs} timed searches of each of ${BENCH_QUERIES.length} queries (${BENCH_QUERIES.map(([, term]) => `“${term}”`).join(', ')}) per size: retrieval through the full-text index and the spec's weighting of at most 200 candidates (docs/catalogue.md "Search").`,
  '',
  '| database | products | median ms | p95 ms | p95 vs 1k | slowest query (p95 ms) |',
  '|---|---:|---:|---:|---:|---|',
  ...results.map(({ dialect, size, times }) => {
    const base = results.find((entry) => entry.dialect === dialect && entry.size === sizes[0])!.times.p95;
    const [slowest, figures] = Object.entries(times.queries).sort((a, b) => b[1].p95 - a[1].p95)[0]!;
    return `| ${dialect} | ${size.toLocaleString('en-GB')} | ${times.median} | ${times.p95} | ${(times.p95 / base).toFixed(2)}× | ${slowest} (${figures.p95}) |`;
  }),
  SECTION_END,
];
console.log(lines.join('\n'));
if (!values['no-write']) {
  const file = path.join(process.cwd(), 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8');
  const section = lines.join('\n');
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  await writeFile(
    file,
    start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + SECTION_END.length) : `${current.trimEnd()}\n\n${section}\n`,
  );
}
process.exit(0);

// Catalogue search cost stays flat as a store grows, on both
// databases. One store, grown in bulk to 2,000 products and then to 20,000 (bounded, CI), or
// 10,000 then 100,000 (full), timed with the benchmark's queries (scripts/search-bench-store.ts)
// at both sizes: the typical search must not cost 3× more at ten times the size, and the slow
// end stays under a generous bound. The smaller size is one where the benchmark's common
// queries already find the 200 candidates search scores at most (below it a search does less
// work because there is less to find, docs/reliability.md "Search"). `npm run bench:search`
// gives the 1k / 10k / 100k figures for docs/benchmarks.md.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL_ENV, startPostgres } from '../../scripts/postgres.mjs';
import { growStore, openBenchStore, timeSearches, type BenchStore, type SearchTimes } from '../../scripts/search-bench-store.ts';
import { recordFigures, scaled } from '../support/reliability.ts';

const SMALL = scaled(2_000, 10_000);
const LARGE = scaled(20_000, 100_000);
const RUNS = scaled(10, 30);
/** The larger store's median search may cost at most this many times the smaller's. */
const MAX_RATIO = 3;
/** Generous: the machine is shared (2 cores), and this is retrieval plus weighting of 200 products. */
const MAX_P95_MS = 750;

let cluster: Awaited<ReturnType<typeof startPostgres>> | undefined;

beforeAll(async () => {
  if (!process.env[POSTGRES_URL_ENV]) cluster = await startPostgres({ log: () => {} });
});

afterAll(async () => {
  await cluster?.stop();
});

describe.each(['sqlite', 'postgres'] as const)('search on a growing store (%s)', (dialect) => {
  let store: BenchStore | undefined;

  afterAll(async () => {
    await store?.close();
  });

  it(`costs about the same at ${LARGE.toLocaleString('en-GB')} products as at ${SMALL.toLocaleString('en-GB')}`, async () => {
    store = await openBenchStore(dialect, cluster?.urlBase ?? process.env[POSTGRES_URL_ENV]);
    await growStore(store, SMALL);
    const small: SearchTimes = await timeSearches(store, RUNS);
    const started = performance.now();
    await growStore(store, LARGE);
    const growSeconds = Math.round((performance.now() - started) / 100) / 10;
    const large: SearchTimes = await timeSearches(store, RUNS);

    const ratio = Math.round((large.median / Math.max(small.median, 0.5)) * 100) / 100;
    recordFigures(
      'search',
      {
        smallProducts: SMALL,
        largeProducts: LARGE,
        runsPerQuery: RUNS,
        smallMedianMs: small.median,
        smallP95Ms: small.p95,
        largeMedianMs: large.median,
        largeP95Ms: large.p95,
        medianRatio: ratio,
        growSeconds,
        ...Object.fromEntries(Object.entries(large.queries).map(([label, figures]) => [`large ${label} p95Ms`, figures.p95])),
      },
      dialect,
    );
    // Every query found what the catalogue holds: the timing is of real work.
    expect(large.queries['common word']!.results).toBe(200);
    expect(large.queries['rare code']!.results).toBeGreaterThan(0);
    expect(large.queries['no match']!.results).toBe(0);
    expect(large.p95).toBeLessThan(MAX_P95_MS);
    expect(ratio).toBeLessThan(MAX_RATIO);
  });
});

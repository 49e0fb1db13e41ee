// Crash safety: kill -9 the server (its whole process group) in the middle of
// order placements, basket writes and page publishes, start it again on the same database,
// and check that every write it acknowledged is there whole and nothing is half-written.
// `scaled(5, 50)` kills per database; CRASH_SEED repeats a run's choices.
//
// Each round: the server runs; basket, order and page writers send writes through the real
// calls (crash/writers.ts) and note each 2xx; at a random moment while writes are out the
// process group gets SIGKILL; the server starts again and every entity of every round so far
// is read back (crash/ledger.ts: the acknowledged state, or that with the write in flight
// applied whole), pages are visited (the render cache must serve the live version) and the
// data is searched for half-written rows (crash/invariants.ts).
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { POSTGRES_URL_ENV, startPostgres } from '../../scripts/postgres.mjs';
import { openDatabase, type Connection } from '../../src/platform/db/database.ts';
import { freePort } from '../support/ports.ts';
import { copySeededSqlite, createServerDatabase, PROJECT_ROOT } from '../support/server.ts';
import { recordFigures, RELIABILITY_SCALE, scaled } from '../support/reliability.ts';
import { CrashServer } from './crash/server-process.ts';
import { pageStore, productChoices } from './crash/fixtures.ts';
import { Random } from './crash/random.ts';
import { Round, verifyEntities, WRITE_KINDS, type Entity } from './crash/ledger.ts';
import { basketWriter, orderWriter, pageWriter, signIn, type PageSite, type Shop } from './crash/writers.ts';
import { halfWritten } from './crash/invariants.ts';

type DbKind = 'sqlite' | 'postgres';

const ROUNDS = scaled(5, 50);
const SEED = Number(process.env.CRASH_SEED ?? 13_13);
/** The kill lands this long after the writers start (then waits for a write to be out). */
const KILL_AFTER_MS = { min: 300, max: 2500 };
const WRITERS = { basket: 3, order: 3, page: 2 };

const cleanups: (() => Promise<void> | void)[] = [];
let postgres: Awaited<ReturnType<typeof startPostgres>> | undefined;

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  await postgres?.stop();
});

async function databaseUrl(kind: DbKind, stamp: string): Promise<string> {
  if (kind === 'sqlite') {
    // Beside the test servers' databases (var/test/db/<name>-<time>-<pid>), on the project's disk.
    const directory = path.join(PROJECT_ROOT, 'var/test/db', `crash-${stamp}-${process.pid}`);
    mkdirSync(directory, { recursive: true });
    cleanups.push(() => rmSync(directory, { recursive: true, force: true }));
    const file = path.join(directory, 'printfront.sqlite');
    copySeededSqlite(file); // the run's seeded demo stores, if any: the server seeds them otherwise
    return file;
  }
  if (!process.env[POSTGRES_URL_ENV] && !postgres) postgres = await startPostgres({ log: () => {} });
  return createServerDatabase(`printfront_crash_${stamp}_${process.pid}`, postgres?.urlBase ?? process.env[POSTGRES_URL_ENV]);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function crashRuns(kind: DbKind): Promise<void> {
  const random = new Random(SEED + (kind === 'postgres' ? 1 : 0));
  const stamp = Date.now().toString(36);
  const server = new CrashServer({ name: `crash-${kind}`, port: await freePort(), databaseUrl: await databaseUrl(kind, stamp) });
  cleanups.push(() => server.stop());
  await server.start();
  const connection: Connection = await openDatabase(server.options.databaseUrl);
  cleanups.push(() => connection.db.destroy());
  const { db } = connection;

  const demo = await db.selectFrom('divisions').select('id').where('subdomain', '=', 'demo').executeTakeFirstOrThrow();
  const shop: Shop = { port: server.port, subdomain: 'demo', division: demo.id, choices: await productChoices(db, demo.id, 4) };
  const orderEmailPrefix = `crash-${kind}-${stamp}-`;
  const pageDivisions: number[] = [];
  const ledger: Entity[] = [];
  const figures = {
    acknowledged: { order: 0, basket: 0, page: 0 },
    inFlightAtKill: { order: 0, basket: 0, page: 0 },
    appliedInFlight: 0,
    lost: [] as string[],
    halfWritten: [] as string[],
    served: [] as string[],
    refusals: [] as string[],
    failures: [] as string[],
    restartMs: [] as number[],
  };
  const seenFindings = new Map<string, string>();
  const started = performance.now();

  for (let number = 1; number <= ROUNDS; number += 1) {
    const site: PageSite = { port: server.port, ...(await pageStore(db, `crash-${kind}-${stamp}-${number}`)) };
    pageDivisions.push(site.division);
    const owners = await Promise.all(Array.from({ length: WRITERS.page }, () => signIn(site)));

    const round = new Round();
    const writers = [
      ...Array.from({ length: WRITERS.basket }, (_, index) => basketWriter(round, shop, random, `basket-r${number}-${index}`)),
      ...Array.from({ length: WRITERS.order }, (_, index) => orderWriter(round, shop, random, `${orderEmailPrefix}r${number}-o${index}`)),
      ...owners.map((owner, index) => pageWriter(round, site, owner, `crash-r${number}-p${index}`)),
    ];
    // Kill at a random moment, once at least one write is out.
    await sleep(random.int(KILL_AFTER_MS.min, KILL_AFTER_MS.max));
    for (let waited = 0; round.outstandingWrites() === 0 && waited < 5000; waited += 1) await sleep(1);
    for (const kind of WRITE_KINDS) figures.inFlightAtKill[kind] += round.outstanding[kind];
    round.killed = true;
    await server.kill();
    await Promise.all(writers);
    figures.restartMs.push(await server.start());

    for (const kind of WRITE_KINDS) figures.acknowledged[kind] += round.acknowledged[kind];
    figures.refusals.push(...round.refusals.map((refusal) => refusal.what));
    figures.failures.push(...round.failures);
    ledger.push(...round.entities);
    // Every round's entities, not only this one's: a later kill must not undo an earlier write.
    const verdict = await verifyEntities(db, ledger);
    figures.appliedInFlight += verdict.applied;
    figures.lost.push(...verdict.lost.map((line) => `round ${number}: ${line}`));
    figures.served.push(...verdict.served.map((line) => `round ${number}: ${line}`));
    // A finding stays until its rows change: each is counted once, at the round that found it.
    for (const finding of await halfWritten(db, { orderEmailPrefix, pageDivisions }))
      if (!seenFindings.has(finding)) seenFindings.set(finding, `round ${number}: ${finding}`);
    figures.halfWritten = [...seenFindings.values()];
  }

  const acknowledged = figures.acknowledged.order + figures.acknowledged.basket + figures.acknowledged.page;
  const summary = {
    seed: SEED,
    rounds: ROUNDS,
    writesAcknowledged: acknowledged,
    orderWritesAcknowledged: figures.acknowledged.order,
    basketWritesAcknowledged: figures.acknowledged.basket,
    pageWritesAcknowledged: figures.acknowledged.page,
    writesInFlightAtKill: figures.inFlightAtKill.order + figures.inFlightAtKill.basket + figures.inFlightAtKill.page,
    orderWritesInFlightAtKill: figures.inFlightAtKill.order,
    basketWritesInFlightAtKill: figures.inFlightAtKill.basket,
    pageWritesInFlightAtKill: figures.inFlightAtKill.page,
    inFlightWritesFoundApplied: figures.appliedInFlight,
    lost: figures.lost.length,
    halfWritten: figures.halfWritten.length,
    servedWrong: figures.served.length,
    refusedWrites: figures.refusals.length,
    restartMsMedian: median(figures.restartMs),
    restartMsMax: Math.max(...figures.restartMs),
    durationS: Math.round((performance.now() - started) / 1000),
  };
  recordFigures('crash', summary, kind);
  console.log(`crash ${kind} (${RELIABILITY_SCALE}):`, summary);

  expect(figures.lost, 'acknowledged writes lost').toEqual([]);
  expect(figures.halfWritten, 'half-written data').toEqual([]);
  expect(figures.served, 'pages served other than their live version').toEqual([]);
  expect(figures.refusals, 'writes refused while the server ran').toEqual([]);
  expect(figures.failures, 'requests failed before a kill').toEqual([]);
  // The run proves something only if it killed the server with writes of every kind out and answered.
  expect(summary.writesInFlightAtKill).toBeGreaterThanOrEqual(ROUNDS);
  for (const kind of WRITE_KINDS) {
    expect(figures.acknowledged[kind], `${kind} writes acknowledged`).toBeGreaterThan(0);
    expect(figures.inFlightAtKill[kind], `${kind} writes in flight at a kill`).toBeGreaterThan(0);
  }
}

describe('crash safety: kill -9 during writes', () => {
  for (const kind of ['sqlite', 'postgres'] as const) {
    it(`keeps every acknowledged write and nothing half-written over ${ROUNDS} kills on ${kind}`, () => crashRuns(kind));
  }
});

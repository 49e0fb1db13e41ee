// The LISTEN client that tells an instance of other instances' content changes
// connects again and listens again after its connection drops (PostgreSQL only).
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announceContentVersion, listenForContentVersions } from '../../src/platform/render-cache/notify.ts';
import { testServer } from '../support/api.ts';
import { eventually } from '../support/eventually.ts';
import { freshDatabase, type FreshDatabase } from '../support/fresh-database.ts';

const onPostgres = testServer().db === 'postgres';

describe.runIf(onPostgres)('the content-version listener', () => {
  let database: FreshDatabase;
  let stop: () => Promise<void> = async () => {};
  const heard: string[] = [];
  const logged: string[] = [];
  let version = 0;

  beforeAll(async () => {
    database = await freshDatabase('listen');
    stop = await listenForContentVersions(database.url, {
      onVersion: (divisionId, v) => heard.push(`${divisionId}:${v}`),
      retryMs: 50,
      log: (line) => logged.push(line),
    });
  });
  afterAll(async () => {
    await stop();
    await database.close();
  });

  /** Announces new versions until one is heard (one sent while it reconnects is lost, as NOTIFY is). */
  const announceUntilHeard = () =>
    eventually(
      async () => {
        version += 1;
        await announceContentVersion(database.connection.db, 7, version);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return heard.includes(`7:${version}`);
      },
      Boolean,
      10_000,
    );

  const listenerBackends = async () => {
    const { rows } = await sql<{ pid: number }>`select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.execute(
      database.connection.db,
    );
    return rows;
  };

  it('hears a change announced by another instance', async () => {
    expect(await announceUntilHeard()).toBe(true);
  });

  it('listens again after its backend is terminated', async () => {
    const before = await listenerBackends();
    expect(before).toHaveLength(1);
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`.execute(
      database.connection.db,
    );
    await eventually(listenerBackends, (rows) => rows.length === 1 && rows[0]!.pid !== before[0]!.pid, 10_000);
    expect(await announceUntilHeard()).toBe(true);
    expect(logged.some((line) => line.includes('listening for content changes again'))).toBe(true);
  });

  it('stops for good when asked', async () => {
    await stop();
    stop = async () => {};
    expect(await eventually(listenerBackends, (rows) => rows.length === 0)).toEqual([]);
  });
});

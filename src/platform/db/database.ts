import fs from 'node:fs';
import path from 'node:path';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type SqliteDialectConfig,
} from 'kysely';
import { config, isPostgresUrl } from '../config/config.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface Connection {
  db: Db;
  dialect: DialectName;
}

async function sqliteDialect(file: string): Promise<Dialect> {
  const { default: SQLite } = await import('better-sqlite3');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const database = new SQLite(file);
  // WAL lets readers run while a writer commits. FULL syncs the WAL at every commit, so a
  // write the server has answered survives a power cut too, not only a killed process
  // (NORMAL can lose the last commits then). The reliability suite checks it: tests/reliability/crash.test.ts.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  // No waiting inside SQLite: its busy handler sleeps on the thread, and a server process
  // frozen while another (`npm start`'s sibling, a CLI) commits would stall every request
  // it holds. The driver below waits for the write lock between event-loop turns instead.
  database.pragma('busy_timeout = 0');
  // Kysely prepares every query afresh; re-using prepared statements saves a parse per query.
  const prepare = database.prepare.bind(database);
  const statements = new Map<string, ReturnType<typeof prepare>>();
  database.prepare = ((source: string) => {
    let statement = statements.get(source);
    if (!statement) {
      statement = prepare(source);
      if (statements.size > 500) statements.clear();
      statements.set(source, statement);
    }
    return statement;
  }) as typeof database.prepare;
  return new ImmediateSqliteDialect({ database });
}

/** How long a statement waits for another connection's write lock before "database is locked" (was busy_timeout). */
export const SQLITE_BUSY_WAIT_MS = 5000;

/**
 * SQLite transactions take the write lock when they begin. A deferred transaction that
 * reads first (createStore checks the sub-domain, then inserts) cannot upgrade to a writer
 * once another connection has committed meanwhile: SQLite answers "database is locked" at
 * once, however long it may wait. BEGIN IMMEDIATE waits its turn instead.
 *
 * The waiting happens here, not in SQLite: a statement that finds the write lock taken
 * (SQLITE_BUSY: BEGIN IMMEDIATE, or a write outside a transaction) is tried again after 1,
 * 2, 4… ms (at most 50 ms apart) for up to SQLITE_BUSY_WAIT_MS, while the event loop serves
 * other requests. A statement that failed busy changed nothing, so trying it again is safe.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  #waiting: DatabaseConnection | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.#waiting ??= waitingWhenBusy(connection);
    return this.#waiting;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

function waitingWhenBusy(connection: DatabaseConnection): DatabaseConnection {
  return {
    async executeQuery(query) {
      const until = performance.now() + SQLITE_BUSY_WAIT_MS;
      for (let delay = 1; ; delay = Math.min(delay * 2, 50)) {
        try {
          return await connection.executeQuery(query);
        } catch (error) {
          if ((error as { code?: unknown }).code !== 'SQLITE_BUSY' || performance.now() >= until) throw error;
          await new Promise((resolve) => setTimeout(resolve, delay));
        }
      }
    },
    streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
  };
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

async function postgresDialect(url: string): Promise<Dialect> {
  const { default: pg } = await import('pg');
  // Integers beyond 2^31 (COUNT, BIGINT) would otherwise arrive as strings.
  pg.types.setTypeParser(20, (value: string) => Number(value));
  return new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 10 }) });
}

/**
 * Opens a connection (DATABASE_URL unless another URL is given). Whoever starts a process
 * opens one and passes it on (the server through its runtime); there is no global one.
 */
export async function openDatabase(url = config.databaseUrl): Promise<Connection> {
  const dialect: DialectName = isPostgresUrl(url) ? 'postgres' : 'sqlite';
  const file = url && !isPostgresUrl(url) ? path.resolve(url.replace(/^sqlite:/, '')) : config.sqlitePath;
  const kyselyDialect = dialect === 'postgres' ? await postgresDialect(url) : await sqliteDialect(file);
  return { db: new Kysely<Database>({ dialect: kyselyDialect }), dialect };
}

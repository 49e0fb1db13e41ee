import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readdirSync, readSync, closeSync, statSync } from 'node:fs';
import path from 'node:path';
import { isPostgresUrl } from '../config/config.ts';

// Backups of the one database: SQLite through its online backup API, which
// copies a consistent snapshot page by page while the server keeps writing; PostgreSQL
// through pg_dump's custom format (one consistent snapshot, restored with pg_restore).

export type BackupKind = 'sqlite' | 'postgres';

const SQLITE_MAGIC = 'SQLite format 3\0';
const PG_DUMP_MAGIC = 'PGDMP';
const POSTGRES_ROOT = '/usr/lib/postgresql';

/** A PostgreSQL client program: the newest Debian install's (pg_dump must be as new as the server), else PATH's. */
export function postgresProgram(name: 'pg_dump' | 'pg_restore'): string {
  if (existsSync(POSTGRES_ROOT)) {
    const versions = readdirSync(POSTGRES_ROOT)
      .filter((entry) => /^\d+(\.\d+)?$/.test(entry))
      .sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const program = path.join(POSTGRES_ROOT, version, 'bin', name);
      if (existsSync(program)) return program;
    }
  }
  return name;
}

/** The database a URL names: a PostgreSQL URL, or an SQLite file (as openDatabase reads it). */
export function backupKindOf(databaseUrl: string): BackupKind {
  return isPostgresUrl(databaseUrl) ? 'postgres' : 'sqlite';
}

/** Which kind of backup a file holds, from its first bytes; null when it is neither. */
export function backupFileKind(file: string): BackupKind | null {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const read = readSync(fd, head, 0, 16, 0);
    const text = head.subarray(0, read).toString('latin1');
    if (text === SQLITE_MAGIC) return 'sqlite';
    if (text.startsWith(PG_DUMP_MAGIC)) return 'postgres';
    return null;
  } finally {
    closeSync(fd);
  }
}

/** var/backups/printfront-<kind>-<UTC time>.<ext>, under the project root. */
export function defaultBackupFile(root: string, kind: BackupKind, now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return path.join(root, 'var/backups', `printfront-${kind}-${stamp}.${kind === 'sqlite' ? 'sqlite' : 'dump'}`);
}

function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString('utf8')));
    child.once('error', (error) => reject(new Error(`could not run ${program}: ${error.message}`)));
    child.once('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(program)} exited with ${code ?? signal}: ${errors.trim()}`)),
    );
  });
}

/** Writes a backup of the database at `databaseUrl` (SQLite file or PostgreSQL URL) to `out`; returns its size in bytes. */
export async function backupDatabase(databaseUrl: string, out: string): Promise<number> {
  if (existsSync(out)) throw new Error(`${out} exists already: choose another --out`);
  mkdirSync(path.dirname(path.resolve(out)), { recursive: true });
  if (backupKindOf(databaseUrl) === 'postgres') {
    await run(postgresProgram('pg_dump'), ['--format=custom', '--no-owner', '--file', out, databaseUrl]);
  } else {
    const file = sqliteFile(databaseUrl);
    if (!existsSync(file)) throw new Error(`No SQLite database at ${file}`);
    const { default: SQLite } = await import('better-sqlite3');
    // A connection of its own: the backup API reads a snapshot while the server writes on.
    const source = new SQLite(file, { fileMustExist: true });
    try {
      source.pragma('busy_timeout = 5000');
      await source.backup(out);
    } finally {
      source.close();
    }
  }
  return statSync(out).size;
}

/**
 * Restores a backup into the database at `databaseUrl`, which must be empty: a new
 * SQLite file, or a PostgreSQL database with no tables. Returns the kind restored.
 */
export async function restoreDatabase(file: string, databaseUrl: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new Error(`No backup file at ${file}`);
  const kind = backupFileKind(file);
  const target = backupKindOf(databaseUrl);
  if (!kind) throw new Error(`${file} is neither an SQLite database nor a pg_dump custom-format archive`);
  if (kind !== target) throw new Error(`${file} is a ${kind} backup; DATABASE_URL names a ${target} database`);
  if (target === 'postgres') {
    await assertEmptyPostgres(databaseUrl);
    await run(postgresProgram('pg_restore'), ['--no-owner', '--exit-on-error', '--single-transaction', '--dbname', databaseUrl, file]);
    return kind;
  }
  const destination = sqliteFile(databaseUrl);
  if (existsSync(destination) && statSync(destination).size > 0)
    throw new Error(`${destination} exists already: restore into a new file (set DATABASE_URL to one)`);
  mkdirSync(path.dirname(destination), { recursive: true });
  const { default: SQLite } = await import('better-sqlite3');
  const source = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    await source.backup(destination);
  } finally {
    source.close();
  }
  const restored = new SQLite(destination);
  try {
    const check = restored.pragma('integrity_check', { simple: true });
    if (check !== 'ok') throw new Error(`the restored database fails its integrity check: ${String(check)}`);
    // The server runs in WAL mode; the copy keeps the source's mode, but say so plainly.
    restored.pragma('journal_mode = WAL');
  } finally {
    restored.close();
  }
  return kind;
}

function sqliteFile(databaseUrl: string): string {
  return path.resolve(databaseUrl.replace(/^sqlite:/, ''));
}

async function assertEmptyPostgres(databaseUrl: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*)::text as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (Number(rows[0]?.count ?? 0) > 0)
      throw new Error('the target PostgreSQL database has tables already: restore into an empty database (createdb a new one)');
  } finally {
    await client.end();
  }
}

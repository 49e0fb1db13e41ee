import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import { PostgresAdapter } from 'kysely';

// One set of migrations serves SQLite and PostgreSQL; these helpers hide the few
// places where the two spell a column differently.

export function isPostgres(db: Kysely<any>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key named `id`. */
export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isPostgres(db)
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}

export const notNull = (col: ColumnDefinitionBuilder) => col.notNull();
export const flag = (fallback: 0 | 1) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(fallback);
export const jsonText = (fallback: string) => (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(fallback);

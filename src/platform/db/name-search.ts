import { sql, type RawBuilder } from 'kysely';

/**
 * `column` contains `search`, ignoring case, with the wildcards in the person's words
 * escaped: the same on SQLite and PostgreSQL (both told the escape character).
 */
export function nameContains(column: string, search: string): RawBuilder<boolean> {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

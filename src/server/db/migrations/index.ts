import type { Migration } from 'kysely';
import { foundation } from './0001-foundation.ts';

/** Every migration in order. Names sort the way they run; never rename one that shipped. */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};

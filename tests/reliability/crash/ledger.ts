// The crash test's bookkeeping. Every thing a writer changes (a visitor's basket, a shopper's
// order, an owner's page) is an Entity with the state its acknowledged writes promise and,
// while a write is in flight, the state that write would make. After a kill and restart,
// the state read from the database must be one of the two: the acknowledged one (the write
// in flight was lost, which is allowed: it was never answered) or the acknowledged one with
// the write in flight applied whole. Anything else is an acknowledged write lost (or a write
// nobody asked for). Half-written rows are looked for separately (invariants.ts).
import type { Db } from '../../../src/platform/db/database.ts';
import type { StoreResponse } from '../../support/http.ts';

/** A value in an expected state that the client cannot know (the total of an order placed while the server died). */
export const ANY = '<any>';

export type WriteKind = 'order' | 'basket' | 'page';
export const WRITE_KINDS: readonly WriteKind[] = ['order', 'basket', 'page'];

export interface Entity {
  label: string;
  /** The state its acknowledged writes promise (JSON-like; ANY matches anything). */
  acked: unknown;
  /** While a write is out: the state once it is applied. Stays set when its outcome is unknown. */
  pending: unknown;
  /** The write out, e.g. "publish"; null when none. */
  inflight: string | null;
  /** Reads the entity's state from the database. */
  observe(db: Db): Promise<unknown>;
  /** What visitors are served of it, checked after a restart (a page: the render cache); problems found. */
  served?(observed: unknown): Promise<string[]>;
}

/** Deep equality where `expected` may hold ANY. */
export function matches(observed: unknown, expected: unknown): boolean {
  if (expected === ANY) return true;
  if (Array.isArray(expected))
    return Array.isArray(observed) && observed.length === expected.length && expected.every((value, index) => matches(observed[index], value));
  if (expected !== null && typeof expected === 'object') {
    if (observed === null || typeof observed !== 'object' || Array.isArray(observed)) return false;
    const keys = new Set([...Object.keys(expected), ...Object.keys(observed)]);
    return [...keys].every((key) => matches((observed as Record<string, unknown>)[key], (expected as Record<string, unknown>)[key]));
  }
  return Object.is(observed, expected);
}

/** One round's writers: they stop starting writes once `killed` is set, just before the kill. */
export class Round {
  killed = false;
  readonly entities: Entity[] = [];
  readonly acknowledged: Record<WriteKind, number> = { order: 0, basket: 0, page: 0 };
  /** Answers other than 2xx while the server lived, with their status. */
  readonly refusals: { status: number; what: string }[] = [];
  /** Requests that failed before the kill (connection errors while the server lived). */
  readonly failures: string[] = [];

  add<T extends Entity>(entity: T): T {
    this.entities.push(entity);
    return entity;
  }

  /** Writes sent and not yet answered, by kind. */
  readonly outstanding: Record<WriteKind, number> = { order: 0, basket: 0, page: 0 };

  outstandingWrites(): number {
    return this.outstanding.order + this.outstanding.basket + this.outstanding.page;
  }

  /**
   * Sends one write of `entity`. Answered 2xx (and `accepted`): acknowledged, the caller sets
   * the new acknowledged state from the answer. Otherwise undefined, the write stays in flight
   * (its outcome unknown) and the writer stops.
   */
  async write<T>(
    entity: Entity,
    kind: WriteKind,
    op: string,
    pending: unknown,
    send: () => Promise<StoreResponse<T>>,
    accepted: (response: StoreResponse<T>) => boolean = () => true,
  ): Promise<StoreResponse<T> | undefined> {
    if (this.killed) return undefined;
    entity.inflight = op;
    entity.pending = pending;
    let response: StoreResponse<T>;
    this.outstanding[kind] += 1;
    try {
      response = await send();
    } catch (error) {
      if (!this.killed) this.failures.push(`${entity.label} ${op}: ${(error as Error).message}`);
      return undefined;
    } finally {
      this.outstanding[kind] -= 1;
    }
    if (response.status >= 200 && response.status < 300 && accepted(response)) {
      entity.inflight = null;
      entity.pending = null;
      this.acknowledged[kind] += 1;
      return response;
    }
    this.refusals.push({ status: response.status, what: `${entity.label} ${op}: ${response.status} ${response.text.slice(0, 300)}` });
    return undefined;
  }
}

export interface Verdict {
  lost: string[];
  /** Writes in flight at the kill that are in the database after the restart (whole). */
  applied: number;
  served: string[];
}

/**
 * After a restart: every entity's state is its acknowledged one, or that with its write in
 * flight applied. What is found becomes the acknowledged state for the next rounds' checks.
 */
export async function verifyEntities(db: Db, entities: readonly Entity[]): Promise<Verdict> {
  const verdict: Verdict = { lost: [], applied: 0, served: [] };
  for (const entity of entities) {
    const observed = await entity.observe(db);
    if (matches(observed, entity.acked)) {
      // The write in flight, if any, did not happen (or changed nothing visible).
    } else if (entity.inflight !== null && matches(observed, entity.pending)) {
      verdict.applied += 1;
    } else {
      verdict.lost.push(
        `${entity.label}: acknowledged ${JSON.stringify(entity.acked)}, in flight ${entity.inflight ?? 'nothing'} ${JSON.stringify(entity.pending)}, found ${JSON.stringify(observed)}`,
      );
    }
    if (entity.served) verdict.served.push(...(await entity.served(observed)));
    entity.acked = observed;
    entity.pending = null;
    entity.inflight = null;
  }
  return verdict;
}

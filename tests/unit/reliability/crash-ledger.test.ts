// The crash test's verdict (tests/reliability/crash/ledger.ts): after a restart an entity may
// show its acknowledged state or that with its write in flight applied, nothing else.
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../src/platform/db/database.ts';
import { ANY, matches, verifyEntities, type Entity } from '../../reliability/crash/ledger.ts';

const db = {} as Db;
const entity = (acked: unknown, found: unknown, inflight: string | null = null, pending: unknown = null): Entity => ({
  label: 'e',
  acked,
  pending,
  inflight,
  observe: async () => found,
});

describe('matches', () => {
  it('compares deeply, ANY matching any value', () => {
    expect(matches({ a: [1, 'x'], b: null }, { a: [1, 'x'], b: null })).toBe(true);
    expect(matches({ a: [1, 'x'] }, { a: [1, 'y'] })).toBe(false);
    expect(matches({ a: 1, extra: 2 }, { a: 1 })).toBe(false);
    expect(matches({ total: 4599 }, { total: ANY })).toBe(true);
    expect(matches(['a=1'], ['a=1', 'b=1'])).toBe(false);
  });
});

describe('verifyEntities', () => {
  it('accepts the acknowledged state, or the write in flight applied whole', async () => {
    const verdict = await verifyEntities(db, [entity(['a=1'], ['a=1']), entity(['a=1'], ['a=1']), entity(['a=1'], ['a=2'], 'add', ['a=2'])]);
    expect(verdict).toEqual({ lost: [], applied: 1, served: [] });
  });

  it('reports an acknowledged write missing, a write nobody asked for, and takes what it found as the new truth', async () => {
    const missing = entity(['a=2'], ['a=1']);
    const phantom = entity(['a=1'], ['a=1', 'b=1'], 'update', ['a=3']);
    const verdict = await verifyEntities(db, [missing, phantom]);
    expect(verdict.lost).toHaveLength(2);
    expect(missing).toMatchObject({ acked: ['a=1'], inflight: null, pending: null });
  });
});

// Issue 12 §5: changes made offline are folded, kept in order and sent once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inOrder, isConnectionFailure, newChangeKey, withChange, type OfflineChange } from '../../../src/lib/offline-sync/changes.ts';

const stored = new Map<string, OfflineChange>();
vi.mock('../../../src/lib/offline-sync/queue.ts', () => ({
  pendingChanges: async () => inOrder([...stored.values()]),
  dropChange: async (key: string) => void stored.delete(key),
}));
const { syncChanges } = await import('../../../src/lib/offline-sync/sync.ts');

const add = (key: string, at: number): OfflineChange => ({ key, at, kind: 'basket-add', item: { productId: 1, productSize: 'M' } });
const heart = (key: string, at: number, productId: number): OfflineChange => ({ key, at, kind: 'favourite-add', productId });
const unheart = (key: string, at: number, productId: number): OfflineChange => ({ key, at, kind: 'favourite-remove', productId, lineKey: 'line' });

describe('offline changes', () => {
  it('keeps every basket addition', () => {
    expect(withChange(withChange([], add('a', 1)), add('b', 2)).map((change) => change.key)).toEqual(['a', 'b']);
  });

  it('cancels a heart and un-heart of one product, and drops a repeated one', () => {
    expect(withChange([heart('a', 1, 7)], unheart('b', 2, 7))).toEqual([]);
    expect(withChange([heart('a', 1, 7)], heart('b', 2, 7)).map((change) => change.key)).toEqual(['a']);
    expect(withChange([heart('a', 1, 7)], heart('b', 2, 8)).map((change) => change.key)).toEqual(['a', 'b']);
  });

  it('sends oldest first and makes keys the server accepts', () => {
    expect(inOrder([add('b', 2), add('a', 1)]).map((change) => change.key)).toEqual(['a', 'b']);
    expect(newChangeKey()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newChangeKey(() => 'a b/c-d_e0123456789')).toBe('abc-d_e0123456789');
  });

  it('counts a failure without status or while offline as a lost connection', () => {
    expect(isConnectionFailure(0, true)).toBe(true);
    expect(isConnectionFailure(500, false)).toBe(true);
    expect(isConnectionFailure(422, true)).toBe(false);
  });
});

describe('sync', () => {
  beforeEach(() => stored.clear());

  it('sends each change once even when two runs are asked for at once, and stops at a lost connection', async () => {
    for (const change of [add('a', 1), add('b', 2), add('c', 3)]) stored.set(change.key, change);
    const sent: string[] = [];
    const send = vi.fn(async (change: OfflineChange) => {
      if (change.key === 'c') return 'offline' as const;
      sent.push(change.key);
      return 'sent' as const;
    });
    const [first, second] = await Promise.all([syncChanges(send), syncChanges(send)]);
    expect(first).toBe(second);
    expect(sent).toEqual(['a', 'b']);
    expect(first.left).toBe(1);
    expect([...stored.keys()]).toEqual(['c']);
    const again = await syncChanges(async () => 'sent');
    expect(again.sent.map((change) => change.key)).toEqual(['c']);
    expect(stored.size).toBe(0);
  });

  it('drops a change the server refuses', async () => {
    stored.set('a', add('a', 1));
    const result = await syncChanges(async () => 'refused');
    expect(result.refused.map((change) => change.key)).toEqual(['a']);
    expect(stored.size).toBe(0);
  });
});

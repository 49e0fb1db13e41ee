// Changes made offline are folded, kept in order and sent once.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inOrder, isConnectionFailure, newChangeKey, withChange, withQueuedLineChanges, type OfflineChange } from '../../../src/lib/offline-sync/changes.ts';
import { pendingCookie } from '../../../src/lib/offline-sync/pending-check.ts';

const stored = new Map<string, OfflineChange>();
vi.mock('../../../src/lib/client/offline-sync/queue.ts', () => ({
  pendingChanges: async () => inOrder([...stored.values()]),
  dropChange: async (key: string) => void stored.delete(key),
}));
const { syncChanges } = await import('../../../src/lib/client/offline-sync/sync.ts');

const add = (key: string, at: number): OfflineChange => ({ key, at, kind: 'basket-add', item: { productId: 1, productSize: 'M' } });
const heart = (key: string, at: number, productId: number): OfflineChange => ({ key, at, kind: 'favourite-add', productId });
const unheart = (key: string, at: number, productId: number): OfflineChange => ({ key, at, kind: 'favourite-remove', productId, lineKey: 'line' });
const quantity = (key: string, at: number, lineKey: string, to: number): OfflineChange => ({ key, at, kind: 'basket-update', lineKey, quantity: to });
const remove = (key: string, at: number, lineKey: string): OfflineChange => ({ key, at, kind: 'basket-remove', lineKey });
const fold = (...changes: OfflineChange[]) => changes.reduce<OfflineChange[]>((queue, change) => withChange(queue, change), []);

describe('offline changes', () => {
  it('keeps every basket addition', () => {
    expect(withChange(withChange([], add('a', 1)), add('b', 2)).map((change) => change.key)).toEqual(['a', 'b']);
  });

  it('cancels a heart and un-heart of one product, and drops a repeated one', () => {
    expect(withChange([heart('a', 1, 7)], unheart('b', 2, 7))).toEqual([]);
    expect(withChange([heart('a', 1, 7)], heart('b', 2, 7)).map((change) => change.key)).toEqual(['a']);
    expect(withChange([heart('a', 1, 7)], heart('b', 2, 8)).map((change) => change.key)).toEqual(['a', 'b']);
  });

  it('keeps only the last quantity asked for a basket line', () => {
    const queue = fold(quantity('a', 1, 'L1', 2), quantity('b', 2, 'L1', 3), quantity('c', 3, 'L2', 5), quantity('d', 4, 'L1', 4));
    expect(queue.map((change) => change.key)).toEqual(['c', 'd']);
    expect(queue.find((change) => change.key === 'd')).toMatchObject({ lineKey: 'L1', quantity: 4 });
  });

  it('sends only the removal of a line changed then removed, and leaves other lines, additions and hearts alone', () => {
    const queue = fold(add('a', 1), quantity('b', 2, 'L1', 3), heart('c', 3, 7), quantity('d', 4, 'L2', 2), remove('e', 5, 'L1'));
    expect(queue.map((change) => change.key)).toEqual(['a', 'c', 'd', 'e']);
    expect(queue.at(-1)).toMatchObject({ kind: 'basket-remove', lineKey: 'L1' });
    // A second removal of the same line is one removal.
    expect(
      withChange(queue, remove('f', 6, 'L1'))
        .filter((change) => change.kind === 'basket-remove')
        .map((change) => change.key),
    ).toEqual(['f']);
  });

  it("lays queued quantity changes and removals over the server's lines", () => {
    const lines = [
      { key: 'L1', quantity: 1 },
      { key: 'L2', quantity: 2 },
      { key: 'L3', quantity: 1 },
    ];
    expect(withQueuedLineChanges(lines, [remove('b', 2, 'L1'), quantity('a', 1, 'L2', 5), add('c', 3)])).toEqual([
      { key: 'L2', quantity: 5 },
      { key: 'L3', quantity: 1 },
    ]);
    expect(withQueuedLineChanges(lines, [])).toEqual(lines);
  });

  it('marks a queue with changes by a cookie the shell script reads, and clears it when empty', () => {
    expect(pendingCookie(2, false)).toBe('pf_sync=1;max-age=31536000;path=/;samesite=lax');
    expect(pendingCookie(0, true)).toBe('pf_sync=;max-age=0;path=/;samesite=lax;secure');
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

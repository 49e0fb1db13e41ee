// The nanostores store of shown notifications: rules applied, server effects called.
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../src/lib/notifications/notification.ts';
import { createNotificationStore } from '../../../src/lib/notifications/store.ts';

function note(id: string, more: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    recipientId: id.charCodeAt(0),
    title: id,
    body: '',
    position: 'top-right',
    actions: [],
    template: 'Bag',
    createdAt: '2026-11-26T10:00:00.000Z',
    ...more,
  };
}

function effects() {
  return { deleted: vi.fn(), effect: vi.fn() };
}

describe('the notification store', () => {
  it('applies the rules to its initial list and counts unread', () => {
    const store = createNotificationStore([note('a', { tag: 't' }), note('b', { tag: 't', mergable: true, createdAt: '2026-11-26T11:00:00.000Z' })], effects());
    expect(store.list.get().map((item) => item.id)).toEqual(['b']);
    expect(store.superseded.map((item) => item.id)).toEqual(['a']);
    expect(store.unread.get()).toBe(1);
  });

  it('applies the rules to a list given newest first, as the server sends it', () => {
    const store = createNotificationStore(
      [note('b', { tag: 't', mergable: true, createdAt: '2026-11-26T11:00:00.000Z' }), note('a', { tag: 't' }), note('c')],
      effects(),
    );
    expect(store.list.get().map((item) => item.id)).toEqual(['b', 'c']);
    expect(store.superseded.map((item) => item.id)).toEqual(['a']);
  });

  it('marks copies pushed out by a merging arrival deleted', () => {
    const calls = effects();
    const store = createNotificationStore([note('a', { tag: 't' })], calls);
    store.add(note('b', { tag: 't', replacePrevious: true, createdAt: '2026-11-26T11:00:00.000Z' }));
    expect(calls.deleted).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    expect(store.unread.get()).toBe(1);
  });

  it('dismisses through the server and moves without it', async () => {
    const calls = effects();
    const store = createNotificationStore([note('a'), note('b', { dismissAction: { position: 'header' } })], calls);
    await store.dismiss('b');
    expect(calls.deleted).not.toHaveBeenCalled();
    expect(store.list.get().find((item) => item.id === 'b')?.position).toBe('header');
    await store.dismiss('a');
    expect(calls.deleted).toHaveBeenCalledWith(expect.objectContaining({ id: 'a' }));
    expect(store.unread.get()).toBe(1);
  });

  it('posts an action with an http(s) href, then deletes the copy', async () => {
    const calls = effects();
    const store = createNotificationStore([note('a', { data: { x: 1 } })], calls);
    await store.act('a', { text: 'Yes', href: 'https://hooks.example/yes' });
    expect(calls.effect).toHaveBeenCalledWith({ kind: 'post', url: 'https://hooks.example/yes', body: { x: 1 } }, expect.objectContaining({ id: 'a' }));
    expect(calls.deleted).toHaveBeenCalledOnce();
    expect(store.list.get()).toEqual([]);
  });

  it('opening all clears the unread count', () => {
    const store = createNotificationStore([note('a'), note('b')], effects());
    store.openAll('2026-11-26T12:00:00.000Z');
    expect(store.unread.get()).toBe(0);
  });
});

// Notifications: the list rules every surface applies (src/lib/notifications/rules.ts).
import { describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../src/lib/notifications/notification.ts';
import {
  actOnNotification,
  addNotification,
  atPosition,
  dismissNotification,
  isHttpUrl,
  markAllOpened,
  supersedesTag,
  unreadCount,
} from '../../../src/lib/notifications/rules.ts';
import { titleWithUnread } from '../../../src/lib/notifications/title.ts';

function note(id: string, more: Partial<AppNotification> = {}): AppNotification {
  return {
    id,
    title: `Title ${id}`,
    body: `Body ${id}`,
    position: 'top-right',
    actions: [],
    template: 'Simple',
    createdAt: '2026-11-26T10:00:00.000Z',
    ...more,
  };
}

const ids = (list: AppNotification[]) => list.map((item) => item.id);

describe('adding a notification', () => {
  it('appends a new id', () => {
    expect(ids(addNotification([note('a')], note('b')))).toEqual(['a', 'b']);
  });

  it('replaces one with the same id where it stands', () => {
    const list = addNotification([note('a'), note('b'), note('c')], note('b', { title: 'Fresh' }));
    expect(ids(list)).toEqual(['a', 'b', 'c']);
    expect(list[1]!.title).toBe('Fresh');
  });

  it('with replacePrevious removes older ones with the same tag, keeping other tags and untagged ones', () => {
    const shown = [note('a', { tag: 'order' }), note('b', { tag: 'other' }), note('c')];
    const list = addNotification(shown, note('d', { tag: 'order', replacePrevious: true, createdAt: '2026-11-26T11:00:00.000Z' }));
    expect(ids(list)).toEqual(['b', 'c', 'd']);
  });

  it('with mergable does the same', () => {
    const list = addNotification(
      [note('a', { tag: 'sale' }), note('b', { tag: 'sale' })],
      note('c', { tag: 'sale', mergable: true, createdAt: '2026-11-26T11:00:00.000Z' }),
    );
    expect(ids(list)).toEqual(['c']);
  });

  it('without either flag keeps older ones with the same tag', () => {
    expect(ids(addNotification([note('a', { tag: 'sale' })], note('b', { tag: 'sale', createdAt: '2026-11-26T11:00:00.000Z' })))).toEqual(['a', 'b']);
  });

  it('does not remove newer ones with the same tag when an older one arrives late', () => {
    const newer = note('a', { tag: 'sale', createdAt: '2026-11-26T12:00:00.000Z' });
    expect(ids(addNotification([newer], note('b', { tag: 'sale', mergable: true })))).toEqual(['a', 'b']);
  });

  it('drops an older one of a tag arriving after a newer mergable one (lists come newest first)', () => {
    const newer = note('a', { tag: 'sale', mergable: true, createdAt: '2026-11-26T12:00:00.000Z' });
    expect(ids(addNotification([newer], note('b', { tag: 'sale' })))).toEqual(['a']);
    expect(ids(addNotification([newer], note('c', { tag: 'other' })))).toEqual(['a', 'c']);
  });

  it('without a tag a replacePrevious flag removes nothing', () => {
    expect(supersedesTag({ tag: null, replacePrevious: true })).toBe(false);
    expect(ids(addNotification([note('a')], note('b', { replacePrevious: true, createdAt: '2026-11-26T11:00:00.000Z' })))).toEqual(['a', 'b']);
  });
});

describe('positions', () => {
  it('lists one position, newest first', () => {
    const list = [
      note('a', { position: 'header' }),
      note('b', { createdAt: '2026-11-26T12:00:00.000Z' }),
      note('c', { createdAt: '2026-11-26T11:00:00.000Z' }),
    ];
    expect(ids(atPosition(list, 'top-right'))).toEqual(['b', 'c']);
    expect(ids(atPosition(list, 'header'))).toEqual(['a']);
  });
});

describe('dismissal', () => {
  it('removes the item and names it for the server', () => {
    const { list, removed } = dismissNotification([note('a'), note('b')], 'a');
    expect(ids(list)).toEqual(['b']);
    expect(removed?.id).toBe('a');
  });

  it('moves it to the position its dismissAction names, once', () => {
    const first = dismissNotification([note('a', { dismissAction: { text: 'Later', position: 'header' } })], 'a');
    expect(first.removed).toBeNull();
    expect(first.list[0]!.position).toBe('header');
    const second = dismissNotification(first.list, 'a');
    expect(second.list).toEqual([]);
    expect(second.removed?.id).toBe('a');
  });

  it('removes when the dismissAction names the position it is already in', () => {
    expect(dismissNotification([note('a', { dismissAction: { position: 'top-right' } })], 'a').list).toEqual([]);
  });

  it('of an unknown id changes nothing', () => {
    const { list, removed } = dismissNotification([note('a')], 'zzz');
    expect(ids(list)).toEqual(['a']);
    expect(removed).toBeNull();
  });
});

describe('actions', () => {
  it('without href move the item to the header and stay', () => {
    const outcome = actOnNotification([note('a')], 'a', { text: 'Remind me' });
    expect(outcome.list[0]!.position).toBe('header');
    expect(outcome.effect).toEqual({ kind: 'none' });
    expect(outcome.removed).toBeNull();
  });

  it('with an http(s) href POST the notification data there and leave the list', () => {
    const outcome = actOnNotification([note('a', { data: { orderId: 7 } }), note('b')], 'a', { text: 'Accept', href: 'https://hooks.example/accept' });
    expect(outcome.effect).toEqual({ kind: 'post', url: 'https://hooks.example/accept', body: { orderId: 7 } });
    expect(ids(outcome.list)).toEqual(['b']);
    expect(outcome.removed?.id).toBe('a');
    expect(actOnNotification([note('a')], 'a', { text: 'Go', href: 'http://localhost:9/x' }).effect).toEqual({
      kind: 'post',
      url: 'http://localhost:9/x',
      body: {},
    });
  });

  it('with a path on this site navigate, and never follow other schemes', () => {
    expect(actOnNotification([note('a')], 'a', { text: 'See', href: '/dashboard/' }).effect).toEqual({ kind: 'navigate', href: '/dashboard/' });
    expect(actOnNotification([note('a')], 'a', { text: 'x', href: 'javascript:alert(1)' }).effect).toEqual({ kind: 'none' });
    expect(actOnNotification([note('a')], 'a', { text: 'x', href: '//evil.example/' }).effect).toEqual({ kind: 'none' });
    expect(isHttpUrl('ftp://x.example/')).toBe(false);
  });
});

describe('unread count and the page title', () => {
  it('counts items neither opened nor deleted', () => {
    const list = [note('a'), note('b', { openedAt: '2026-11-26T10:00:00Z' }), note('c', { deletedAt: '2026-11-26T10:00:00Z' })];
    expect(unreadCount(list)).toBe(1);
    expect(unreadCount(markAllOpened(list, '2026-11-26T12:00:00Z'))).toBe(0);
  });

  it("prefixes '(n)' above zero and replaces an old prefix", () => {
    expect(titleWithUnread('Pages | Demo', 3)).toBe('(3) Pages | Demo');
    expect(titleWithUnread('(3) Pages | Demo', 1)).toBe('(1) Pages | Demo');
    expect(titleWithUnread('(3) Pages | Demo', 0)).toBe('Pages | Demo');
  });
});

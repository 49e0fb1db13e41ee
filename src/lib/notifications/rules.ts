import type { AppNotification, NotificationAction, NotificationPosition } from './notification.ts';

// How the list of notifications shown changes. Pure: the store
// (store.ts) and the server's delivery (server/notifications/deliver.ts) apply the same rules.

/** Older or as old: a notification already in the list when an equally dated one arrives gave way to it. */
function notNewer(shown: AppNotification, incoming: AppNotification): boolean {
  return Date.parse(shown.createdAt) <= Date.parse(incoming.createdAt);
}

/** Whether `incoming` takes the place of older notifications sharing its tag. */
export function supersedesTag(incoming: Pick<AppNotification, 'tag' | 'replacePrevious' | 'mergable'>): boolean {
  return Boolean(incoming.tag) && (incoming.replacePrevious === true || incoming.mergable === true);
}

/**
 * Shows `incoming`: one with the same id is replaced where it stands; with replacePrevious
 * or mergable, older ones with the same tag are removed.
 */
export function addNotification(list: readonly AppNotification[], incoming: AppNotification): AppNotification[] {
  const at = list.findIndex((shown) => shown.id === incoming.id);
  // Arriving late (the server lists newest first): a newer one of its tag already took its place.
  if (
    at < 0 &&
    incoming.tag &&
    list.some((shown) => shown.tag === incoming.tag && supersedesTag(shown) && Date.parse(shown.createdAt) > Date.parse(incoming.createdAt))
  )
    return [...list];
  let next = at >= 0 ? list.map((shown, index) => (index === at ? incoming : shown)) : [...list, incoming];
  if (supersedesTag(incoming)) next = next.filter((shown) => shown === incoming || shown.tag !== incoming.tag || !notNewer(shown, incoming));
  return next;
}

/** The notifications of one position, newest first. */
export function atPosition(list: readonly AppNotification[], position: NotificationPosition): AppNotification[] {
  return list.filter((shown) => shown.position === position).sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt));
}

/** Unread: neither opened nor deleted (the '(n)' of the page title). */
export function unreadCount(list: readonly AppNotification[]): number {
  return list.filter((shown) => !shown.openedAt && !shown.deletedAt).length;
}

export interface ListChange {
  list: AppNotification[];
  /** The item that left the list: the server marks this person's copy deleted. */
  removed: AppNotification | null;
}

function moveTo(list: readonly AppNotification[], id: string, position: NotificationPosition, changes: Partial<AppNotification> = {}): AppNotification[] {
  return list.map((shown) => (shown.id === id ? { ...shown, ...changes, position } : shown));
}

/**
 * Dismissal removes the item, or moves it to the position its dismissAction names (a
 * top-right toast kept in the header, say); moved once, the next dismissal removes it.
 */
export function dismissNotification(list: readonly AppNotification[], id: string): ListChange {
  const item = list.find((shown) => shown.id === id);
  if (!item) return { list: [...list], removed: null };
  const target = item.dismissAction?.position;
  if (target && target !== item.position) return { list: moveTo(list, id, target, { dismissAction: null }), removed: null };
  return { list: list.filter((shown) => shown.id !== id), removed: item };
}

export type ActionEffect =
  | { kind: 'none' }
  /** POST the notification's data to an http(s) address. */
  | { kind: 'post'; url: string; body: Record<string, unknown> }
  /** Follow a path on this site. */
  | { kind: 'navigate'; href: string };

export interface ActionOutcome extends ListChange {
  effect: ActionEffect;
}

/** An http(s) address; anything else (a path, javascript:…) is not posted to. */
export function isHttpUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** A path on this site: '/…' but not '//host' (protocol-relative) nor '/\host'. */
function isSitePath(href: string): boolean {
  return /^\/(?![/\\])/.test(href);
}

/**
 * An action: without href the item moves to the header (kept for later); with an http(s)
 * href the notification's data is POSTed there and the item, done with, leaves the list;
 * with a path on this site the person is taken there. Other hrefs do nothing.
 */
export function actOnNotification(list: readonly AppNotification[], id: string, action: NotificationAction): ActionOutcome {
  const item = list.find((shown) => shown.id === id);
  if (!item) return { list: [...list], removed: null, effect: { kind: 'none' } };
  const href = action.href?.trim();
  if (!href) return { list: moveTo(list, id, 'header'), removed: null, effect: { kind: 'none' } };
  if (isHttpUrl(href)) {
    return { list: list.filter((shown) => shown.id !== id), removed: item, effect: { kind: 'post', url: href, body: { ...(item.data ?? {}) } } };
  }
  if (isSitePath(href)) return { list: [...list], removed: null, effect: { kind: 'navigate', href } };
  return { list: [...list], removed: null, effect: { kind: 'none' } };
}

/** Marks every shown item opened (the header list was looked at): the title loses its '(n)'. */
export function markAllOpened(list: readonly AppNotification[], at: string): AppNotification[] {
  return list.map((shown) => (shown.openedAt ? shown : { ...shown, openedAt: at }));
}

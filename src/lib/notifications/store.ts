import { atom, computed, type ReadableAtom, type WritableAtom } from 'nanostores';
import type { AppNotification, NotificationAction } from './notification.ts';
import { actOnNotification, addNotification, dismissNotification, markAllOpened, unreadCount, type ActionEffect } from './rules.ts';

// The notifications one dashboard page shows, as a nanostores store: the island renders
// it and the '(n)' title follows it. The server side of each change (marking a copy
// deleted, posting an action's data) is handed in, so the store stays testable.

export interface NotificationEffects {
  /** This person's copy left the list for good (mark-as-deleted). */
  deleted(item: AppNotification): void | Promise<void>;
  /** What an action asks for beyond the list change (POST, navigation). */
  effect(effect: ActionEffect, item: AppNotification): void | Promise<void>;
}

export interface NotificationStore {
  readonly list: WritableAtom<AppNotification[]>;
  readonly unread: ReadableAtom<number>;
  /** Initial items a newer one superseded (its delivery normally removed them already): the island marks them deleted once mounted. */
  readonly superseded: readonly AppNotification[];
  add(item: AppNotification): void;
  dismiss(id: string): Promise<void>;
  act(id: string, action: NotificationAction): Promise<void>;
  openAll(at?: string): void;
}

export function createNotificationStore(initial: readonly AppNotification[], effects: NotificationEffects): NotificationStore {
  const list = atom<AppNotification[]>(initial.reduce<AppNotification[]>((shown, item) => addNotification(shown, item), []));
  const unread = computed(list, unreadCount);
  const superseded = initial.filter((item) => !list.get().some((shown) => shown === item));
  return {
    list,
    unread,
    superseded,
    add(item) {
      const before = list.get();
      const next = addNotification(before, item);
      list.set(next);
      // Items a replacePrevious/mergable arrival pushed out are gone for good too.
      for (const gone of before) if (gone.id !== item.id && !next.includes(gone)) void effects.deleted(gone);
    },
    async dismiss(id) {
      const { list: next, removed } = dismissNotification(list.get(), id);
      list.set(next);
      if (removed) await effects.deleted(removed);
    },
    async act(id, action) {
      const item = list.get().find((shown) => shown.id === id);
      if (!item) return;
      const outcome = actOnNotification(list.get(), id, action);
      list.set(outcome.list);
      if (outcome.effect.kind !== 'none') await effects.effect(outcome.effect, item);
      if (outcome.removed) await effects.deleted(outcome.removed);
    },
    openAll(at = new Date().toISOString()) {
      list.set(markAllOpened(list.get(), at));
    },
  };
}

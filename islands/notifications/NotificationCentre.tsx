import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import type { AppNotification } from '../../src/lib/notifications/notification.ts';
import { atPosition, type ActionEffect } from '../../src/lib/notifications/rules.ts';
import { createNotificationStore } from '../../src/lib/notifications/store.ts';
import { titleWithUnread } from '../../src/lib/notifications/title.ts';
import { subscribeToPush, type PushSetup } from '../../src/lib/client/notifications/push-subscribe.ts';
import { ensureXsrfToken } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { XSRF_HEADER } from '../../src/lib/xsrf.ts';
import NotificationCard from './NotificationCard.tsx';
import PushNotSupported from './PushNotSupported.tsx';
import { useOverlay } from '../popups/use-overlay.ts';
import './notifications.css';

// The dashboard's notifications: top-right items float over the page, header
// items wait behind the bell. The nanostores store applies the spec's rules; this island
// performs their effects (mark-as-deleted, POSTing an action's data, following a path) and
// keeps the page title's '(n)' true.

export interface NotificationCentreProps {
  notifications: AppNotification[];
  /** A page of its own (a customer's /account/notifications/): the header list is the page, open, with no bell. */
  inline?: boolean;
}

/** An action's http(s) href receives the notification's data; this site's own calls also need the XSRF header. */
async function postData(url: string, body: Record<string, unknown>): Promise<void> {
  const sameOrigin = new URL(url, location.href).origin === location.origin;
  const token = sameOrigin ? await ensureXsrfToken() : undefined;
  await fetch(url, {
    method: 'POST',
    credentials: sameOrigin ? 'same-origin' : 'omit',
    headers: { 'content-type': 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  }).catch((error: unknown) => console.warn('[notifications] action POST failed', error));
}

async function perform(effect: ActionEffect): Promise<void> {
  if (effect.kind === 'post') await postData(effect.url, effect.body);
  else if (effect.kind === 'navigate') location.assign(effect.href);
}

async function markDeleted(item: AppNotification): Promise<void> {
  if (!item.recipientId) return;
  await call('notifications.markAsDeleted', { recipientId: item.recipientId }).catch((error: unknown) =>
    console.warn('[notifications] mark-as-deleted failed', error),
  );
}

const PUSH_TEXT: Record<Exclude<PushSetup, 'not-supported'>, string> = {
  subscribed: 'Push notifications are on in this browser.',
  denied: 'Notifications are blocked for this site in your browser settings.',
  failed: 'Push notifications could not be turned on. Please try again later.',
};

export default function NotificationCentre({ notifications, inline = false }: NotificationCentreProps) {
  const store = useMemo(() => createNotificationStore(notifications, { deleted: markDeleted, effect: perform }), [notifications]);
  const list = useStore(store.list);
  const unread = useStore(store.unread);
  const [open, setOpen] = useState(inline);
  const [push, setPush] = useState<PushSetup | null>(null);
  // The bell's list is a dropdown of the page's overlays: Escape (while on top) and a page change close it.
  useOverlay(open && !inline, { onClose: () => setOpen(false) });

  useEffect(() => {
    document.title = titleWithUnread(document.title, unread);
  }, [unread]);

  // Not on the server render: only the browser tells the server a superseded copy is gone.
  useEffect(() => {
    for (const item of store.superseded) void markDeleted(item);
  }, [store]);

  const markAllOpened = () => {
    store.openAll();
    void call('notifications.markAsOpened').catch((error: unknown) => console.warn('[notifications] mark-as-opened failed', error));
  };
  const toggle = () => {
    const opening = !open;
    setOpen(opening);
    if (opening && unread > 0) markAllOpened();
  };

  // On its own page the list is read as soon as it is shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once when shown; markAllOpened is a new function each render
  useEffect(() => {
    if (inline && store.unread.get() > 0) markAllOpened();
  }, [inline, store]);

  const header = atPosition(list, 'header');
  const floating = atPosition(list, 'top-right');
  const card = (item: AppNotification) => (
    <NotificationCard key={item.id} item={item} onDismiss={(id) => void store.dismiss(id)} onAction={(id, action) => void store.act(id, action)} />
  );

  return (
    <div className={inline ? 'pf-notifications inline' : 'pf-notifications'}>
      {!inline && (
        <button type="button" className="pf-notifications-bell" aria-expanded={open} aria-controls="pf-notifications-header" onClick={toggle}>
          Notifications
          {unread > 0 && (
            // biome-ignore lint/a11y/useAriaPropsSupportedByRole: read as part of the bell button's name, which comes from its content
            <span className="pf-notifications-count" aria-label={`${unread} unread`}>
              {unread}
            </span>
          )}
        </button>
      )}
      <section id="pf-notifications-header" className="pf-notifications-header" hidden={!open} aria-label="Notifications">
        {header.length === 0 ? <p className="pf-notifications-empty">No notifications.</p> : header.map(card)}
        <div className="pf-notifications-push">
          <button type="button" className="pf-button secondary" onClick={() => void subscribeToPush({ page: location.pathname }).then(setPush)}>
            Turn on push notifications
          </button>
          {push && push !== 'not-supported' && <p role="status">{PUSH_TEXT[push]}</p>}
        </div>
      </section>
      <div className="pf-notifications-top-right" aria-live="polite">
        {floating.map(card)}
      </div>
      <PushNotSupported open={push === 'not-supported'} onClose={() => setPush(null)} />
    </div>
  );
}

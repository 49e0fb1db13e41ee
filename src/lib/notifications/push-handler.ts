// The service worker's side of web push, for the store's worker to import
// (the offline part builds it with workbox-build): `installPushHandler(self)`.
// A push carries the JSON the server's PushSender sends (src/server/engagement/notifications/push-sender.ts:
// id, title, body, image, href, tag, data); it is shown as a system notification and a
// click opens its href (a path on this store, or an http(s) address) or focuses an open tab.

/** The parts of ServiceWorkerGlobalScope used here (the project's TS lib has no webworker types). */
interface WorkerScope {
  addEventListener(type: 'push', listener: (event: PushLikeEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationClickLikeEvent) => void): void;
  registration: { showNotification(title: string, options: Record<string, unknown>): Promise<void> };
  clients: {
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string; focus(): Promise<unknown> }[]>;
    openWindow(url: string): Promise<unknown>;
  };
  location: { origin: string };
}

interface PushLikeEvent {
  data: { json(): unknown; text(): string } | null;
  waitUntil(promise: Promise<unknown>): void;
}

interface NotificationClickLikeEvent {
  notification: { data?: unknown; close(): void };
  waitUntil(promise: Promise<unknown>): void;
}

export interface PushPayload {
  id?: string;
  title: string;
  body?: string;
  image?: string | null;
  href?: string | null;
  tag?: string | null;
  data?: Record<string, unknown> | null;
}

/** The message, or a plain one when a push carries text that is not ours. */
export function readPushPayload(data: PushLikeEvent['data']): PushPayload {
  if (!data) return { title: 'New notification' };
  try {
    const value = data.json() as Partial<PushPayload>;
    if (typeof value.title === 'string') return value as PushPayload;
  } catch {
    // Not JSON: shown as text below.
  }
  return { title: 'New notification', body: data.text() };
}

/** Where a click goes: a path on this store, or an http(s) address; anything else opens the store. */
export function clickTarget(href: unknown, origin: string): string {
  if (typeof href !== 'string' || href.trim() === '') return `${origin}/`;
  try {
    const url = new URL(href, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : `${origin}/`;
  } catch {
    return `${origin}/`;
  }
}

export function installPushHandler(scope: WorkerScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPushPayload(event.data);
    event.waitUntil(
      scope.registration.showNotification(payload.title, {
        body: payload.body ?? '',
        ...(payload.image ? { image: payload.image, icon: payload.image } : {}),
        // The same tag replaces the system notification too, as the in-app list does.
        ...(payload.tag ? { tag: payload.tag, renotify: true } : {}),
        data: { href: payload.href ?? null, id: payload.id ?? null, data: payload.data ?? null },
      }),
    );
  });
  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = clickTarget((event.notification.data as { href?: unknown } | undefined)?.href, scope.location.origin);
    event.waitUntil(
      scope.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        const open = windows.find((client) => client.url === target);
        return open ? open.focus() : scope.clients.openWindow(target);
      }),
    );
  });
}

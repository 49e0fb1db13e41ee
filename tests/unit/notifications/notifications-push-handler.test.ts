// The service worker's push handler (src/lib/notifications/push-handler.ts) on a fake worker scope.
import { describe, expect, it, vi } from 'vitest';
import { clickTarget, installPushHandler, readPushPayload } from '../../../src/lib/notifications/push-handler.ts';

function fakeScope() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const scope = {
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => [] as { url: string; focus(): Promise<unknown> }[]), openWindow: vi.fn(async () => null) },
    location: { origin: 'https://demo.printfront.dev' },
  };
  installPushHandler(scope as never);
  return { scope, listeners };
}

describe('the push handler', () => {
  it('shows the pushed notification with its tag and keeps its link', async () => {
    const { scope, listeners } = fakeScope();
    const waits: Promise<unknown>[] = [];
    listeners.push!({
      data: { json: () => ({ id: 'n1', title: 'Sale', body: '20% off', tag: 'sale', href: '/collection/sale/' }), text: () => '' },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Sale',
      expect.objectContaining({ body: '20% off', tag: 'sale', data: { href: '/collection/sale/', id: 'n1', data: null } }),
    );
  });

  it('reads a text push as a plain notification', () => {
    expect(
      readPushPayload({
        json: () => {
          throw new SyntaxError('x');
        },
        text: () => 'hello',
      }),
    ).toEqual({ title: 'New notification', body: 'hello' });
    expect(readPushPayload(null)).toEqual({ title: 'New notification' });
  });

  it('opens the link on click, focusing a tab already there, and never a script address', async () => {
    const { scope, listeners } = fakeScope();
    const waits: Promise<unknown>[] = [];
    const close = vi.fn();
    listeners.notificationclick!({
      notification: { data: { href: '/collection/sale/' }, close },
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
    });
    await Promise.all(waits);
    expect(close).toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith('https://demo.printfront.dev/collection/sale/');
    expect(clickTarget('javascript:alert(1)', 'https://demo.printfront.dev')).toBe('https://demo.printfront.dev/');
    expect(clickTarget(undefined, 'https://demo.printfront.dev')).toBe('https://demo.printfront.dev/');
  });
});

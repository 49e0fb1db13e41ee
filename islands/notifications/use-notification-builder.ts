import { useRef, useState, type FormEvent } from 'react';
import type { AppNotification, NotificationPosition, NotificationTemplate } from '../../src/lib/notifications/notification.ts';
import { ApiRequestError, GENERIC_ERROR } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import type { BuilderPrefill } from '../../src/schemas/notification.ts';

// The notification builder's draft and its sending: the fields as typed, the preview they
// make, and the call that sends the notification now or schedules it, with the API's
// messages per field.

type Audience = 'team' | 'subscribers';

export interface Draft {
  title: string;
  body: string;
  image: string;
  href: string;
  audience: Audience;
  position: NotificationPosition;
  template: NotificationTemplate;
  tag: string;
  replacePrevious: boolean;
  /** <input type="datetime-local"> value, in the owner's own time zone; empty sends now. */
  sendAt: string;
}

/** Sets one field of the draft. */
export type SetField = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

/** A new draft from what the page was opened with: to the team, top right, the Bag template when there is a picture. */
function firstDraft(prefill: BuilderPrefill): Draft {
  return {
    title: prefill.title,
    body: prefill.body,
    image: prefill.image,
    href: prefill.href,
    audience: 'team',
    position: 'top-right',
    template: prefill.image ? 'Bag' : 'Simple',
    tag: '',
    replacePrevious: false,
    sendAt: '',
  };
}

/** The notification as the draft would show it, with a stand-in title while none is typed. */
export function previewOf(draft: Draft): AppNotification {
  return {
    id: 'preview',
    title: draft.title || 'Your title',
    body: draft.body,
    image: draft.image || null,
    href: draft.href || null,
    position: draft.position,
    template: draft.template,
    actions: [],
    createdAt: new Date(0).toISOString(),
  };
}

/** The draft, the API's messages per field, what the last send said, and the send (asked first, then confirmed). */
export function useNotificationBuilder(prefill: BuilderPrefill) {
  const [draft, setDraft] = useState<Draft>(() => firstDraft(prefill));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  /** Asking to confirm, with how many the chosen audience reaches; null otherwise. */
  const [confirming, setConfirming] = useState<{ recipients: number } | null>(null);
  const set: SetField = (key, value) => setDraft((current) => ({ ...current, [key]: value }));

  const failed = (error: unknown) => {
    if (error instanceof ApiRequestError) {
      setErrors(error.failure.errors ?? {});
      setStatus({ kind: 'error', text: error.failure.message });
    } else setStatus({ kind: 'error', text: GENERIC_ERROR });
  };

  // Nothing goes out before the owner confirms, told how many it reaches now (the server's count).
  // The button stays enabled (and focused) while the count is asked: the popup returns focus to it.
  const asking = useRef(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (asking.current) return;
    asking.current = true;
    setErrors({});
    setStatus(null);
    try {
      const sizes = await call('notifications.audiences');
      setConfirming({ recipients: sizes[draft.audience] });
    } catch (error) {
      failed(error);
    } finally {
      asking.current = false;
    }
  };

  /** The confirmed send: the popup closes either way, the API's messages show on the form. */
  const send = async () => {
    const scheduledAt = draft.sendAt ? new Date(draft.sendAt).toISOString() : null;
    try {
      const data = await call('notifications.send', {
        title: draft.title,
        body: draft.body,
        image: draft.image || null,
        href: draft.href || null,
        related: prefill.related || null,
        audience: draft.audience,
        position: draft.position,
        template: draft.template,
        tag: draft.tag || null,
        replacePrevious: draft.replacePrevious && draft.tag !== '',
        scheduledAt,
      });
      setStatus({ kind: 'ok', text: data.scheduledAt ? `Notification scheduled for ${new Date(data.scheduledAt).toLocaleString()}.` : 'Notification sent.' });
    } catch (error) {
      failed(error);
    } finally {
      setConfirming(null);
    }
  };

  const cancel = () => setConfirming(null);

  return { draft, set, errors, status, onSubmit, confirming, send, cancel };
}

import { useId, useState, type FormEvent } from 'react';
import type { AppNotification, NotificationPosition, NotificationTemplate } from '../../src/lib/notifications/notification.ts';
import { NOTIFICATION_POSITIONS, NOTIFICATION_TEMPLATES } from '../../src/lib/notifications/notification.ts';
import { ApiRequestError, GENERIC_ERROR } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import type { BuilderPrefill, BuilderView } from '../../src/schemas/notification.ts';
import NotificationCard from './NotificationCard.tsx';
import './notifications.css';

// The builder's form and live preview. Sends POST /omnis/v3/notifications/dashboard/
// with the XSRF header; the job queue sends it now or at the chosen time.

export interface NotificationBuilderProps {
  prefill: BuilderPrefill;
  audiences: BuilderView['audiences'];
}

type Audience = 'team' | 'subscribers';

interface Draft {
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

export default function NotificationBuilder({ prefill, audiences }: NotificationBuilderProps) {
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
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
  });
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const preview: AppNotification = {
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

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setStatus(null);
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
      if (error instanceof ApiRequestError) {
        setErrors(error.failure.errors ?? {});
        setStatus({ kind: 'error', text: error.failure.message });
      } else setStatus({ kind: 'error', text: GENERIC_ERROR });
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (name: string) =>
    errors[name]?.[0] && (
      <p className="pf-field-error" id={`${id}-${name}-error`}>
        {errors[name][0]}
      </p>
    );
  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

  return (
    <div className="pf-notification-builder">
      <form className="pf-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Notification">
        {prefill.product && (
          <p className="hint">
            About the product <strong>{prefill.product.name}</strong>.
          </p>
        )}
        <div className="pf-field">
          <label htmlFor={`${id}-title`}>Title</label>
          <input
            id={`${id}-title`}
            value={draft.title}
            maxLength={120}
            required
            onChange={(event) => set('title', event.target.value)}
            aria-invalid={Boolean(errors.title)}
            aria-describedby={described('title')}
          />
          {fieldError('title')}
        </div>
        <div className="pf-field">
          <label htmlFor={`${id}-body`}>Text</label>
          <textarea
            id={`${id}-body`}
            value={draft.body}
            maxLength={1000}
            rows={3}
            onChange={(event) => set('body', event.target.value)}
            aria-describedby={described('body')}
          />
          {fieldError('body')}
        </div>
        <div className="pf-field">
          <label htmlFor={`${id}-href`}>Link</label>
          <input
            id={`${id}-href`}
            value={draft.href}
            placeholder="/collection/new/"
            onChange={(event) => set('href', event.target.value)}
            aria-invalid={Boolean(errors.href)}
            aria-describedby={described('href')}
          />
          {fieldError('href')}
        </div>
        <div className="pf-field">
          <label htmlFor={`${id}-image`}>Picture address</label>
          <input
            id={`${id}-image`}
            value={draft.image}
            onChange={(event) => set('image', event.target.value)}
            aria-invalid={Boolean(errors.image)}
            aria-describedby={described('image')}
          />
          {fieldError('image')}
        </div>
        <fieldset className="pf-field">
          <legend>Send to</legend>
          <label>
            <input type="radio" name={`${id}-audience`} checked={draft.audience === 'team'} onChange={() => set('audience', 'team')} /> Your team (
            {audiences.team}), in the dashboard and by push
          </label>
          <label>
            <input type="radio" name={`${id}-audience`} checked={draft.audience === 'subscribers'} onChange={() => set('audience', 'subscribers')} /> Push
            subscribers ({audiences.subscribers})
          </label>
        </fieldset>
        <div className="pf-field-pair">
          <div className="pf-field">
            <label htmlFor={`${id}-position`}>Position</label>
            <select id={`${id}-position`} value={draft.position} onChange={(event) => set('position', event.target.value as NotificationPosition)}>
              {NOTIFICATION_POSITIONS.map((position) => (
                <option key={position} value={position}>
                  {position === 'header' ? 'Header' : 'Top right'}
                </option>
              ))}
            </select>
          </div>
          <div className="pf-field">
            <label htmlFor={`${id}-template`}>Template</label>
            <select id={`${id}-template`} value={draft.template} onChange={(event) => set('template', event.target.value as NotificationTemplate)}>
              {NOTIFICATION_TEMPLATES.map((template) => (
                <option key={template} value={template}>
                  {template}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="pf-field-pair">
          <div className="pf-field">
            <label htmlFor={`${id}-tag`}>Tag</label>
            <input id={`${id}-tag`} value={draft.tag} maxLength={60} onChange={(event) => set('tag', event.target.value)} />
          </div>
          <label className="pf-checkbox">
            <input
              type="checkbox"
              checked={draft.replacePrevious}
              disabled={draft.tag === ''}
              onChange={(event) => set('replacePrevious', event.target.checked)}
            />{' '}
            Replace earlier ones with this tag
          </label>
        </div>
        <div className="pf-field">
          <label htmlFor={`${id}-send-at`}>Send at (leave empty to send now)</label>
          <input
            id={`${id}-send-at`}
            type="datetime-local"
            value={draft.sendAt}
            onChange={(event) => set('sendAt', event.target.value)}
            aria-invalid={Boolean(errors.scheduledAt)}
            aria-describedby={described('scheduledAt')}
          />
          {fieldError('scheduledAt')}
        </div>
        <button type="submit" className="pf-button" disabled={busy}>
          {draft.sendAt ? 'Schedule' : 'Send now'}
        </button>
        {status && (
          <p role={status.kind === 'error' ? 'alert' : 'status'} className={status.kind === 'error' ? 'pf-field-error' : 'pf-success'}>
            {status.text}
          </p>
        )}
      </form>
      <section className="pf-notification-preview" aria-label="Preview">
        <h2>Preview</h2>
        <NotificationCard item={preview} onDismiss={() => {}} onAction={() => {}} />
      </section>
    </div>
  );
}

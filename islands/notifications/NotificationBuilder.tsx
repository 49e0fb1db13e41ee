import { useId } from 'react';
import type { NotificationPosition, NotificationTemplate } from '../../src/lib/notifications/notification.ts';
import { NOTIFICATION_POSITIONS, NOTIFICATION_TEMPLATES } from '../../src/lib/notifications/notification.ts';
import type { BuilderPrefill, BuilderView } from '../../src/schemas/notification.ts';
import NotificationCard from './NotificationCard.tsx';
import CorrespondenceConfirmation from '../popups/CorrespondenceConfirmation.tsx';
import { previewOf, useNotificationBuilder, type Draft, type SetField } from './use-notification-builder.ts';
import './notifications.css';

// The builder's form and live preview. Sending first asks the server how many the audience
// reaches and confirms it with the owner (the correspondence confirmation), then POSTs
// /omnis/v3/notifications/dashboard/ with the XSRF header; the job queue sends it now or at
// the chosen time.

export interface NotificationBuilderProps {
  prefill: BuilderPrefill;
  audiences: BuilderView['audiences'];
}

/** What each group of fields reads and changes: the form's id prefix, the draft, its setter and the API's messages. */
interface FieldsProps {
  id: string;
  draft: Draft;
  set: SetField;
  errors: Record<string, string[]>;
}

/** The id of a field's message, for aria-describedby, while it has one. */
const described = (id: string, errors: Record<string, string[]>, name: string) => (errors[name] ? `${id}-${name}-error` : undefined);

/** A field's first message from the API. */
function FieldError({ id, errors, name }: { id: string; errors: Record<string, string[]>; name: string }) {
  const message = errors[name]?.[0];
  return message ? (
    <p className="pf-field-error" id={`${id}-${name}-error`}>
      {message}
    </p>
  ) : null;
}

/** The title, text, link and picture address. */
function ContentFields({ id, draft, set, errors }: FieldsProps) {
  return (
    <>
      <div className="pf-field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          value={draft.title}
          maxLength={120}
          required
          onChange={(event) => set('title', event.target.value)}
          aria-invalid={Boolean(errors.title)}
          aria-describedby={described(id, errors, 'title')}
        />
        <FieldError id={id} errors={errors} name="title" />
      </div>
      <div className="pf-field">
        <label htmlFor={`${id}-body`}>Text</label>
        <textarea
          id={`${id}-body`}
          value={draft.body}
          maxLength={1000}
          rows={3}
          onChange={(event) => set('body', event.target.value)}
          aria-describedby={described(id, errors, 'body')}
        />
        <FieldError id={id} errors={errors} name="body" />
      </div>
      <div className="pf-field">
        <label htmlFor={`${id}-href`}>Link</label>
        <input
          id={`${id}-href`}
          value={draft.href}
          placeholder="/collection/new/"
          onChange={(event) => set('href', event.target.value)}
          aria-invalid={Boolean(errors.href)}
          aria-describedby={described(id, errors, 'href')}
        />
        <FieldError id={id} errors={errors} name="href" />
      </div>
      <div className="pf-field">
        <label htmlFor={`${id}-image`}>Picture address</label>
        <input
          id={`${id}-image`}
          value={draft.image}
          onChange={(event) => set('image', event.target.value)}
          aria-invalid={Boolean(errors.image)}
          aria-describedby={described(id, errors, 'image')}
        />
        <FieldError id={id} errors={errors} name="image" />
      </div>
    </>
  );
}

/** Who receives it: the team, or the push subscribers, each with how many there are. */
function AudienceFieldset({ id, draft, set, audiences }: Omit<FieldsProps, 'errors'> & { audiences: BuilderView['audiences'] }) {
  return (
    <fieldset className="pf-field">
      <legend>Send to</legend>
      <label>
        <input type="radio" name={`${id}-audience`} checked={draft.audience === 'team'} onChange={() => set('audience', 'team')} /> Your team ({audiences.team}
        ), in the dashboard and by push
      </label>
      <label>
        <input type="radio" name={`${id}-audience`} checked={draft.audience === 'subscribers'} onChange={() => set('audience', 'subscribers')} /> Push
        subscribers ({audiences.subscribers})
      </label>
    </fieldset>
  );
}

/** Where it shows and which template draws it. */
function LookFields({ id, draft, set }: Omit<FieldsProps, 'errors'>) {
  return (
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
  );
}

/** The tag, and whether this one replaces the earlier ones with the same tag (only with a tag). */
function TagFields({ id, draft, set }: Omit<FieldsProps, 'errors'>) {
  return (
    <div className="pf-field-pair">
      <div className="pf-field">
        <label htmlFor={`${id}-tag`}>Tag</label>
        <input id={`${id}-tag`} value={draft.tag} maxLength={60} onChange={(event) => set('tag', event.target.value)} />
      </div>
      <label className="pf-checkbox">
        <input type="checkbox" checked={draft.replacePrevious} disabled={draft.tag === ''} onChange={(event) => set('replacePrevious', event.target.checked)} />{' '}
        Replace earlier ones with this tag
      </label>
    </div>
  );
}

/** When to send it; empty sends it now. */
function SendAtField({ id, draft, set, errors }: FieldsProps) {
  return (
    <div className="pf-field">
      <label htmlFor={`${id}-send-at`}>Send at (leave empty to send now)</label>
      <input
        id={`${id}-send-at`}
        type="datetime-local"
        value={draft.sendAt}
        onChange={(event) => set('sendAt', event.target.value)}
        aria-invalid={Boolean(errors.scheduledAt)}
        aria-describedby={described(id, errors, 'scheduledAt')}
      />
      <FieldError id={id} errors={errors} name="scheduledAt" />
    </div>
  );
}

export default function NotificationBuilder({ prefill, audiences }: NotificationBuilderProps) {
  const id = useId();
  const { draft, set, errors, status, onSubmit, confirming, send, cancel } = useNotificationBuilder(prefill);
  const fields = { id, draft, set, errors };

  return (
    <div className="pf-notification-builder">
      <form className="pf-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Notification">
        {prefill.product && (
          <p className="hint">
            About the product <strong>{prefill.product.name}</strong>.
          </p>
        )}
        <ContentFields {...fields} />
        <AudienceFieldset {...fields} audiences={audiences} />
        <LookFields {...fields} />
        <TagFields {...fields} />
        <SendAtField {...fields} />
        {/* While it sends, the confirmation popup (modal) says so and keeps this out of reach. */}
        <button type="submit" className="pf-button">
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
        <NotificationCard item={previewOf(draft)} onDismiss={() => {}} onAction={() => {}} />
      </section>
      <CorrespondenceConfirmation
        open={confirming !== null}
        channel={draft.audience === 'team' ? 'A notification in the dashboard and by push' : 'A push notification'}
        audienceNoun={draft.audience === 'team' ? ['team member', 'team members'] : ['subscriber', 'subscribers']}
        subject={draft.title}
        body={draft.body}
        recipients={confirming?.recipients ?? 0}
        onConfirm={send}
        onCancel={cancel}
      />
    </div>
  );
}

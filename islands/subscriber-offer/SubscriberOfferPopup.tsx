import { useId, useRef, useState, type FormEvent } from 'react';
import { useModalDialog } from '../popups/use-modal-dialog.ts';
import { send } from '../../src/lib/client/api.ts';
import { NEWSLETTER_MESSAGES } from '../../blocks/newsletterSubscribe/outcome.ts';
import { dismissedCookie } from '../../src/lib/subscriber-offer/rules.ts';
import { offerFormProblems, type OfferForm } from '../../src/lib/subscriber-offer/form.ts';
import { showSnackbar } from '../snackbar/snackbar.ts';

// No stylesheet import here (see ./mount.tsx). The call is the newsletter's own mailing-list
// subscription, which sets the 365-day 'subscribed' cookie on success.

export interface SubscriberOfferPopupProps {
  open: boolean;
  onClose: () => void;
}

type Problems = Partial<Record<keyof OfferForm, string>>;
type Outcome = { kind: 'subscribed' } | { kind: 'fields'; problems: Problems } | { kind: 'failed' };

async function subscribeCall(form: OfferForm): Promise<Outcome> {
  try {
    const response = await send('newsletter.subscribe', { email: form.email.trim(), firstName: form.firstName.trim() });
    if (response.ok) return { kind: 'subscribed' };
    // A validation error shows its message (under its field); any other is reported.
    if (response.status === 422) {
      const body = (await response.json().catch(() => undefined)) as { errors?: Record<string, string[]> } | undefined;
      const problems: Problems = {};
      for (const field of ['email', 'firstName'] as const) {
        const message = body?.errors?.[field]?.[0];
        if (message) problems[field] = message;
      }
      if (Object.keys(problems).length > 0) return { kind: 'fields', problems };
    }
    return { kind: 'failed' };
  } catch (error) {
    console.warn('[subscriber offer] subscribe failed', error);
    return { kind: 'failed' };
  }
}

/** Remembers (in a cookie) that the offer was closed without subscribing. */
function rememberDismissal() {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser
    document.cookie = dismissedCookie(location.protocol === 'https:');
  } catch {
    // A sandboxed frame: nothing to remember.
  }
}

/** The email subscriber offer: first name and email; closing it without subscribing is a dismissal (30 days). */
export default function SubscriberOfferPopup({ open, onClose }: SubscriberOfferPopupProps) {
  const { form, setForm, problems, loading, onSubmit } = useSubscriberOfferForm(onClose);
  const id = useId();

  const dismiss = () => {
    rememberDismissal();
    onClose();
  };
  const modal = useModalDialog(open, dismiss);

  const field = (name: keyof OfferForm, label: string, type: string, autoComplete: string) => (
    <OfferField
      inputId={`${id}-${name}`}
      name={name}
      label={label}
      type={type}
      autoComplete={autoComplete}
      value={form[name]}
      problem={problems[name]}
      onChange={(value) => setForm({ ...form, [name]: value })}
    />
  );

  return (
    <dialog {...modal} className="pf-popup small" aria-labelledby={`${id}-title`}>
      {open && (
        <div className="pf-popup-body">
          <header className="pf-popup-header">
            <h2 id={`${id}-title`}>Join our mailing list</h2>
            <button type="button" className="pf-popup-close" onClick={dismiss} aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </header>
          <form className="pf-subscriber-offer" noValidate onSubmit={onSubmit} aria-busy={loading || undefined}>
            <p className="pf-subscriber-offer-intro">Be the first to hear about new designs and offers.</p>
            {field('firstName', 'First name', 'text', 'given-name')}
            {field('email', 'Email address', 'email', 'email')}
            <div className="pf-popup-actions">
              <button type="submit" className="pf-button" aria-disabled={loading || undefined} data-busy={loading ? '' : undefined}>
                {loading ? 'Sending…' : 'Subscribe'}
              </button>
            </div>
          </form>
        </div>
      )}
    </dialog>
  );
}

/**
 * The offer's form state and its submit: checked here first (focus on the first field with a problem),
 * sent once at a time; subscribed closes the popup with a notice, a field's refusal shows under it.
 */
function useSubscriberOfferForm(onClose: () => void) {
  const [form, setForm] = useState<OfferForm>({ email: '', firstName: '' });
  const [problems, setProblems] = useState<Problems>({});
  const [loading, setLoading] = useState(false);
  const sending = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const found = offerFormProblems(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    sending.current = true;
    setLoading(true);
    const outcome = await subscribeCall(form);
    sending.current = false;
    setLoading(false);
    if (outcome.kind === 'subscribed') {
      onClose();
      showSnackbar({ message: NEWSLETTER_MESSAGES.success, code: 'subscriber-offer', tone: 'success' });
    } else if (outcome.kind === 'fields') setProblems(outcome.problems);
    else showSnackbar({ message: NEWSLETTER_MESSAGES.failure, code: 'subscriber-offer-error', tone: 'error' });
  }

  return { form, setForm, problems, loading, onSubmit };
}

interface OfferFieldProps {
  inputId: string;
  name: keyof OfferForm;
  label: string;
  type: string;
  autoComplete: string;
  value: string;
  problem: string | undefined;
  onChange: (value: string) => void;
}

/** One labelled field of the offer, with its problem under it. */
function OfferField({ inputId, name, label, type, autoComplete, value, problem, onChange }: OfferFieldProps) {
  return (
    <div className="pf-subscriber-offer-field" data-invalid={problem ? '' : undefined}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={name === 'email' ? 254 : 60}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${inputId}-error` : undefined}
      />
      {problem && (
        <p id={`${inputId}-error`} className="pf-popup-error">
          {problem}
        </p>
      )}
    </div>
  );
}

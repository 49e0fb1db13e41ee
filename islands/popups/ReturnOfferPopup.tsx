import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog.ts';
import { send } from '../../src/lib/client/api.ts';
import { emailProblem, returnOfferOutcome, type ReturnOfferOutcome } from '../../blocks/remillReturn/outcome.ts';

// No stylesheet import here: a storefront page reaches this module through the block's
// script, and Astro would inline every stylesheet it imports into every store page.
// ReturnOfferMount.tsx adds popups.css and ReturnOfferPopup.css when the popup first opens.

export interface ReturnOfferPopupProps {
  open: boolean;
  onClose: () => void;
}

/** POST { email } with the XSRF header; cached pages set no cookie, so one is asked for first. */
async function submitReturnOffer(email: string): Promise<ReturnOfferOutcome> {
  try {
    const response = await send('remill.submit', { email });
    return returnOfferOutcome(response.status, await response.json().catch(() => undefined));
  } catch (error) {
    console.warn('[return offer] submit failed', error);
    return returnOfferOutcome(0, undefined);
  }
}

/** The frame of the other popups (Popup.tsx's markup and classes), on the shared modal behaviour. */
function Dialog({
  open,
  title,
  onClose,
  description,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  description?: ReactNode;
  children: ReactNode;
}) {
  const modal = useModalDialog(open, onClose);
  const titleId = useId();
  const descriptionId = useId();
  return (
    <dialog {...modal} className="pf-popup small" aria-labelledby={titleId} aria-describedby={description ? descriptionId : undefined}>
      {open && (
        <div className="pf-popup-body">
          <header className="pf-popup-header">
            <h2 id={titleId}>{title}</h2>
            <button type="button" className="pf-popup-close" onClick={onClose} aria-label="Close">
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6 6 18" />
              </svg>
            </button>
          </header>
          {description && <div id={descriptionId}>{description}</div>}
          {children}
        </div>
      )}
    </dialog>
  );
}

/**
 * The return-offer popup: an email form, then a thanks state. A submit while one is on
 * its way is ignored, by a ref rather than state so a double click or a second
 * Enter in the same tick cannot slip past. Success closes the form: the thanks state
 * replaces it and its button closes the popup.
 */
export default function ReturnOfferPopup({ open, onClose }: ReturnOfferPopupProps) {
  const form = useReturnOfferForm();

  if (form.thanks) {
    return (
      <Dialog open={open} title="Thank you!" onClose={onClose}>
        <ReturnOfferThanks message={form.thanks} onDone={onClose} />
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title="Get a free returns label"
      onClose={onClose}
      description={
        <p className="pf-return-offer-intro">
          Enter your email and we'll send you a prepaid label for your old 100% cotton clothes (not denim or underwear, care label visible). Postage is paid in
          the UK.
        </p>
      }
    >
      <ReturnOfferForm form={form} />
    </Dialog>
  );
}

/** The email form's state and its submit: checked here first, sent once at a time, the answer's thanks or problem kept. */
function useReturnOfferForm() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const sending = useRef(false);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const problem = emailProblem(email);
    setFieldError(problem);
    setFailure(null);
    if (problem) {
      input.current?.focus();
      return;
    }
    sending.current = true;
    setLoading(true);
    const outcome = await submitReturnOffer(email.trim());
    sending.current = false;
    setLoading(false);
    if (outcome.kind === 'thanks') setThanks(outcome.message);
    else if (outcome.kind === 'field') {
      setFieldError(outcome.message);
      input.current?.focus();
    } else setFailure(outcome.message);
  }

  return { id, input, email, setEmail, fieldError, failure, thanks, loading, onSubmit };
}

/** The thanks state: a tick, the message, and the button that closes the popup. */
function ReturnOfferThanks({ message, onDone }: { message: string; onDone: () => void }) {
  return (
    <>
      <div className="pf-return-offer-thanks" role="status">
        <svg
          viewBox="0 0 24 24"
          width="48"
          height="48"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="m7.5 12.5 3 3 6-6.5" />
        </svg>
        <p>{message}</p>
      </div>
      <div className="pf-popup-actions">
        {/* biome-ignore lint/a11y/noAutofocus: the thank-you step of the dialog opens on its only button */}
        <button type="button" className="pf-button" onClick={onDone} autoFocus>
          Done
        </button>
      </div>
    </>
  );
}

/** The email field (its problem under it), a failure to send, and the submit button that says when it is sending. */
function ReturnOfferForm({ form }: { form: ReturnType<typeof useReturnOfferForm> }) {
  const { id, input, email, setEmail, fieldError, failure, loading, onSubmit } = form;
  const errorId = `${id}-error`;
  return (
    <form className="pf-return-offer" noValidate onSubmit={onSubmit} aria-busy={loading || undefined}>
      <div className="pf-return-offer-field" data-invalid={fieldError ? '' : undefined}>
        <label htmlFor={id}>Email address</label>
        <input
          ref={input}
          id={id}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          autoCapitalize="none"
          maxLength={254}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? errorId : undefined}
        />
        {fieldError && (
          <p id={errorId} className="pf-popup-error">
            {fieldError}
          </p>
        )}
      </div>
      {failure && (
        <p className="pf-popup-error" role="alert">
          {failure}
        </p>
      )}
      <div className="pf-popup-actions">
        <button type="submit" className="pf-button" aria-disabled={loading || undefined} data-busy={loading ? '' : undefined}>
          {loading ? 'Sending…' : 'Email me a label'}
        </button>
      </div>
    </form>
  );
}

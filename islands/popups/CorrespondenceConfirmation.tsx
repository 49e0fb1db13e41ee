import { useState } from 'react';
import Popup from './Popup.tsx';

export interface CorrespondenceConfirmationProps {
  open: boolean;
  /** What kind of message goes out, e.g. "Email" or "Push notification". */
  channel: string;
  subject: string;
  /** The message as the customers will read it (plain text; shown escaped). */
  body: string;
  /** How many it goes to. */
  recipients: number;
  /** What the recipients are called, one and many; customers unless told. */
  audienceNoun?: readonly [string, string];
  /** Sends; the popup shows it is busy until this settles and closes on success. */
  onConfirm: () => Promise<void>;
  onCancel: () => void;
}

/**
 * The "correspondence confirmation" popup: before anything is sent to customers, shows what
 * will be sent and to how many, and sends only on an explicit confirmation.
 */
export default function CorrespondenceConfirmation({
  open,
  channel,
  subject,
  body,
  recipients,
  audienceNoun = ['customer', 'customers'],
  onConfirm,
  onCancel,
}: CorrespondenceConfirmationProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const audience = recipients === 1 ? `1 ${audienceNoun[0]}` : `${recipients.toLocaleString('en-GB')} ${audienceNoun[1]}`;

  async function send() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'Oops... looks like something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Popup open={open} title={`Send to ${audience}?`} size="medium" onClose={busy ? undefined : onCancel}>
      <p className="pf-recipients">
        {channel} to <strong>{audience}</strong>. Once sent it cannot be taken back.
      </p>
      <div className="pf-correspondence">
        <p>
          <strong>{subject}</strong>
        </p>
        <p style={{ whiteSpace: 'pre-wrap' }}>{body}</p>
      </div>
      {error && (
        <p className="pf-popup-error" role="alert">
          {error}
        </p>
      )}
      <div className="pf-popup-actions">
        {/* biome-ignore lint/a11y/noAutofocus: the dialog opens on Cancel, the safe choice */}
        <button type="button" className="pf-button secondary" onClick={onCancel} disabled={busy} autoFocus data-autofocus>
          Cancel
        </button>
        <button type="button" className="pf-button" onClick={send} disabled={busy || recipients === 0}>
          {busy ? 'Sending…' : `Send to ${audience}`}
        </button>
      </div>
    </Popup>
  );
}

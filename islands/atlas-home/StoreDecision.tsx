import { useId, useState } from 'react';
import type { StoreApprovalStatus, StoreReview } from '../../src/schemas/approval.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import './atlas-home.css';

// One store's approval status on /atlas/stores/, with staff's decision: approve
// opens the store to its visitors; deny asks for the reason its owner reads (3–500
// characters) and keeps the store under review. Only a store under review can be denied.

export interface StoreDecisionProps {
  store: { id: number; name: string; status: StoreApprovalStatus; denialReason: string | null };
}

export default function StoreDecision({ store }: StoreDecisionProps) {
  const [review, setReview] = useState<StoreReview>({ status: store.status, denialReason: store.denialReason });
  const [denying, setDenying] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  async function decide(approve: boolean) {
    setBusy(true);
    setError(null);
    setNotice(null);
    try {
      const { review: decided } = approve
        ? await call('atlas.approveStore', { id: store.id }, {})
        : await call('atlas.denyStore', { id: store.id }, { reason });
      setReview(decided);
      setNotice(approve ? `${store.name} approved: its visitors see the store.` : `${store.name} denied: it stays under review.`);
      setDenying(false);
      setReason('');
    } catch (thrown) {
      if (!(thrown instanceof ApiRequestError)) throw thrown;
      setError(Object.values(thrown.failure.errors ?? {})[0]?.[0] ?? thrown.failure.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="pf-store-decision">
      <span className={`pf-approval-status pf-approval-${review.status === 'Approved' ? 'approved' : review.status === 'Not modded yet' ? 'waiting' : 'none'}`}>
        {review.status}
      </span>
      {review.denialReason && <span className="pf-approval-reason">Denied: {review.denialReason}</span>}
      {notice && <span role="status">{notice}</span>}
      {error && (
        <span role="alert" className="pf-approval-error">
          {error}
        </span>
      )}
      {review.status !== 'Approved' && (
        <div className="pf-store-decision-actions">
          <button type="button" className="pf-button" disabled={busy} onClick={() => void decide(true)} aria-label={`Approve ${store.name}`}>
            Approve
          </button>
          {review.status === 'Not modded yet' && !denying && (
            <button type="button" className="pf-button secondary" disabled={busy} onClick={() => setDenying(true)} aria-label={`Deny ${store.name}`}>
              Deny…
            </button>
          )}
        </div>
      )}
      {denying && review.status === 'Not modded yet' && (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void decide(false);
          }}
        >
          <label htmlFor={reasonId}>Why is it not approved? (the owner reads this)</label>
          <textarea id={reasonId} rows={3} minLength={3} maxLength={500} value={reason} onChange={(event) => setReason(event.currentTarget.value)} />
          <div className="pf-store-decision-actions">
            <button type="submit" className="pf-button danger" disabled={busy}>
              Deny
            </button>
            <button type="button" className="pf-button secondary" onClick={() => setDenying(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </div>
  );
}

import { useState } from 'react';
import type { PendingRequest } from '../../src/schemas/people.ts';
import { Outcome } from './Field.tsx';
import { useSave } from './use-save.ts';
import './people.css';

// Permission requests waiting for staff: approve grants the rights,
// deny records it (with an optional note); the requester is told by mail either way.

export default function PermissionRequests({ requests: initial }: { requests: PendingRequest[] }) {
  const [requests, setRequests] = useState(initial);
  const [denying, setDenying] = useState<number | null>(null);
  const [note, setNote] = useState('');
  const { busy, notice, error, save } = useSave();

  async function decide(request: PendingRequest, approve: boolean) {
    const who = request.name || request.email;
    const notice = `${who}'s request ${approve ? 'approved' : 'denied'}.`;
    const done = approve
      ? await save(notice, 'people.approveRequest', { requestId: request.id }, {})
      : await save(notice, 'people.denyRequest', { requestId: request.id }, { note });
    if (done) {
      setRequests((current) => current.filter((entry) => entry.id !== request.id));
      setDenying(null);
      setNote('');
    }
  }

  return (
    <div className="pf-people-form">
      <Outcome notice={notice} error={error} />
      {requests.length === 0 ? (
        <p>No permission requests are waiting.</p>
      ) : (
        <table className="pf-people-table">
          <thead>
            <tr>
              <th scope="col">Who</th>
              <th scope="col">Permissions</th>
              <th scope="col">Reason</th>
              <th scope="col">Store</th>
              <th scope="col">Decision</th>
            </tr>
          </thead>
          <tbody>
            {requests.map((request) => (
              <tr key={request.id} data-request-id={request.id}>
                <td>
                  {request.name}
                  <br />
                  <span className="pf-people-mono">{request.email}</span>
                </td>
                <td>{request.permissions.join(', ')}</td>
                <td>{request.reason}</td>
                <td>{request.store ?? '—'}</td>
                <td>
                  <button
                    type="button"
                    className="pf-button"
                    disabled={busy}
                    onClick={() => void decide(request, true)}
                    aria-label={`Approve ${request.email}'s request`}
                  >
                    Approve
                  </button>{' '}
                  {denying === request.id ? (
                    <form
                      noValidate
                      onSubmit={(event) => {
                        event.preventDefault();
                        void decide(request, false);
                      }}
                    >
                      <label htmlFor={`deny-note-${request.id}`}>Why? (optional, the requester reads this)</label>
                      <textarea id={`deny-note-${request.id}`} rows={2} maxLength={500} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
                      <button type="submit" className="pf-button danger" disabled={busy}>
                        Deny
                      </button>{' '}
                      <button type="button" className="pf-button secondary" onClick={() => setDenying(null)}>
                        Cancel
                      </button>
                    </form>
                  ) : (
                    <button
                      type="button"
                      className="pf-button secondary"
                      disabled={busy}
                      onClick={() => {
                        setDenying(request.id);
                        setNote('');
                      }}
                      aria-label={`Deny ${request.email}'s request`}
                    >
                      Deny…
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

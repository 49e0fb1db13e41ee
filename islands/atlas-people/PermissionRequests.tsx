import { useState } from 'react';
import type { PendingRequest } from '../../src/schemas/people.ts';
import { Outcome } from './Field.tsx';
import { useSave } from './use-save.ts';
import './people.css';

// Permission requests waiting for staff: approve grants the rights,
// deny records it (with an optional note); the requester is told by mail either way.

export default function PermissionRequests({ requests: initial }: { requests: PendingRequest[] }) {
  const desk = useRequestDecisions(initial);
  return (
    <div className="pf-people-form">
      <Outcome notice={desk.notice} error={desk.error} />
      {desk.requests.length === 0 ? (
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
            {desk.requests.map((request) => (
              <RequestRow key={request.id} request={request} desk={desk} />
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** The requests still waiting, the one being denied with its note, and the call that decides one (it then leaves the list). */
function useRequestDecisions(initial: PendingRequest[]) {
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

  return { requests, denying, setDenying, note, setNote, busy, notice, error, decide };
}

type RequestDecisions = ReturnType<typeof useRequestDecisions>;

/** One waiting request: who asked, for what, why and where, and the buttons that approve or begin denying it. */
function RequestRow({ request, desk }: { request: PendingRequest; desk: RequestDecisions }) {
  const { busy, decide } = desk;
  return (
    <tr data-request-id={request.id}>
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
        {desk.denying === request.id ? (
          <DenyForm request={request} desk={desk} />
        ) : (
          <button
            type="button"
            className="pf-button secondary"
            disabled={busy}
            onClick={() => {
              desk.setDenying(request.id);
              desk.setNote('');
            }}
            aria-label={`Deny ${request.email}'s request`}
          >
            Deny…
          </button>
        )}
      </td>
    </tr>
  );
}

/** Denying a request: the optional note the requester reads, then deny or cancel. */
function DenyForm({ request, desk }: { request: PendingRequest; desk: RequestDecisions }) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void desk.decide(request, false);
      }}
    >
      <label htmlFor={`deny-note-${request.id}`}>Why? (optional, the requester reads this)</label>
      <textarea id={`deny-note-${request.id}`} rows={2} maxLength={500} value={desk.note} onChange={(event) => desk.setNote(event.currentTarget.value)} />
      <button type="submit" className="pf-button danger" disabled={desk.busy}>
        Deny
      </button>{' '}
      <button type="button" className="pf-button secondary" onClick={() => desk.setDenying(null)}>
        Cancel
      </button>
    </form>
  );
}

import { useRef, useState } from 'react';
import type { InspectBody, ReturnsPage, ReturnRow } from '../../src/schemas/factory.ts';
import { call } from '../../src/lib/client/api.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { RETURN_STATUSES } from '../../src/lib/after-sale/returns.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import { errorText } from './print-pdf.ts';
import './factory.css';

// The returns desk: returned parcels are received by their return label's code
// (scanned or typed), then inspected: refund, exchange or rejected, with a note.

type Outcome = 'refund' | 'exchange' | 'rejected';
const OUTCOME_TEXT = { refunded: 'Refunded', exchanged: 'Exchanged', rejected: 'Rejected' } as const;

export default function ReturnsDesk({ page }: { page: ReturnsPage }) {
  const [rows, setRows] = useState(page.returns);
  const [counts, setCounts] = useState(page.counts);
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forms, setForms] = useState<Record<number, { outcome: Outcome | ''; note: string; size: string; colour: string }>>({});
  const field = useRef<HTMLInputElement>(null);

  function replace(row: ReturnRow, was: ReturnRow['status'] | null) {
    setRows((current) => (current.some((entry) => entry.id === row.id) ? current.map((entry) => (entry.id === row.id ? row : entry)) : [row, ...current]));
    // The tabs' counts follow what was done here (a reload brings everyone else's work too).
    if (was !== null && was !== row.status)
      setCounts((current) => ({ ...current, [was]: Math.max(0, current[was] - 1), [row.status]: current[row.status] + 1 }));
  }
  const formOf = (id: number) => forms[id] ?? { outcome: '' as const, note: '', size: '', colour: '' };
  const setForm = (id: number, change: Partial<ReturnType<typeof formOf>>) => setForms((current) => ({ ...current, [id]: { ...formOf(id), ...change } }));

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await work());
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setBusy(false);
    }
  }

  const receive = () =>
    act(async () => {
      const { returnLog } = await call('returns.receive', { code });
      replace(returnLog, 'requested');
      setCode('');
      requestAnimationFrame(() => field.current?.focus());
      return `Return ${returnLog.labelCode} received: ${returnLog.itemName} ×${returnLog.quantity} from order #${returnLog.orderId}.`;
    });
  const inspect = (row: ReturnRow) =>
    act(async () => {
      const form = formOf(row.id);
      const { returnLog: done } = await call(
        'returns.inspect',
        { id: row.id },
        {
          outcome: form.outcome as InspectBody['outcome'],
          note: form.note,
          ...(form.outcome === 'exchange' ? { size: form.size || null, colour: form.colour || null } : {}),
        },
      );
      replace(done, row.status);
      if (done.outcome === 'refunded' && done.refundAmount !== null)
        return `Refunded ${formatMoney(done.refundAmount, done.currency)} for return ${done.labelCode}.`;
      if (done.outcome === 'exchanged') return `Exchange order #${done.exchangeOrderId} made for return ${done.labelCode}.`;
      return `Return ${done.labelCode} rejected.`;
    });

  const link = (state: string, number = 1) =>
    `${factoryScreens.returns}?${new URLSearchParams({ ...(state ? { status: state } : {}), ...(number > 1 ? { page: String(number) } : {}) })}`;

  return (
    <div className="pf-factory pf-returns">
      <form
        className="pf-scan-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (code.trim()) void receive();
        }}
      >
        <label htmlFor="pf-return-code">A parcel arrived: scan or type its return label code</label>
        <input id="pf-return-code" ref={field} value={code} autoComplete="off" spellCheck={false} onChange={(event) => setCode(event.currentTarget.value)} />
        <button type="submit" className="pf-button" disabled={busy}>
          Receive
        </button>
      </form>
      <div role="status" aria-live="polite" className={`pf-scan-latest${status ? ' pf-tone-success' : ''}`}>
        {status ?? ''}
      </div>
      {error && (
        <p role="alert" className="pf-scan-latest pf-tone-error">
          {error}
        </p>
      )}

      <nav className="pf-factory-switch" aria-label="Return status">
        <a href={link('')} aria-current={page.status === null ? 'page' : undefined}>
          All <span className="pf-factory-count">{Object.values(counts).reduce((a, b) => a + b, 0)}</span>
        </a>
        {RETURN_STATUSES.map((state) => (
          <a key={state} href={link(state)} aria-current={page.status === state ? 'page' : undefined}>
            {state[0]!.toUpperCase() + state.slice(1)} <span className="pf-factory-count">{counts[state]}</span>
          </a>
        ))}
      </nav>

      {rows.length === 0 ? (
        <p>No returns here.</p>
      ) : (
        <table className="pf-factory-table">
          <thead>
            <tr>
              <th scope="col">Return</th>
              <th scope="col">Item</th>
              <th scope="col">Why</th>
              <th scope="col">Status</th>
              <th scope="col">Inspection</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const form = formOf(row.id);
              return (
                <tr key={row.id} data-return-id={row.id}>
                  <td>
                    <code>{row.labelCode}</code>
                    <br />
                    Order #{row.orderId} · {row.storeName}
                    <br />
                    <small>{formatDisplayDate(row.createdAt)}</small>
                  </td>
                  <td>
                    {row.quantity} × {row.itemName} {[row.colour, row.size].filter(Boolean).join(' / ')}
                  </td>
                  <td>
                    {row.kind === 'exchange' ? `Exchange for ${[row.wanted.colour, row.wanted.size].filter(Boolean).join(' / ') || 'another'}` : 'Return'}:{' '}
                    {row.reason}
                  </td>
                  <td>
                    {row.status}
                    {row.receivedAt && (
                      <>
                        <br />
                        <small>received {formatDisplayDate(row.receivedAt)}</small>
                      </>
                    )}
                  </td>
                  <td>
                    {row.status === 'inspected' ? (
                      <>
                        <strong>{row.outcome ? OUTCOME_TEXT[row.outcome] : '—'}</strong>
                        {row.outcome === 'refunded' && row.refundAmount !== null && <> {formatMoney(row.refundAmount, row.currency)}</>}
                        {row.exchangeOrderId !== null && (
                          <>
                            {' '}
                            <a href={factoryScreens.order(row.exchangeOrderId)}>order #{row.exchangeOrderId}</a>
                          </>
                        )}
                        {row.inspectionNote && (
                          <>
                            <br />
                            <small>{row.inspectionNote}</small>
                          </>
                        )}
                      </>
                    ) : row.status === 'requested' ? (
                      'Waiting for the parcel'
                    ) : (
                      <form
                        className="pf-inspect"
                        onSubmit={(event) => {
                          event.preventDefault();
                          if (form.outcome) void inspect(row);
                        }}
                      >
                        <label htmlFor={`pf-outcome-${row.id}`}>Outcome</label>
                        <select
                          id={`pf-outcome-${row.id}`}
                          value={form.outcome}
                          onChange={(event) => setForm(row.id, { outcome: event.currentTarget.value as Outcome })}
                        >
                          <option value="">Choose…</option>
                          <option value="refund">Refund</option>
                          <option value="exchange">Exchange</option>
                          <option value="rejected">Rejected</option>
                        </select>
                        {form.outcome === 'exchange' && (
                          <>
                            <label htmlFor={`pf-size-${row.id}`}>Size</label>
                            <input
                              id={`pf-size-${row.id}`}
                              value={form.size}
                              placeholder={row.wanted.size ?? row.size ?? ''}
                              onChange={(event) => setForm(row.id, { size: event.currentTarget.value })}
                            />
                            <label htmlFor={`pf-colour-${row.id}`}>Colour</label>
                            <input
                              id={`pf-colour-${row.id}`}
                              value={form.colour}
                              placeholder={row.wanted.colour ?? row.colour ?? ''}
                              onChange={(event) => setForm(row.id, { colour: event.currentTarget.value })}
                            />
                          </>
                        )}
                        <label htmlFor={`pf-note-${row.id}`}>Note</label>
                        <textarea
                          id={`pf-note-${row.id}`}
                          rows={2}
                          maxLength={1000}
                          value={form.note}
                          onChange={(event) => setForm(row.id, { note: event.currentTarget.value })}
                        />
                        <button type="submit" className="pf-button" disabled={busy || !form.outcome}>
                          Inspect {row.labelCode}
                        </button>
                      </form>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {page.lastPage > 1 && (
        <nav className="pf-factory-switch" aria-label="Pages">
          {page.page > 1 && (
            <a href={link(page.status ?? '', page.page - 1)} rel="prev">
              Previous
            </a>
          )}
          <span>
            Page {page.page} of {page.lastPage}
          </span>
          {page.page < page.lastPage && (
            <a href={link(page.status ?? '', page.page + 1)} rel="next">
              Next
            </a>
          )}
        </nav>
      )}
    </div>
  );
}

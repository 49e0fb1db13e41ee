import type { ReturnRow } from '../../src/schemas/factory.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import type { Outcome, ReturnsDeskState } from './use-returns-desk.ts';

// The returns desk's table: one row per return, with what was asked, where it stands, and its
// inspection — the result once inspected, else the form that inspects it once received.

const OUTCOME_TEXT = { refunded: 'Refunded', exchanged: 'Exchanged', rejected: 'Rejected' } as const;

/** An inspected return's outcome, the amount refunded or the exchange order, and the inspection's note. */
function InspectionResult({ row }: { row: ReturnRow }) {
  return (
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
  );
}

/** The inspection of a received return: the outcome, for an exchange the size and colour, and a note. */
function InspectForm({ row, desk }: { row: ReturnRow; desk: ReturnsDeskState }) {
  const { formOf, setForm, busy, inspect } = desk;
  const form = formOf(row.id);
  return (
    <form
      className="pf-inspect"
      onSubmit={(event) => {
        event.preventDefault();
        if (form.outcome) void inspect(row);
      }}
    >
      <label htmlFor={`pf-outcome-${row.id}`}>Outcome</label>
      <select id={`pf-outcome-${row.id}`} value={form.outcome} onChange={(event) => setForm(row.id, { outcome: event.currentTarget.value as Outcome })}>
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
  );
}

/** One return: its label code, order and store, the item, why it came back, its status, and its inspection. */
function ReturnLine({ row, desk }: { row: ReturnRow; desk: ReturnsDeskState }) {
  return (
    <tr data-return-id={row.id}>
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
        {row.kind === 'exchange' ? `Exchange for ${[row.wanted.colour, row.wanted.size].filter(Boolean).join(' / ') || 'another'}` : 'Return'}: {row.reason}
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
          <InspectionResult row={row} />
        ) : row.status === 'requested' ? (
          'Waiting for the parcel'
        ) : (
          <InspectForm row={row} desk={desk} />
        )}
      </td>
    </tr>
  );
}

/** The returns shown, one row each. */
export function ReturnsTable({ desk }: { desk: ReturnsDeskState }) {
  return (
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
        {desk.rows.map((row) => (
          <ReturnLine key={row.id} row={row} desk={desk} />
        ))}
      </tbody>
    </table>
  );
}

import { useState } from 'react';
import type { FactoryOrderView, LabelReprintBody } from '../../src/schemas/factory.ts';
import { call } from '../../src/lib/client/api.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { priorityName } from '../../src/lib/after-sale/priorities.ts';
import { factoryName } from '../../src/lib/after-sale/factories.ts';
import { formatDisplayDate } from '../../src/lib/dates.ts';
import { errorText, printLabelsPdf } from './print-pdf.ts';
import './factory.css';

// One order in the factory: its labels with where each stands (printed,
// picked, pigeonholed, cancelled, reprinted) and their logs; print its labels (again), and
// reprint a damaged item with a reason — a free child order with its own labels.

export default function FactoryOrder({ view: initial }: { view: FactoryOrderView }) {
  const [view, setView] = useState(initial);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function act(work: () => Promise<string>) {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      setStatus(await work());
      setView(await call('factory.order', { orderId: view.orderId }));
    } catch (thrown) {
      setError(errorText(thrown));
    } finally {
      setBusy(false);
    }
  }

  const print = () =>
    act(async () => {
      const printed = await printLabelsPdf({ orderId: view.orderId });
      return `${printed.count} label${printed.count === 1 ? '' : 's'} printed.`;
    });
  const reprint = (labelId: number) =>
    act(async () => {
      const reason = reasons[labelId] ?? '';
      const { childOrderId } = await call('factory.reprint', { labelId }, { reason: reason as LabelReprintBody['reason'] });
      return `Reprint ordered: order #${childOrderId} (${reason}).`;
    });

  return (
    <div className="pf-factory">
      <p className="pf-factory-facts">
        Status <strong>{view.status}</strong> · {factoryName(view.factory)} · priority {priorityName(view.priority)}
        {view.pigeonhole !== null && (
          <>
            {' '}
            · pigeonhole <strong>{view.pigeonhole}</strong>
          </>
        )}
        {view.parentOrderId !== null && (
          <>
            {' '}
            · {view.reprintReason ? `reprint (${view.reprintReason})` : 'exchange'} of{' '}
            <a href={factoryScreens.order(view.parentOrderId)}>#{view.parentOrderId}</a>
          </>
        )}
      </p>
      {status && (
        <p role="status" className="pf-scan-latest pf-tone-success">
          {status}
        </p>
      )}
      {error && (
        <p role="alert" className="pf-scan-latest pf-tone-error">
          {error}
        </p>
      )}
      <p>
        <button type="button" className="pf-button" disabled={busy || view.labels.length === 0} onClick={() => void print()}>
          Print this order’s labels
        </button>{' '}
        <a href={factoryScreens.station}>Back to the scan station</a>
      </p>
      <table className="pf-factory-table">
        <thead>
          <tr>
            <th scope="col">Label</th>
            <th scope="col">Item</th>
            <th scope="col">Pickface</th>
            <th scope="col">Where it is</th>
            <th scope="col">Logs</th>
            <th scope="col">Reprint</th>
          </tr>
        </thead>
        <tbody>
          {view.labels.map((label) => {
            const where = label.cancelled
              ? 'Cancelled'
              : label.reprinted
                ? 'Replaced by a reprint'
                : label.placed
                  ? 'In the pigeonhole'
                  : label.garmentPrinted
                    ? 'Printed'
                    : label.toBePicked
                      ? 'To pick'
                      : 'Picked';
            return (
              <tr key={label.id} data-label-id={label.id}>
                <td>
                  <code>{label.barcode}</code>
                  <br />
                  {label.counter} of {label.of}
                </td>
                <td>
                  {label.itemName} {[label.colour, label.size].filter(Boolean).join(' / ')}
                </td>
                <td>{label.pickface}</td>
                <td>
                  {where}
                  {label.timesPrinted > 0 && (
                    <>
                      <br />
                      <small>label printed ×{label.timesPrinted}</small>
                    </>
                  )}
                </td>
                <td>
                  {label.logs.length === 0 ? (
                    '—'
                  ) : (
                    <ul className="pf-label-logs">
                      {label.logs.map((log, index) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: a label's log only grows at the end and is read-only here
                        <li key={index}>
                          {formatDisplayDate(log.at)} {log.kind}
                          {log.note ? ` (${log.note})` : ''}
                          {log.by ? ` — ${log.by}` : ''}
                        </li>
                      ))}
                    </ul>
                  )}
                </td>
                <td>
                  {!label.cancelled && !label.reprinted && (
                    <form
                      className="pf-reprint"
                      onSubmit={(event) => {
                        event.preventDefault();
                        if (reasons[label.id]) void reprint(label.id);
                      }}
                    >
                      <label className="pf-visually-hidden" htmlFor={`pf-reprint-${label.id}`}>
                        Why reprint {label.barcode}?
                      </label>
                      <select
                        id={`pf-reprint-${label.id}`}
                        value={reasons[label.id] ?? ''}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setReasons((current) => ({ ...current, [label.id]: value }));
                        }}
                      >
                        <option value="">Reason…</option>
                        {view.reprintReasons.map((reason) => (
                          <option key={reason} value={reason}>
                            {reason}
                          </option>
                        ))}
                      </select>
                      <button type="submit" className="pf-button secondary" disabled={busy || !reasons[label.id]}>
                        Reprint
                      </button>
                    </form>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {view.children.length > 0 && (
        <>
          <h2>Reprints and exchanges</h2>
          <ul>
            {view.children.map((child) => (
              <li key={child.orderId}>
                <a href={factoryScreens.order(child.orderId)}>#{child.orderId}</a> {child.reprintReason ? `reprint: ${child.reprintReason}` : 'exchange'} —{' '}
                {child.status}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

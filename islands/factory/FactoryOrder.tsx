import { useState } from 'react';
import type { FactoryOrderLabel, FactoryOrderView, LabelReprintBody } from '../../src/schemas/factory.ts';
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

/** The order as last loaded, the reprint reason chosen per label, and the print and reprint calls (each reloads the order). */
function useFactoryOrder(initial: FactoryOrderView) {
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
  const chooseReason = (labelId: number, reason: string) => setReasons((current) => ({ ...current, [labelId]: reason }));

  return { view, reasons, chooseReason, status, error, busy, print, reprint };
}

type FactoryOrderState = ReturnType<typeof useFactoryOrder>;

/** Where a label stands, the furthest step first: cancelled, reprinted, in the pigeonhole, printed, to pick or picked. */
function whereLabelIs(label: FactoryOrderLabel): string {
  if (label.cancelled) return 'Cancelled';
  if (label.reprinted) return 'Replaced by a reprint';
  if (label.placed) return 'In the pigeonhole';
  if (label.garmentPrinted) return 'Printed';
  return label.toBePicked ? 'To pick' : 'Picked';
}

/** The order's status, factory and priority, its pigeonhole, and the order it reprints or exchanges. */
function OrderFacts({ view }: { view: FactoryOrderView }) {
  return (
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
  );
}

/** A label's log, oldest first: when, what, why and who. */
function LabelLogs({ logs }: { logs: FactoryOrderLabel['logs'] }) {
  if (logs.length === 0) return '—';
  return (
    <ul className="pf-label-logs">
      {logs.map((log, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a label's log only grows at the end and is read-only here
        <li key={index}>
          {formatDisplayDate(log.at)} {log.kind}
          {log.note ? ` (${log.note})` : ''}
          {log.by ? ` — ${log.by}` : ''}
        </li>
      ))}
    </ul>
  );
}

/** The reason a label's item is reprinted, chosen from the list, and the Reprint button. */
function ReprintForm({ label, order }: { label: FactoryOrderLabel; order: FactoryOrderState }) {
  const { view, reasons, chooseReason, busy, reprint } = order;
  return (
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
      <select id={`pf-reprint-${label.id}`} value={reasons[label.id] ?? ''} onChange={(event) => chooseReason(label.id, event.currentTarget.value)}>
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
  );
}

/** One label: its barcode and count, the item, the pickface, where it is, its log, and its reprint unless it is gone. */
function LabelRow({ label, order }: { label: FactoryOrderLabel; order: FactoryOrderState }) {
  return (
    <tr data-label-id={label.id}>
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
        {whereLabelIs(label)}
        {label.timesPrinted > 0 && (
          <>
            <br />
            <small>label printed ×{label.timesPrinted}</small>
          </>
        )}
      </td>
      <td>
        <LabelLogs logs={label.logs} />
      </td>
      <td>{!label.cancelled && !label.reprinted && <ReprintForm label={label} order={order} />}</td>
    </tr>
  );
}

/** The order's labels, one row each. */
function LabelsTable({ order }: { order: FactoryOrderState }) {
  return (
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
        {order.view.labels.map((label) => (
          <LabelRow key={label.id} label={label} order={order} />
        ))}
      </tbody>
    </table>
  );
}

/** The orders made from this one: its reprints and exchanges, with their status. */
function ChildOrders({ orders }: { orders: FactoryOrderView['children'] }) {
  return (
    <>
      <h2>Reprints and exchanges</h2>
      <ul>
        {orders.map((child) => (
          <li key={child.orderId}>
            <a href={factoryScreens.order(child.orderId)}>#{child.orderId}</a> {child.reprintReason ? `reprint: ${child.reprintReason}` : 'exchange'} —{' '}
            {child.status}
          </li>
        ))}
      </ul>
    </>
  );
}

export default function FactoryOrder({ view: initial }: { view: FactoryOrderView }) {
  const order = useFactoryOrder(initial);
  const { view, status, error, busy, print } = order;

  return (
    <div className="pf-factory">
      <OrderFacts view={view} />
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
      <LabelsTable order={order} />
      {view.children.length > 0 && <ChildOrders orders={view.children} />}
    </div>
  );
}

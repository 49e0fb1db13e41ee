import type { FactoryView } from '../../src/schemas/factory.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { priorityName } from '../../src/lib/after-sale/priorities.ts';
import type { PrintedPdf } from './print-pdf.ts';

// The scan station's sections beside the field: the factory switch, label printing, the orders
// ready for packing, the pigeonholes in use and the picking list. Each draws what the factory
// view holds; its buttons hand the action to the station.

export function FactorySwitch({ view }: { view: FactoryView }) {
  return (
    <nav className="pf-factory-switch" aria-label="Factory">
      {view.factories.map((entry) => (
        <a key={entry.code} href={`${factoryScreens.station}?factory=${entry.code}`} aria-current={entry.code === view.factory ? 'page' : undefined}>
          {entry.name} <span className="pf-factory-count">{entry.toPrint} to print</span>
        </a>
      ))}
    </nav>
  );
}

export function LabelsSection({ toPrint, busy, printed, onPrint }: { toPrint: number; busy: boolean; printed: PrintedPdf | null; onPrint: () => void }) {
  return (
    <section aria-labelledby="pf-print-heading">
      <h2 id="pf-print-heading">Labels</h2>
      <p>{toPrint === 0 ? 'Every paid order’s labels are printed.' : `${toPrint} label${toPrint === 1 ? '' : 's'} waiting to be printed.`}</p>
      <button type="button" className="pf-button" disabled={busy || toPrint === 0} onClick={onPrint}>
        Print {toPrint} label{toPrint === 1 ? '' : 's'}
      </button>
      {printed && (
        <p>
          <a href={printed.href} download={printed.fileName}>
            Download the labels again ({printed.count})
          </a>
        </p>
      )}
    </section>
  );
}

export function PackingSection({ packing, busy, onDispatch }: { packing: FactoryView['packing']; busy: boolean; onDispatch: (orderId: number) => void }) {
  return (
    <section aria-labelledby="pf-packing-heading">
      <h2 id="pf-packing-heading">Ready for packing</h2>
      {packing.length === 0 ? (
        <p>No order is waiting to be packed.</p>
      ) : (
        <table className="pf-factory-table">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Items</th>
              <th scope="col">Pigeonhole</th>
              <th scope="col">Priority</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {packing.map((order) => (
              <tr key={order.orderId} data-order-id={order.orderId}>
                <td>
                  <a href={factoryScreens.order(order.orderId)}>#{order.orderId}</a>
                </td>
                <td>{order.items}</td>
                <td>{order.pigeonhole ?? '—'}</td>
                <td>{priorityName(order.priority)}</td>
                <td>
                  <button type="button" className="pf-button" disabled={busy} onClick={() => onDispatch(order.orderId)}>
                    Packed &amp; dispatched #{order.orderId}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

export function PigeonholesSection({ pigeonholes }: { pigeonholes: FactoryView['pigeonholes'] }) {
  return (
    <section aria-labelledby="pf-holes-heading">
      <h2 id="pf-holes-heading">Pigeonholes in use</h2>
      {pigeonholes.length === 0 ? (
        <p>Every pigeonhole is free.</p>
      ) : (
        <ul className="pf-holes">
          {pigeonholes.map((hole) => (
            <li key={hole.number} className={hole.placed === hole.of ? 'pf-hole-full' : undefined}>
              <strong>{hole.number}</strong> <a href={factoryScreens.order(hole.orderId)}>#{hole.orderId}</a> {hole.placed} of {hole.of}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function PickingSection({
  picking,
  busy,
  onPick,
}: {
  picking: FactoryView['picking'];
  busy: boolean;
  onPick: (labelIds: number[], pickface: string) => void;
}) {
  return (
    <section aria-labelledby="pf-picking-heading">
      <h2 id="pf-picking-heading">Picking list</h2>
      {picking.length === 0 ? (
        <p>Nothing to pick.</p>
      ) : (
        picking.map((group) => (
          <div key={group.pickface} className="pf-pick-group">
            <h3>
              {group.pickface} <span className="pf-factory-count">{group.count}</span>
              {group.priority > 0 && <span className="pf-priority">{priorityName(group.priority)}</span>}
            </h3>
            <ul>
              {group.labels.map((label) => (
                <li key={label.labelId}>
                  {label.itemName} {[label.colour, label.size].filter(Boolean).join(' / ')} — #{label.orderId} <code>{label.barcode}</code>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="pf-button secondary"
              disabled={busy}
              onClick={() =>
                onPick(
                  group.labels.map((label) => label.labelId),
                  group.pickface,
                )
              }
            >
              Picked {group.count} from {group.pickface}
            </button>
          </div>
        ))
      )}
    </section>
  );
}

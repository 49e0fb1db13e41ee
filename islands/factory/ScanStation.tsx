import { useEffect, useRef, useState } from 'react';
import type { FactoryView, LabelReprintBody } from '../../src/schemas/factory.ts';
import { call } from '../../src/lib/client/api.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { priorityName } from '../../src/lib/after-sale/priorities.ts';
import { errorText, printLabelsPdf, type PrintedPdf } from './print-pdf.ts';
import './factory.css';

// The factory scan station (docs/factory.md). One field: a keyboard-wedge scanner
// types the code and Enter, so the field keeps the focus after every scan and nothing needs a
// mouse. The newest result is announced (role=status) in big type and a colour; the ones
// before stay listed under it. A badge scan switches who is scanning for the scans after it.

interface Line {
  id: number;
  tone: 'success' | 'info' | 'warning' | 'error';
  message: string;
  code: string;
  labelId?: number;
  orderId?: number;
}

const TONE_WORD = { success: 'Done', info: 'Note', warning: 'Check', error: 'Refused' } as const;
const MAX_LINES = 25;

export default function ScanStation({ view: initial, staffName }: { view: FactoryView; staffName: string }) {
  const [view, setView] = useState(initial);
  const [code, setCode] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [scanner, setScanner] = useState<{ name: string; badge: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [printed, setPrinted] = useState<PrintedPdf | null>(null);
  const [reprintReason, setReprintReason] = useState('');
  const field = useRef<HTMLInputElement>(null);
  const counter = useRef(0);

  const refocus = () => requestAnimationFrame(() => field.current?.focus());
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount on purpose: focus on every render would leave no other field usable
  useEffect(() => {
    refocus();
  }, []);
  useEffect(() => {
    // A scanner types wherever the focus is: after a click on the page, its first key brings
    // the focus back to the field, which then receives the code.
    const onKey = (event: KeyboardEvent) => {
      const active = document.activeElement;
      if (active && active !== document.body && active !== document.documentElement) return;
      if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) field.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  function add(line: Omit<Line, 'id'>) {
    counter.current += 1;
    setLines((current) => [{ ...line, id: counter.current }, ...current].slice(0, MAX_LINES));
  }

  async function refresh() {
    try {
      setView(await call('factory.view', { factory: view.factory }));
    } catch {
      // The lists beside the field are a convenience: a failed refresh leaves them as they were.
    }
  }

  async function scan(value: string) {
    if (value.trim() === '' || busy) return;
    setBusy(true);
    setCode('');
    try {
      const data = await call('factory.scan', { code: value, badge: scanner?.badge ?? null });
      if (data.kind === 'badge' && data.scanner) setScanner({ name: data.scanner.name, badge: data.code });
      add({ tone: data.tone, message: data.message, code: data.code, labelId: data.label?.id, orderId: data.orderId });
      if (data.kind !== 'badge') void refresh();
    } catch (thrown) {
      add({ tone: 'error', message: errorText(thrown), code: value.trim() });
    } finally {
      setBusy(false);
      refocus();
    }
  }

  async function act(work: () => Promise<string>) {
    setBusy(true);
    try {
      add({ tone: 'success', message: await work(), code: '' });
      void refresh();
    } catch (thrown) {
      add({ tone: 'error', message: errorText(thrown), code: '' });
    } finally {
      setBusy(false);
      refocus();
    }
  }

  const printBatch = () =>
    act(async () => {
      const result = await printLabelsPdf({ factory: view.factory });
      setPrinted(result);
      return `${result.count} label${result.count === 1 ? '' : 's'} printed.`;
    });
  const pick = (labelIds: number[], pickface: string) =>
    act(async () => {
      const { picked } = await call('factory.pick', { labelIds });
      return `Picked ${picked} from ${pickface}.`;
    });
  const dispatch = (orderId: number) =>
    act(async () => {
      const dispatched = await call('factory.dispatch', { orderId }, { badge: scanner?.badge ?? null });
      return `Order #${dispatched.orderId} packed and dispatched${dispatched.pigeonhole ? `: pigeonhole ${dispatched.pigeonhole} is free` : ''}.`;
    });
  const reprint = (labelId: number) =>
    act(async () => {
      const { childOrderId } = await call(
        'factory.reprint',
        { labelId },
        { reason: reprintReason as LabelReprintBody['reason'], badge: scanner?.badge ?? null },
      );
      setReprintReason('');
      return `Reprint ordered: order #${childOrderId} (${reprintReason}). Its labels are waiting to be printed.`;
    });

  const latest = lines[0];
  const lastLabel = lines.find((line) => line.labelId !== undefined && line.tone !== 'error');
  const toPrint = view.factories.find((entry) => entry.code === view.factory)?.toPrint ?? 0;

  return (
    <div className="pf-factory">
      <nav className="pf-factory-switch" aria-label="Factory">
        {view.factories.map((entry) => (
          <a key={entry.code} href={`${factoryScreens.station}?factory=${entry.code}`} aria-current={entry.code === view.factory ? 'page' : undefined}>
            {entry.name} <span className="pf-factory-count">{entry.toPrint} to print</span>
          </a>
        ))}
      </nav>

      <section className="pf-scan" aria-labelledby="pf-scan-heading">
        <h2 id="pf-scan-heading">Scan station</h2>
        <p className="pf-scan-who">
          Scanning as <strong>{scanner ? scanner.name : staffName}</strong>
          {scanner ? ` (badge ${scanner.badge})` : ' (scan your badge to switch)'}
          {scanner && (
            <>
              {' '}
              <button
                type="button"
                className="pf-button secondary"
                onClick={() => {
                  setScanner(null);
                  refocus();
                }}
              >
                Stop using this badge
              </button>
            </>
          )}
        </p>
        <form
          className="pf-scan-form"
          onSubmit={(event) => {
            event.preventDefault();
            void scan(code);
          }}
        >
          <label htmlFor="pf-scan-code">Scan a label, a return label or your badge</label>
          <input
            id="pf-scan-code"
            ref={field}
            name="code"
            value={code}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="go"
            onChange={(event) => setCode(event.currentTarget.value)}
            aria-describedby="pf-scan-latest"
          />
          <button type="submit" className="pf-button" disabled={busy}>
            Scan
          </button>
        </form>
        <div id="pf-scan-latest" role="status" aria-live="polite" className={`pf-scan-latest${latest ? ` pf-tone-${latest.tone}` : ''}`}>
          {latest ? (
            <>
              <span className="pf-scan-tone">{TONE_WORD[latest.tone]}</span> {latest.message}
            </>
          ) : (
            'Ready: scan a code.'
          )}
        </div>
        {lines.length > 1 && (
          <ol className="pf-scan-history" aria-label="Earlier scans">
            {lines.slice(1).map((line) => (
              <li key={line.id} className={`pf-tone-${line.tone}`}>
                <span className="pf-scan-tone">{TONE_WORD[line.tone]}</span> {line.message}
              </li>
            ))}
          </ol>
        )}
        {lastLabel?.labelId !== undefined && (
          <form
            className="pf-reprint"
            onSubmit={(event) => {
              event.preventDefault();
              if (reprintReason) void reprint(lastLabel.labelId!);
            }}
          >
            <label htmlFor="pf-reprint-reason">
              Reprint the last scanned item ({lastLabel.code}, order #{lastLabel.orderId}) because
            </label>
            <select id="pf-reprint-reason" value={reprintReason} onChange={(event) => setReprintReason(event.currentTarget.value)}>
              <option value="">Choose a reason…</option>
              {view.reprintReasons.map((reason) => (
                <option key={reason} value={reason}>
                  {reason}
                </option>
              ))}
            </select>
            <button type="submit" className="pf-button secondary" disabled={busy || !reprintReason}>
              Reprint item
            </button>
            {lastLabel.orderId !== undefined && <a href={factoryScreens.order(lastLabel.orderId)}>Order #{lastLabel.orderId} in the factory</a>}
          </form>
        )}
      </section>

      <section aria-labelledby="pf-print-heading">
        <h2 id="pf-print-heading">Labels</h2>
        <p>{toPrint === 0 ? 'Every paid order’s labels are printed.' : `${toPrint} label${toPrint === 1 ? '' : 's'} waiting to be printed.`}</p>
        <button type="button" className="pf-button" disabled={busy || toPrint === 0} onClick={() => void printBatch()}>
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

      <section aria-labelledby="pf-packing-heading">
        <h2 id="pf-packing-heading">Ready for packing</h2>
        {view.packing.length === 0 ? (
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
              {view.packing.map((order) => (
                <tr key={order.orderId} data-order-id={order.orderId}>
                  <td>
                    <a href={factoryScreens.order(order.orderId)}>#{order.orderId}</a>
                  </td>
                  <td>{order.items}</td>
                  <td>{order.pigeonhole ?? '—'}</td>
                  <td>{priorityName(order.priority)}</td>
                  <td>
                    <button type="button" className="pf-button" disabled={busy} onClick={() => void dispatch(order.orderId)}>
                      Packed &amp; dispatched #{order.orderId}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section aria-labelledby="pf-holes-heading">
        <h2 id="pf-holes-heading">Pigeonholes in use</h2>
        {view.pigeonholes.length === 0 ? (
          <p>Every pigeonhole is free.</p>
        ) : (
          <ul className="pf-holes">
            {view.pigeonholes.map((hole) => (
              <li key={hole.number} className={hole.placed === hole.of ? 'pf-hole-full' : undefined}>
                <strong>{hole.number}</strong> <a href={factoryScreens.order(hole.orderId)}>#{hole.orderId}</a> {hole.placed} of {hole.of}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="pf-picking-heading">
        <h2 id="pf-picking-heading">Picking list</h2>
        {view.picking.length === 0 ? (
          <p>Nothing to pick.</p>
        ) : (
          view.picking.map((group) => (
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
                  void pick(
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
    </div>
  );
}

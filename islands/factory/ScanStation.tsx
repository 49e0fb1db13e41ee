import { useEffect, useRef, useState, type RefObject } from 'react';
import type { FactoryView, LabelReprintBody } from '../../src/schemas/factory.ts';
import { call } from '../../src/lib/client/api.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { errorText, printLabelsPdf, type PrintedPdf } from './print-pdf.ts';
import { FactorySwitch, LabelsSection, PackingSection, PickingSection, PigeonholesSection } from './StationSections.tsx';
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

type Scanner = { name: string; badge: string };

/** Keeps the focus on the scan field: at first, and when a scanner types while nothing else has it. Answers how to put it back. */
function useScanFocus(field: RefObject<HTMLInputElement | null>): () => void {
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
  }, [field]);
  return refocus;
}

/** The results, newest first (the last MAX_LINES). */
function useScanLines() {
  const [lines, setLines] = useState<Line[]>([]);
  const counter = useRef(0);
  function add(line: Omit<Line, 'id'>) {
    counter.current += 1;
    setLines((current) => [{ ...line, id: counter.current }, ...current].slice(0, MAX_LINES));
  }
  return { lines, add };
}

/** The factory's lists, refreshed after each scan or action; a failed refresh leaves them as they were. */
function useFactoryView(initial: FactoryView) {
  const [view, setView] = useState(initial);
  async function refresh() {
    try {
      setView(await call('factory.view', { factory: view.factory }));
    } catch {
      // The lists beside the field are a convenience: a failed refresh leaves them as they were.
    }
  }
  return { view, refresh };
}

function ScanningAs({ scanner, staffName, onStop }: { scanner: Scanner | null; staffName: string; onStop: () => void }) {
  return (
    <p className="pf-scan-who">
      Scanning as <strong>{scanner ? scanner.name : staffName}</strong>
      {scanner ? ` (badge ${scanner.badge})` : ' (scan your badge to switch)'}
      {scanner && (
        <>
          {' '}
          <button type="button" className="pf-button secondary" onClick={onStop}>
            Stop using this badge
          </button>
        </>
      )}
    </p>
  );
}

/** The newest result announced in big type and its colour; the ones before listed under it. */
function ScanResults({ lines }: { lines: Line[] }) {
  const latest = lines[0];
  return (
    <>
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
    </>
  );
}

/** Reprints the last item scanned, for a reason chosen from the list. */
function ReprintForm(props: {
  line: Line & { labelId: number };
  reasons: readonly string[];
  reason: string;
  busy: boolean;
  onReason: (reason: string) => void;
  onReprint: (labelId: number) => void;
}) {
  const { line, reasons, reason, busy } = props;
  return (
    <form
      className="pf-reprint"
      onSubmit={(event) => {
        event.preventDefault();
        if (reason) props.onReprint(line.labelId);
      }}
    >
      <label htmlFor="pf-reprint-reason">
        Reprint the last scanned item ({line.code}, order #{line.orderId}) because
      </label>
      <select id="pf-reprint-reason" value={reason} onChange={(event) => props.onReason(event.currentTarget.value)}>
        <option value="">Choose a reason…</option>
        {reasons.map((entry) => (
          <option key={entry} value={entry}>
            {entry}
          </option>
        ))}
      </select>
      <button type="submit" className="pf-button secondary" disabled={busy || !reason}>
        Reprint item
      </button>
      {line.orderId !== undefined && <a href={factoryScreens.order(line.orderId)}>Order #{line.orderId} in the factory</a>}
    </form>
  );
}

/** One action at a time: busy meanwhile, its outcome listed, the lists refreshed, the field focused again. */
function useStationWork(add: (line: Omit<Line, 'id'>) => void, refresh: () => Promise<void>, refocus: () => void) {
  const [busy, setBusy] = useState(false);
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
  return { busy, setBusy, act };
}

/** The buttons' actions: print the waiting labels, tick a pickface off, dispatch an order, reprint an item. */
function useStationActions(view: FactoryView, scanner: Scanner | null, act: (work: () => Promise<string>) => Promise<void>) {
  const [printed, setPrinted] = useState<PrintedPdf | null>(null);
  const [reprintReason, setReprintReason] = useState('');
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
  return { printed, reprintReason, setReprintReason, printBatch, pick, dispatch, reprint };
}

/** The one field a keyboard-wedge scanner types into, and its Scan button. */
function ScanForm(props: { field: RefObject<HTMLInputElement | null>; code: string; busy: boolean; onCode: (code: string) => void; onScan: () => void }) {
  return (
    <form
      className="pf-scan-form"
      onSubmit={(event) => {
        event.preventDefault();
        props.onScan();
      }}
    >
      <label htmlFor="pf-scan-code">Scan a label, a return label or your badge</label>
      <input
        id="pf-scan-code"
        ref={props.field}
        name="code"
        value={props.code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        enterKeyHint="go"
        onChange={(event) => props.onCode(event.currentTarget.value)}
        aria-describedby="pf-scan-latest"
      />
      <button type="submit" className="pf-button" disabled={props.busy}>
        Scan
      </button>
    </form>
  );
}

export default function ScanStation({ view: initial, staffName }: { view: FactoryView; staffName: string }) {
  const { view, refresh } = useFactoryView(initial);
  const { lines, add } = useScanLines();
  const [code, setCode] = useState('');
  const [scanner, setScanner] = useState<Scanner | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const refocus = useScanFocus(field);
  const { busy, setBusy, act } = useStationWork(add, refresh, refocus);
  const actions = useStationActions(view, scanner, act);

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

  const lastLabel = lines.find((line): line is Line & { labelId: number } => line.labelId !== undefined && line.tone !== 'error');
  const toPrint = view.factories.find((entry) => entry.code === view.factory)?.toPrint ?? 0;

  return (
    <div className="pf-factory">
      <FactorySwitch view={view} />

      <section className="pf-scan" aria-labelledby="pf-scan-heading">
        <h2 id="pf-scan-heading">Scan station</h2>
        <ScanningAs
          scanner={scanner}
          staffName={staffName}
          onStop={() => {
            setScanner(null);
            refocus();
          }}
        />
        <ScanForm field={field} code={code} busy={busy} onCode={setCode} onScan={() => void scan(code)} />
        <ScanResults lines={lines} />
        {lastLabel && (
          <ReprintForm
            line={lastLabel}
            reasons={view.reprintReasons}
            reason={actions.reprintReason}
            busy={busy}
            onReason={actions.setReprintReason}
            onReprint={(labelId) => void actions.reprint(labelId)}
          />
        )}
      </section>

      <LabelsSection toPrint={toPrint} busy={busy} printed={actions.printed} onPrint={() => void actions.printBatch()} />
      <PackingSection packing={view.packing} busy={busy} onDispatch={(orderId) => void actions.dispatch(orderId)} />
      <PigeonholesSection pigeonholes={view.pigeonholes} />
      <PickingSection picking={view.picking} busy={busy} onPick={(labelIds, pickface) => void actions.pick(labelIds, pickface)} />
    </div>
  );
}

import { useRef, useState } from 'react';
import type { InspectBody, ReturnsPage, ReturnRow } from '../../src/schemas/factory.ts';
import { call } from '../../src/lib/client/api.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { errorText } from './print-pdf.ts';

// The returns desk's state and calls: the returns shown and the tabs' counts, the inspection
// typed for each return, receiving a parcel by its code and inspecting a return. One call
// runs at a time; its message replaces the last one's.

export type Outcome = 'refund' | 'exchange' | 'rejected';

/** An inspection as typed: the outcome chosen, the note, and for an exchange the size and colour wanted. */
export interface Inspection {
  outcome: Outcome | '';
  note: string;
  size: string;
  colour: string;
}

/** The returns shown and the tabs' counts; a return done here replaces its row (or comes first) and moves its count. */
function useReturnRows(page: ReturnsPage) {
  const [rows, setRows] = useState(page.returns);
  const [counts, setCounts] = useState(page.counts);

  function replace(row: ReturnRow, was: ReturnRow['status'] | null) {
    setRows((current) => (current.some((entry) => entry.id === row.id) ? current.map((entry) => (entry.id === row.id ? row : entry)) : [row, ...current]));
    // The tabs' counts follow what was done here (a reload brings everyone else's work too).
    if (was !== null && was !== row.status)
      setCounts((current) => ({ ...current, [was]: Math.max(0, current[was] - 1), [row.status]: current[row.status] + 1 }));
  }

  return { rows, counts, replace };
}

/** The inspection typed for each return, blank until something is typed. */
function useInspections() {
  const [forms, setForms] = useState<Record<number, Inspection>>({});
  const formOf = (id: number): Inspection => forms[id] ?? { outcome: '' as const, note: '', size: '', colour: '' };
  const setForm = (id: number, change: Partial<Inspection>) => setForms((current) => ({ ...current, [id]: { ...formOf(id), ...change } }));
  return { formOf, setForm };
}

/** The inspection as sent: the outcome and the note, and for an exchange the size and colour wanted (null when left empty). */
function inspectBody(form: Inspection): InspectBody {
  return {
    outcome: form.outcome as InspectBody['outcome'],
    note: form.note,
    ...(form.outcome === 'exchange' ? { size: form.size || null, colour: form.colour || null } : {}),
  };
}

/** What an inspection did: the amount refunded, the exchange order made, or the rejection. */
function inspectedText(done: ReturnRow): string {
  if (done.outcome === 'refunded' && done.refundAmount !== null)
    return `Refunded ${formatMoney(done.refundAmount, done.currency)} for return ${done.labelCode}.`;
  if (done.outcome === 'exchanged') return `Exchange order #${done.exchangeOrderId} made for return ${done.labelCode}.`;
  return `Return ${done.labelCode} rejected.`;
}

/** The returns desk: its rows and counts, the code field, the inspections typed, and the receive and inspect calls. */
export function useReturnsDesk(page: ReturnsPage) {
  const { rows, counts, replace } = useReturnRows(page);
  const { formOf, setForm } = useInspections();
  const [code, setCode] = useState('');
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);

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
      const { returnLog: done } = await call('returns.inspect', { id: row.id }, inspectBody(formOf(row.id)));
      replace(done, row.status);
      return inspectedText(done);
    });

  return { rows, counts, code, setCode, field, status, error, busy, formOf, setForm, receive, inspect };
}

/** What the returns desk's sections read and change. */
export type ReturnsDeskState = ReturnType<typeof useReturnsDesk>;

import type { ReturnsPage } from '../../src/schemas/factory.ts';
import { factoryScreens } from '../../src/lib/factory-screens.ts';
import { RETURN_STATUSES } from '../../src/lib/after-sale/returns.ts';
import { ReturnsTable } from './ReturnRows.tsx';
import { useReturnsDesk, type ReturnsDeskState } from './use-returns-desk.ts';
import './factory.css';

// The returns desk: returned parcels are received by their return label's code
// (scanned or typed), then inspected: refund, exchange or rejected, with a note.

/** The desk's address for a status tab ('' for all) and a page. */
const link = (state: string, number = 1) =>
  `${factoryScreens.returns}?${new URLSearchParams({ ...(state ? { status: state } : {}), ...(number > 1 ? { page: String(number) } : {}) })}`;

/** The field a parcel's return label code is scanned or typed into, and the Receive button. */
function ReceiveForm({ desk }: { desk: ReturnsDeskState }) {
  const { code, setCode, field, busy, receive } = desk;
  return (
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
  );
}

/** The tabs of the returns by status, each with its count; the one shown is the current page. */
function StatusTabs({ current, counts }: { current: ReturnsPage['status']; counts: ReturnsPage['counts'] }) {
  return (
    <nav className="pf-factory-switch" aria-label="Return status">
      <a href={link('')} aria-current={current === null ? 'page' : undefined}>
        All <span className="pf-factory-count">{Object.values(counts).reduce((a, b) => a + b, 0)}</span>
      </a>
      {RETURN_STATUSES.map((state) => (
        <a key={state} href={link(state)} aria-current={current === state ? 'page' : undefined}>
          {state[0]!.toUpperCase() + state.slice(1)} <span className="pf-factory-count">{counts[state]}</span>
        </a>
      ))}
    </nav>
  );
}

/** Links to the previous and next pages of the status shown, with where the list stands. */
function ReturnsPages({ page }: { page: ReturnsPage }) {
  return (
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
  );
}

export default function ReturnsDesk({ page }: { page: ReturnsPage }) {
  const desk = useReturnsDesk(page);
  const { status, error } = desk;

  return (
    <div className="pf-factory pf-returns">
      <ReceiveForm desk={desk} />
      <div role="status" aria-live="polite" className={`pf-scan-latest${status ? ' pf-tone-success' : ''}`}>
        {status ?? ''}
      </div>
      {error && (
        <p role="alert" className="pf-scan-latest pf-tone-error">
          {error}
        </p>
      )}

      <StatusTabs current={page.status} counts={desk.counts} />

      {desk.rows.length === 0 ? <p>No returns here.</p> : <ReturnsTable desk={desk} />}
      {page.lastPage > 1 && <ReturnsPages page={page} />}
    </div>
  );
}

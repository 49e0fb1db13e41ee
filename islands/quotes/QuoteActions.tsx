import { useState } from 'react';
import { failureMessage, GENERIC_ERROR } from '../../src/lib/client/api-client.ts';
import { send } from '../../src/lib/client/api.ts';
import { currencyFor } from '../../src/lib/currencies.ts';
import { UPLOAD_FORMATS } from '../../src/schemas/studio-calls.ts';

// Staff's actions on one bespoke order in /atlas/quotes/: answer
// a quote with terms, a price and a mockup; send the mockup once the terms are authorised;
// move a paid order through production. Each posts to the staff call (X-XSRF-TOKEN) and, done,
// reloads the list so every order shows where it now stands.

export interface QuoteActionsProps {
  orderId: number;
  status: string;
  currency: string;
  hasMockup: boolean;
  /** Where a production move may take it. */
  moves: { code: string; name: string }[];
}

/** "149.99" in a 2-digit currency → 14999; anything else → NaN (the server's message then shows). */
export function toMinorUnits(text: string, digits: number): number {
  const trimmed = text.trim();
  if (!/^\d+(?:\.\d+)?$/.test(trimmed)) return Number.NaN;
  const [whole = '0', fraction = ''] = trimmed.split('.');
  if (fraction.length > digits) return Number.NaN;
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || 0);
}

/** The staff call's answer; a refusal (or no connection) becomes the message shown above the forms. */
async function sent(request: Promise<Response>): Promise<void> {
  let response: Response;
  try {
    response = await request;
  } catch {
    throw new Error(GENERIC_ERROR);
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => undefined)) as { message?: string; errors?: Record<string, string[]> } | undefined;
  throw new Error(failureMessage(response.status === 413 ? 422 : response.status, answer));
}

/** The form without its file field when no file was chosen (the browser sends an empty one). */
function withoutEmptyFile(form: FormData): FormData {
  const file = form.get('file');
  if (file instanceof File && file.size === 0) form.delete('file');
  return form;
}

/** The answer form as the call takes it: the typed price in minor units (empty when it is not a price), and the mockup if one was chosen. */
function answerBody(form: FormData, digits: number): FormData {
  const price = toMinorUnits(String(form.get('priceText') ?? ''), digits);
  form.delete('priceText');
  form.set('price', Number.isNaN(price) ? '' : String(price));
  return withoutEmptyFile(form);
}

const FORMATS = UPLOAD_FORMATS.join(', ');

export default function QuoteActions({ orderId, status, currency, hasMockup, moves }: QuoteActionsProps) {
  const { busy, error, run } = useStaffCall();
  return (
    <div className="pf-quote-actions">
      {error && (
        <p className="pf-quote-error" role="alert">
          {error}
        </p>
      )}
      {(status === 'quote' || status === 'bespoke_idle') && <AnswerQuoteForm orderId={orderId} currency={currency} busy={busy} run={run} />}
      {status === 'bespoke_authorised_terms' && <SendMockupForm orderId={orderId} hasMockup={hasMockup} busy={busy} run={run} />}
      {moves.length > 0 && <MoveOrderForm orderId={orderId} status={status} moves={moves} busy={busy} run={run} />}
    </div>
  );
}

/** One staff call at a time from a submitted form: busy while it runs, the page reloaded when done, its refusal kept to show. */
function useStaffCall() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function run(event: { preventDefault(): void; currentTarget: HTMLFormElement }, request: (form: FormData) => Promise<Response>) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await sent(request(new FormData(event.currentTarget)));
      window.location.reload();
    } catch (thrown) {
      setError(thrown instanceof Error ? thrown.message : GENERIC_ERROR);
      setBusy(false);
    }
  }

  return { busy, error, run };
}

interface ActionFormProps {
  orderId: number;
  busy: boolean;
  run: ReturnType<typeof useStaffCall>['run'];
}

/** Answering a quote: the terms, the price (VAT included) and, optionally now, the mockup. */
function AnswerQuoteForm({ orderId, currency, busy, run }: ActionFormProps & { currency: string }) {
  const digits = currencyFor(currency).digits;
  return (
    <form
      noValidate
      onSubmit={(event) => void run(event, (form) => send('atlasQuotes.answer', { orderId }, answerBody(form, digits)))}
      aria-label={`Answer quote ${orderId}`}
    >
      <label htmlFor={`terms-${orderId}`}>Terms</label>
      <textarea id={`terms-${orderId}`} name="terms" rows={4} maxLength={5000} required />
      <label htmlFor={`price-${orderId}`}>Price ({currency}, VAT included)</label>
      <input id={`price-${orderId}`} name="priceText" inputMode="decimal" required placeholder={digits > 0 ? '0.00' : '0'} />
      <label htmlFor={`mockup-${orderId}`}>Mockup (optional now: {FORMATS})</label>
      <input id={`mockup-${orderId}`} name="file" type="file" accept=".png,.jpg,.jpeg,.svg" />
      <button type="submit" className="button" disabled={busy}>
        Send the answer
      </button>
    </form>
  );
}

/** Sending the mockup once the terms are authorised (replacing the one sent with the answer, if any). */
function SendMockupForm({ orderId, hasMockup, busy, run }: ActionFormProps & { hasMockup: boolean }) {
  return (
    <form
      noValidate
      onSubmit={(event) => void run(event, (form) => send('atlasQuotes.mockup', { orderId }, withoutEmptyFile(form)))}
      aria-label={`Send mockup ${orderId}`}
    >
      <label htmlFor={`mockup-${orderId}`}>
        {hasMockup ? 'Replace the mockup (optional)' : 'Mockup'} ({FORMATS})
      </label>
      <input id={`mockup-${orderId}`} name="file" type="file" accept=".png,.jpg,.jpeg,.svg" />
      <button type="submit" className="button" disabled={busy}>
        Send the mockup
      </button>
    </form>
  );
}

/** Moving a paid order on through production, to one of the stages it may go to. */
function MoveOrderForm({ orderId, status, moves, busy, run }: ActionFormProps & Pick<QuoteActionsProps, 'status' | 'moves'>) {
  return (
    <form
      noValidate
      onSubmit={(event) => void run(event, (form) => send('atlasQuotes.move', { orderId }, { from: status, to: String(form.get('to') ?? '') }))}
      aria-label={`Move order ${orderId}`}
    >
      <label htmlFor={`move-${orderId}`}>Move to</label>
      <select id={`move-${orderId}`} name="to">
        {moves.map((move) => (
          <option key={move.code} value={move.code}>
            {move.name}
          </option>
        ))}
      </select>
      <button type="submit" className="button secondary" disabled={busy}>
        Move
      </button>
    </form>
  );
}

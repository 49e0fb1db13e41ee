import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { $basket, totalQuantity, type CartItem } from './store.ts';
import { changeQuantity, removeLine, showQueuedChanges } from './offline-basket.ts';
import { EXCHANGE_NOTE, scheduleExchangeNote } from './exchange-note.ts';
import { convertMoney, formatMoney } from '../../src/lib/money.ts';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { freeDeliveryProgress } from '../../src/lib/free-delivery.ts';

// /basket/. Rendered on the server as plain forms that post to the basket calls
// (303 back here), so it works without JavaScript; hydrated, the same forms call the API
// and the shared store updates this list and the header count without a reload.

interface Props {
  initialItems: CartItem[];
  hrefs: Record<string, string>;
  currency: CurrencyDefinition;
  storeCurrency: CurrencyDefinition;
  added: boolean;
  error: string | undefined;
  min: number;
  max: number;
  /** Delivery is free from this goods value (store currency) to the visitor's country; null: never. */
  freeDeliveryFrom: number | null;
}

type SyncState = 'will-sync' | 'synced';
type SyncNotice = { state: SyncState; text: string };
type LineHandler = (item: CartItem) => (event: FormEvent<HTMLFormElement>) => void;

/** The sum of the lines in the shopper's currency. */
function basketSubtotal(items: readonly CartItem[], storeCurrency: CurrencyDefinition, currency: CurrencyDefinition): number {
  return items.reduce((sum, item) => sum + convertMoney(item.priceIncTax, storeCurrency, currency) * item.quantity, 0);
}

/** Changes made offline show "will sync" here until they are sent. */
function useSyncNotice() {
  const [sync, setSync] = useState<SyncNotice | null>(null);
  const showSync = useCallback((state: SyncState | null, text: string) => setSync(state ? { state, text } : null), []);
  return { sync, showSync };
}

/** One change to a line at a time: that line busy meanwhile, a refusal's message shown. Answers the stepper's and the remove button's handlers. */
function useLineChanges(error: string | undefined, showSync: (state: SyncState | null, text: string) => void) {
  const [message, setMessage] = useState<string | undefined>(error);
  const [busy, setBusy] = useState<string | null>(null);

  async function run(key: string, work: () => Promise<void>) {
    setBusy(key);
    setMessage(undefined);
    try {
      await work();
    } catch (failure) {
      setMessage(failure instanceof ApiRequestError ? failure.failure.message : 'Oops... looks like something went wrong. Please try again.');
    } finally {
      setBusy(null);
    }
  }
  const onStep: LineHandler = (item) => (event) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const quantity = Number(submitter?.value ?? item.quantity);
    void run(item.key, () => changeQuantity(item.key, quantity, showSync));
  };
  const onRemove: LineHandler = (item) => (event) => {
    event.preventDefault();
    void run(item.key, () => removeLine(item.key, showSync));
  };
  return { message, busy, onStep, onRemove };
}

/** Whether the exchange-rate note shows: for a while, when the basket is priced in another currency than the store's. */
function useExchangeNote(currency: CurrencyDefinition, storeCurrency: CurrencyDefinition, hasItems: boolean): boolean {
  const [note, setNote] = useState(false);
  useEffect(
    () => (currency.code !== storeCurrency.code && hasItems ? scheduleExchangeNote(setNote) : undefined),
    [currency.code, storeCurrency.code, hasItems],
  );
  return note;
}

/** The notices above the list: added, a refusal, and the offline changes' sync state. */
function BasketNotices({ added, message, sync }: { added: boolean; message: string | undefined; sync: SyncNotice | null }) {
  return (
    <>
      {added && !message && (
        <p className="notice success" role="status">
          Added to your basket
        </p>
      )}
      {message && (
        <p className="notice error" role="alert">
          {message}
        </p>
      )}
      {sync && (
        <p className="notice sync" role="status" data-basket-sync data-state={sync.state}>
          {sync.text}
        </p>
      )}
    </>
  );
}

/** The texts a personalised product was ordered with. */
function PersonalisedParts({ item }: { item: CartItem }) {
  if (!item.personalization) return null;
  return (
    <ul className="parts" aria-label={`Personalised ${item.name}`}>
      {item.personalization.map((field) => (
        <li key={field.layerId} data-personalization>
          {field.label}: “{field.text}”
        </li>
      ))}
    </ul>
  );
}

/** The products a bundle is made of, with their options. */
function BundleParts({ item }: { item: CartItem }) {
  if (!item.bundleOptions) return null;
  return (
    <ul className="parts" aria-label={`In ${item.name}`}>
      {item.bundleOptions.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a bundle's parts are a fixed, read-only list, and two parts may be the same product
        <li key={index} data-bundle-part>
          {part.quantity} × {part.name}
          {(part.options.Colour || part.options.Size) && (
            <span className="part-options"> ({[part.options.Colour, part.options.Size].filter(Boolean).join(', ')})</span>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A line's name, options, parts and unit price. */
function LineAbout({ item, href, unitPrice }: { item: CartItem; href: string; unitPrice: string }) {
  return (
    <div className="about">
      <a className="name" href={href}>
        {item.name}
      </a>
      <p className="options">
        {item.options.Colour && <span>Colour: {item.options.Colour}</span>}
        {item.options.Size && <span>Size: {item.options.Size}</span>}
      </p>
      <PersonalisedParts item={item} />
      <BundleParts item={item} />
      <p className="unit">{unitPrice} each</p>
    </div>
  );
}

/** One fewer, the quantity, one more: each button posts the quantity it leads to. */
function QuantityStepper(props: { item: CartItem; busy: boolean; min: number; max: number; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  const { item, busy, min, max } = props;
  return (
    <form className="stepper" method="post" action={apiPath('basket.update')} onSubmit={props.onSubmit}>
      <input type="hidden" name="key" value={item.key} />
      <button type="submit" name="quantity" value={item.quantity - 1} disabled={item.quantity <= min || busy} aria-label={`One fewer ${item.name}`}>
        −
      </button>
      <output aria-label={`Quantity of ${item.name}`} data-quantity>
        {item.quantity}
      </output>
      <button type="submit" name="quantity" value={item.quantity + 1} disabled={item.quantity >= max || busy} aria-label={`One more ${item.name}`}>
        +
      </button>
    </form>
  );
}

/** One line of the basket: picture, about, quantity, line total and remove. */
function BasketLine(props: {
  item: CartItem;
  href: string;
  busy: boolean;
  min: number;
  max: number;
  unitPrice: string;
  lineTotal: string;
  onStep: (event: FormEvent<HTMLFormElement>) => void;
  onRemove: (event: FormEvent<HTMLFormElement>) => void;
}) {
  const { item, href, busy } = props;
  return (
    <li className="line" data-line={item.key} aria-busy={busy}>
      {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name link below, so it is hidden from assistive technology and the tab order */}
      <a className="picture" href={href} tabIndex={-1} aria-hidden="true">
        {item.image ? <img src={item.image} alt="" width={96} height={96} loading="lazy" /> : <span className="placeholder" />}
      </a>
      <LineAbout item={item} href={href} unitPrice={props.unitPrice} />
      <QuantityStepper item={item} busy={busy} min={props.min} max={props.max} onSubmit={props.onStep} />
      <p className="line-total">{props.lineTotal}</p>
      <form className="remove" method="post" action={apiPath('basket.remove')} onSubmit={props.onRemove}>
        <input type="hidden" name="key" value={item.key} />
        <input type="hidden" name="name" value="main" />
        <button type="submit" className="link" disabled={busy}>
          Remove<span className="visually-hidden"> {item.name}</span>
        </button>
      </form>
    </li>
  );
}

/** How far the goods are from free delivery: the amount left and a bar, the same height whatever it says. */
function FreeDelivery({ remaining, percent }: { remaining: string | null; percent: number }) {
  return (
    <div className="free-delivery" data-free-delivery>
      <p className="free-delivery-text" aria-live="polite">
        {remaining === null ? 'Your order qualifies for free delivery.' : `${remaining} away from free delivery`}
      </p>
      <div className="bar" role="progressbar" aria-label="Progress towards free delivery" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/** The order summary beside the lines: item count, subtotal, free delivery progress, the exchange-rate note and the way to checkout. */
function BasketSummary({ count, subtotal, note, freeDelivery }: { count: number; subtotal: string; note: boolean; freeDelivery: ReactNode }) {
  return (
    <aside className="totals" aria-label="Order summary">
      <h2>Summary</h2>
      <dl>
        <dt>Items</dt>
        <dd data-total-quantity>{count}</dd>
        <dt>Subtotal</dt>
        <dd data-subtotal>{subtotal}</dd>
      </dl>
      {freeDelivery}
      <p className="shipping-note">Shipping and taxes are worked out at checkout.</p>
      {note && (
        <p className="notice success exchange" role="status">
          {EXCHANGE_NOTE}
        </p>
      )}
      <a className="button checkout" href="/checkout/">
        Checkout
      </a>
    </aside>
  );
}

/** What an empty basket shows: a way back to the shop. */
function EmptyBasket() {
  return (
    <div className="empty">
      <p>Your basket is empty.</p>
      <a className="button" href="/">
        Continue shopping
      </a>
    </div>
  );
}

export default function BasketPage({ initialItems, hrefs, currency, storeCurrency, added, error, min, max, freeDeliveryFrom }: Props) {
  const loaded = useStore($basket);
  const items = loaded ?? initialItems;
  const { sync, showSync } = useSyncNotice();
  const { message, busy, onStep, onRemove } = useLineChanges(error, showSync);
  const money = (amount: number) => formatMoney(convertMoney(amount, storeCurrency, currency), currency);

  useEffect(() => {
    if ($basket.get() === null) $basket.set(initialItems);
    void showQueuedChanges(showSync);
  }, [initialItems, showSync]);
  const note = useExchangeNote(currency, storeCurrency, items.length > 0);

  const subtotal = basketSubtotal(items, storeCurrency, currency);
  // Free delivery is reached on the goods in the store's currency: the amount left is shown converted.
  const goods = items.reduce((sum, item) => sum + item.priceIncTax * item.quantity, 0);
  const progress = freeDeliveryFrom === null ? null : freeDeliveryProgress(freeDeliveryFrom, goods);
  const freeDelivery = progress && <FreeDelivery remaining={progress.remaining === 0 ? null : money(progress.remaining)} percent={progress.percent} />;
  return (
    <div className="basket" data-basket-page>
      <BasketNotices added={added} message={message} sync={sync} />
      {items.length === 0 ? (
        <EmptyBasket />
      ) : (
        <div className="layout">
          <ul className="lines" aria-label="Items in your basket">
            {items.map((item) => (
              <BasketLine
                key={item.key}
                item={item}
                href={hrefs[item.key] ?? '#'}
                busy={busy === item.key}
                min={min}
                max={max}
                unitPrice={money(item.priceIncTax)}
                lineTotal={formatMoney(convertMoney(item.priceIncTax, storeCurrency, currency) * item.quantity, currency)}
                onStep={onStep(item)}
                onRemove={onRemove(item)}
              />
            ))}
          </ul>
          <BasketSummary count={totalQuantity(items)} subtotal={formatMoney(subtotal, currency)} note={note} freeDelivery={freeDelivery} />
        </div>
      )}
    </div>
  );
}

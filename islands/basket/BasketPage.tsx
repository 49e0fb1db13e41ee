import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $basket, totalQuantity, type CartItem } from './store.ts';
import { changeQuantity, removeLine, showQueuedChanges } from './offline-basket.ts';
import { EXCHANGE_NOTE, scheduleExchangeNote } from './exchange-note.ts';
import { convertMoney, formatMoney } from '../../src/lib/money.ts';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { apiPath } from '../../src/schemas/api.ts';

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
}

export default function BasketPage({ initialItems, hrefs, currency, storeCurrency, added, error, min, max }: Props) {
  const loaded = useStore($basket);
  const items = loaded ?? initialItems;
  const [message, setMessage] = useState<string | undefined>(error);
  const [busy, setBusy] = useState<string | null>(null);
  const [note, setNote] = useState(false);
  // Changes made offline show "will sync" here until they are sent.
  const [sync, setSync] = useState<{ state: 'will-sync' | 'synced'; text: string } | null>(null);
  const showSync = useCallback((state: 'will-sync' | 'synced' | null, text: string) => setSync(state ? { state, text } : null), []);
  const money = (amount: number) => formatMoney(convertMoney(amount, storeCurrency, currency), currency);

  useEffect(() => {
    if ($basket.get() === null) $basket.set(initialItems);
    void showQueuedChanges(showSync);
  }, [initialItems, showSync]);
  const hasItems = items.length > 0;
  useEffect(
    () => (currency.code !== storeCurrency.code && hasItems ? scheduleExchangeNote(setNote) : undefined),
    [currency.code, storeCurrency.code, hasItems],
  );

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
  const onStep = (item: CartItem) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const quantity = Number(submitter?.value ?? item.quantity);
    void run(item.key, () => changeQuantity(item.key, quantity, showSync));
  };
  const onRemove = (item: CartItem) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run(item.key, () => removeLine(item.key, showSync));
  };

  const subtotal = items.reduce((sum, item) => sum + convertMoney(item.priceIncTax, storeCurrency, currency) * item.quantity, 0);
  const count = totalQuantity(items);
  return (
    <div className="basket" data-basket-page>
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
      {items.length === 0 ? (
        <div className="empty">
          <p>Your basket is empty.</p>
          <a className="button" href="/">
            Continue shopping
          </a>
        </div>
      ) : (
        <div className="layout">
          <ul className="lines" aria-label="Items in your basket">
            {items.map((item) => (
              <li className="line" key={item.key} data-line={item.key} aria-busy={busy === item.key}>
                {/* biome-ignore lint/a11y/useAnchorContent: the picture repeats the name link below, so it is hidden from assistive technology and the tab order */}
                <a className="picture" href={hrefs[item.key] ?? '#'} tabIndex={-1} aria-hidden="true">
                  {item.image ? <img src={item.image} alt="" width={96} height={96} loading="lazy" /> : <span className="placeholder" />}
                </a>
                <div className="about">
                  <a className="name" href={hrefs[item.key] ?? '#'}>
                    {item.name}
                  </a>
                  <p className="options">
                    {item.options.Colour && <span>Colour: {item.options.Colour}</span>}
                    {item.options.Size && <span>Size: {item.options.Size}</span>}
                  </p>
                  {item.personalization && (
                    <ul className="parts" aria-label={`Personalised ${item.name}`}>
                      {item.personalization.map((field) => (
                        <li key={field.layerId} data-personalization>
                          {field.label}: “{field.text}”
                        </li>
                      ))}
                    </ul>
                  )}
                  {item.bundleOptions && (
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
                  )}
                  <p className="unit">{money(item.priceIncTax)} each</p>
                </div>
                <form className="stepper" method="post" action={apiPath('basket.update')} onSubmit={onStep(item)}>
                  <input type="hidden" name="key" value={item.key} />
                  <button
                    type="submit"
                    name="quantity"
                    value={item.quantity - 1}
                    disabled={item.quantity <= min || busy === item.key}
                    aria-label={`One fewer ${item.name}`}
                  >
                    −
                  </button>
                  <output aria-label={`Quantity of ${item.name}`} data-quantity>
                    {item.quantity}
                  </output>
                  <button
                    type="submit"
                    name="quantity"
                    value={item.quantity + 1}
                    disabled={item.quantity >= max || busy === item.key}
                    aria-label={`One more ${item.name}`}
                  >
                    +
                  </button>
                </form>
                <p className="line-total">{formatMoney(convertMoney(item.priceIncTax, storeCurrency, currency) * item.quantity, currency)}</p>
                <form className="remove" method="post" action={apiPath('basket.remove')} onSubmit={onRemove(item)}>
                  <input type="hidden" name="key" value={item.key} />
                  <input type="hidden" name="name" value="main" />
                  <button type="submit" className="link" disabled={busy === item.key}>
                    Remove<span className="visually-hidden"> {item.name}</span>
                  </button>
                </form>
              </li>
            ))}
          </ul>
          <aside className="totals" aria-label="Order summary">
            <h2>Summary</h2>
            <dl>
              <dt>Items</dt>
              <dd data-total-quantity>{count}</dd>
              <dt>Subtotal</dt>
              <dd data-subtotal>{formatMoney(subtotal, currency)}</dd>
            </dl>
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
        </div>
      )}
    </div>
  );
}

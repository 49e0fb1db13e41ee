import { useEffect, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $favourites, removeFavourite, type FavouriteItem } from '../basket/store.ts';
import { celebrateEmptyFavourites } from './confetti.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { convertMoney, formatMoney } from '../../src/lib/money.ts';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';

// /favourites/: server-rendered forms (remove, e-mail for later, restore from a
// mailed link) that post to the basket calls and come back here (303); hydrated, they call
// the API and the shared store keeps the header heart right. Empty shows confetti.

interface Props {
  initialItems: FavouriteItem[];
  currency: CurrencyDefinition;
  storeCurrency: CurrencyDefinition;
  recoveryToken: string | undefined;
  notice: 'added' | 'emailed' | 'recovered' | undefined;
  error: string | undefined;
}

const NOTICE_TEXT = {
  added: 'Added to your favourites',
  emailed: "We've emailed you a link to your favourites",
  recovered: 'Your saved favourites are back',
} as const;
const failureText = (failure: unknown) =>
  failure instanceof ApiRequestError ? failure.failure.message : 'Oops... looks like something went wrong. Please try again.';

type Message = { text: string; error: boolean };
type SetMessage = (message: Message) => void;

/** The message the page opens with: the server's refusal, else its notice. */
function initialMessage(error: string | undefined, notice: Props['notice']): Message | undefined {
  return error ? { text: error, error: true } : notice ? { text: NOTICE_TEXT[notice], error: false } : undefined;
}

/** The address the list is e-mailed to for later, and its sending. */
function useEmailForLater(setMessage: SetMessage) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);

  async function onEmail(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    try {
      const { message } = await call('favourites.emailForLater', { email });
      setMessage({ text: message, error: false });
    } catch (failure) {
      setMessage({ text: failureText(failure), error: true });
    } finally {
      setSending(false);
    }
  }

  return { email, setEmail, sending, onEmail };
}

/** A list saved for later, from a mailed link's token: restored into this browser on request, the link then dropped from the address. */
function useRecovery(recoveryToken: string | undefined, setMessage: SetMessage) {
  const [token, setToken] = useState(recoveryToken);

  async function onRecover(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      // The recover form shows only while there is a token.
      const { items } = await call('favourites.recover', { br: token! });
      $favourites.set(items);
      setToken(undefined);
      setMessage({ text: NOTICE_TEXT.recovered, error: false });
      window.history.replaceState(null, '', '/favourites/');
    } catch (failure) {
      setMessage({ text: failureText(failure), error: true });
    }
  }

  return { token, onRecover };
}

/** The offer to add a saved list to this browser. */
function RecoverForm({ token, onSubmit }: { token: string; onSubmit: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <form className="recover" method="post" action={apiPath('favourites.recover')} onSubmit={onSubmit}>
      <input type="hidden" name="br" value={token} />
      <p>Someone saved a list of favourites for later.</p>
      <button className="button" type="submit">
        Add these favourites to this browser
      </button>
    </form>
  );
}

/** What an empty list shows: how to add to it, and a way back to the shop. */
function EmptyFavourites() {
  return (
    <div className="empty">
      <p>You have no favourites yet. Tap the heart on any product to keep it here.</p>
      <a className="button" href="/">
        Find something you love
      </a>
    </div>
  );
}

/** One favourite: its product's picture, name, colour and price, and its remove button. */
function FavouriteTile({ item, price, onRemove }: { item: FavouriteItem; price: string; onRemove: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <li data-favourite={item.productId}>
      <a className="pod" href={`/product/${item.productUrl}/`}>
        {item.image ? <img src={item.image} alt="" width={400} height={400} loading="lazy" /> : <span className="placeholder" />}
        <span className="name">{item.name}</span>
        {item.options.Colour && <span className="options">{item.options.Colour}</span>}
        <span className="price">{price}</span>
      </a>
      <form method="post" action={apiPath('favourites.remove')} onSubmit={onRemove}>
        <input type="hidden" name="key" value={item.key} />
        <input type="hidden" name="name" value="favourites" />
        <button className="link" type="submit">
          Remove<span className="visually-hidden"> {item.name} from favourites</span>
        </button>
      </form>
    </li>
  );
}

/** The address to e-mail the list to for later, and its Send button. */
function EmailForLaterForm({ later }: { later: ReturnType<typeof useEmailForLater> }) {
  return (
    <form className="for-later" method="post" action={apiPath('favourites.emailForLater')} onSubmit={later.onEmail}>
      <label htmlFor="favourites-email">E-mail me this list for later</label>
      <div className="row">
        <input
          id="favourites-email"
          type="email"
          name="email"
          required
          autoComplete="email"
          value={later.email}
          onChange={(event) => later.setEmail(event.target.value)}
          placeholder="you@example.com"
        />
        <button className="button secondary" type="submit" disabled={later.sending}>
          Send
        </button>
      </div>
    </form>
  );
}

export default function FavouritesPage({ initialItems, currency, storeCurrency, recoveryToken, notice, error }: Props) {
  const loaded = useStore($favourites);
  const items = loaded ?? initialItems;
  const [message, setMessage] = useState<Message | undefined>(initialMessage(error, notice));
  const { token, onRecover } = useRecovery(recoveryToken, setMessage);
  const later = useEmailForLater(setMessage);
  const money = (amount: number) => formatMoney(convertMoney(amount, storeCurrency, currency), currency);

  useEffect(() => {
    if ($favourites.get() === null) $favourites.set(initialItems);
  }, [initialItems]);
  const empty = items.length === 0;
  useEffect(() => {
    if (empty) void celebrateEmptyFavourites();
  }, [empty]);

  const onRemove = (item: FavouriteItem) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    removeFavourite(item.key).catch((failure: unknown) => setMessage({ text: failureText(failure), error: true }));
  };

  return (
    <div className="favourites" data-favourites-page data-empty={empty}>
      {message && (
        <p className={`notice ${message.error ? 'error' : 'success'}`} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {token && <RecoverForm token={token} onSubmit={onRecover} />}
      {empty ? (
        <EmptyFavourites />
      ) : (
        <>
          <ul className="grid" aria-label="Your favourites">
            {items.map((item) => (
              <FavouriteTile key={item.key} item={item} price={money(item.priceIncTax)} onRemove={onRemove(item)} />
            ))}
          </ul>
          <EmailForLaterForm later={later} />
        </>
      )}
    </div>
  );
}

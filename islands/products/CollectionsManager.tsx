import { useState } from 'react';
import type { OwnerCollection } from '../../src/schemas/collection.ts';
import type { OwnerProductItem } from '../../src/schemas/owner-product.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import ImageField from '../popups/ImageField.tsx';
import { confirm } from '../popups/confirm.ts';
import './products.css';

// The collections screen: list, create, edit (name, banner, url name,
// description), delete after a confirm, and the collection's product order, changed with
// Move up / Move down buttons (keyboard and touch alike) and saved in one call.

interface Draft {
  name: string;
  urlName: string;
  description: string;
  banner: { url: string; sizes?: Record<string, string> } | null;
}

const EMPTY: Draft = { name: '', urlName: '', description: '', banner: null };
const draftOf = (collection: OwnerCollection): Draft => ({
  name: collection.name,
  urlName: collection.urlName,
  description: collection.description,
  banner: collection.banner ? { url: collection.banner.original, sizes: collection.banner.sizes } : null,
});

function failure(thrown: unknown): { message: string; fields: Record<string, string> } {
  if (!(thrown instanceof ApiRequestError)) throw thrown;
  const fields = Object.fromEntries(Object.entries(thrown.failure.errors ?? {}).map(([field, list]) => [field, list[0] ?? '']));
  return { message: thrown.failure.message, fields };
}

export default function CollectionsManager({ collections: initial }: { collections: OwnerCollection[] }) {
  const [collections, setCollections] = useState(initial);
  /** The collection being edited; null while making a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [order, setOrder] = useState<OwnerProductItem[] | null>(null);
  const [candidates, setCandidates] = useState<OwnerProductItem[]>([]);
  const [search, setSearch] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function work(task: () => Promise<void>) {
    setBusy(true);
    setError(null);
    setStatus(null);
    setFields({});
    try {
      await task();
    } catch (thrown) {
      const { message, fields: problems } = failure(thrown);
      setFields(problems);
      setError(message);
    } finally {
      setBusy(false);
    }
  }

  const refresh = async () => setCollections((await call('collections.list')).collections);

  const open = (collection: OwnerCollection | null) =>
    work(async () => {
      setEditing(collection?.id ?? null);
      setDraft(collection ? draftOf(collection) : EMPTY);
      setCandidates([]);
      setOrder(collection ? (await call('collections.products', { id: collection.id })).products : null);
    });

  const save = (event: React.SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    void work(async () => {
      const { collection } = editing === null ? await call('collections.create', draft) : await call('collections.update', { id: editing }, draft);
      await refresh();
      setEditing(collection.id);
      setDraft(draftOf({ ...collection, productCount: 0 }));
      if (order === null) setOrder([]);
      setStatus('Collection saved.');
    });
  };

  const remove = async (collection: OwnerCollection) => {
    const sure = await confirm({
      title: 'Delete collection',
      message: `Delete “${collection.name}”? Its products stay in your store.`,
      confirmText: 'Delete',
      cancelText: 'Cancel',
      danger: true,
    });
    if (!sure) return;
    await work(async () => {
      await call('collections.remove', { id: collection.id });
      if (editing === collection.id) {
        setEditing(null);
        setDraft(EMPTY);
        setOrder(null);
      }
      await refresh();
      setStatus('Collection deleted.');
    });
  };

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      if (!current) return current;
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const findProducts = () =>
    work(async () => {
      const { products } = await call('ownerProducts.list', { search, page: 1 });
      setCandidates(products.filter((product) => !order?.some((entry) => entry.id === product.id)));
    });

  const saveOrder = () =>
    work(async () => {
      if (editing === null || !order) return;
      const { products } = await call('collections.order', { id: editing }, { productIds: order.map((product) => product.id) });
      setOrder(products);
      await refresh();
      setStatus('Product order saved.');
    });

  return (
    <div className="pf-collections">
      <h1>Collections</h1>
      {status && (
        <p className="pf-products-notice" role="status">
          {status}
        </p>
      )}
      {error && (
        <p className="pf-products-error" role="alert">
          {error}
        </p>
      )}
      <div className="pf-collections-layout">
        <section aria-labelledby="pf-collections-title">
          <h2 id="pf-collections-title">Your collections</h2>
          <ul className="pf-collections-list">
            {collections.map((collection) => (
              <li key={collection.id} aria-current={editing === collection.id ? 'true' : undefined} data-collection-id={collection.id}>
                <span>
                  {collection.name} <small>({collection.productCount === 1 ? '1 product' : `${collection.productCount} products`})</small>
                </span>
                <span>
                  <button
                    type="button"
                    className="pf-button secondary"
                    disabled={busy}
                    onClick={() => void open(collection)}
                    aria-label={`Edit ${collection.name}`}
                  >
                    Edit
                  </button>{' '}
                  <button
                    type="button"
                    className="pf-button secondary"
                    disabled={busy}
                    onClick={() => void remove(collection)}
                    aria-label={`Delete ${collection.name}`}
                  >
                    Delete
                  </button>
                </span>
              </li>
            ))}
          </ul>
          <p>
            <button type="button" className="pf-button" disabled={busy} onClick={() => void open(null)}>
              New collection
            </button>
          </p>
        </section>

        <section aria-labelledby="pf-collection-form-title">
          <h2 id="pf-collection-form-title">{editing === null ? 'New collection' : `Edit ${draft.name || 'collection'}`}</h2>
          <form className="pf-collection-form" onSubmit={save} noValidate>
            <label htmlFor="pf-collection-name">Name</label>
            <input
              id="pf-collection-name"
              value={draft.name}
              maxLength={80}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              aria-invalid={fields.name ? true : undefined}
            />
            {fields.name && <p className="pf-products-error">{fields.name}</p>}
            <label htmlFor="pf-collection-url">Url name (/collection/…/; made from the name when empty)</label>
            <input
              id="pf-collection-url"
              value={draft.urlName}
              maxLength={80}
              onChange={(event) => setDraft({ ...draft, urlName: event.currentTarget.value })}
              aria-invalid={fields.urlName ? true : undefined}
            />
            {fields.urlName && <p className="pf-products-error">{fields.urlName}</p>}
            <label htmlFor="pf-collection-description">Description</label>
            <textarea
              id="pf-collection-description"
              rows={3}
              maxLength={2000}
              value={draft.description}
              onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
            />
            <ImageField
              id="pf-collection-banner"
              label="Banner image"
              value={draft.banner?.url}
              onChange={(url, sizes) => setDraft({ ...draft, banner: url ? { url, ...(sizes ? { sizes } : {}) } : null })}
            />
            {fields.banner && <p className="pf-products-error">{fields.banner}</p>}
            <p>
              <button type="submit" className="pf-button" disabled={busy}>
                {editing === null ? 'Create collection' : 'Save collection'}
              </button>
            </p>
          </form>

          {editing !== null && order && (
            <section aria-labelledby="pf-order-title">
              <h3 id="pf-order-title">Product order</h3>
              {order.length === 0 && <p>No products in this collection yet.</p>}
              <ol className="pf-order-list">
                {order.map((product, index) => (
                  <li key={product.id} data-product-id={product.id}>
                    {product.thumbnail ? <img src={product.thumbnail} alt="" /> : null}
                    <span className="pf-order-name">
                      {index + 1}. {product.name}
                    </span>
                    <button
                      type="button"
                      className="pf-button secondary"
                      disabled={busy || index === 0}
                      onClick={() => move(index, -1)}
                      aria-label={`Move ${product.name} up`}
                    >
                      Move up
                    </button>
                    <button
                      type="button"
                      className="pf-button secondary"
                      disabled={busy || index === order.length - 1}
                      onClick={() => move(index, 1)}
                      aria-label={`Move ${product.name} down`}
                    >
                      Move down
                    </button>
                    <button
                      type="button"
                      className="pf-button secondary"
                      disabled={busy}
                      onClick={() => setOrder(order.filter((entry) => entry.id !== product.id))}
                      aria-label={`Take ${product.name} out`}
                    >
                      Remove
                    </button>
                  </li>
                ))}
              </ol>
              {/* biome-ignore lint/a11y/useSemanticElements: the search form itself is the search landmark; a <search> wrapper would add nothing */}
              <form
                className="pf-products-search"
                role="search"
                onSubmit={(event) => {
                  event.preventDefault();
                  void findProducts();
                }}
              >
                <label htmlFor="pf-order-search">Add products</label>
                <input id="pf-order-search" type="search" value={search} onChange={(event) => setSearch(event.currentTarget.value)} />
                <button type="submit" className="pf-button secondary" disabled={busy}>
                  Find
                </button>
              </form>
              <ul className="pf-order-list">
                {candidates.map((product) => (
                  <li key={product.id}>
                    <span className="pf-order-name">{product.name}</span>
                    <button
                      type="button"
                      className="pf-button secondary"
                      onClick={() => {
                        setOrder([...order, product]);
                        setCandidates(candidates.filter((entry) => entry.id !== product.id));
                      }}
                      aria-label={`Add ${product.name}`}
                    >
                      Add
                    </button>
                  </li>
                ))}
              </ul>
              <p>
                <button type="button" className="pf-button" disabled={busy} onClick={() => void saveOrder()}>
                  Save product order
                </button>
              </p>
            </section>
          )}
        </section>
      </div>
    </div>
  );
}

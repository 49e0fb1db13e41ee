import type { SubmitEvent } from 'react';
import type { OwnerCollection } from '../../src/schemas/collection.ts';
import type { OwnerProductItem } from '../../src/schemas/owner-product.ts';
import ImageField from '../popups/ImageField.tsx';
import type { Draft, ProductOrdering } from './use-collections.ts';

// The collections screen's sections: the list of collections, the form of the one open, and
// its product order with the search that adds products to it. Each draws what it is given;
// its buttons hand the action to the screen.

/** The store's collections, each with its Edit and Delete buttons, and the button that starts a new one. */
export function CollectionsList(props: {
  collections: OwnerCollection[];
  editing: number | null;
  busy: boolean;
  onOpen: (collection: OwnerCollection | null) => Promise<void>;
  onRemove: (collection: OwnerCollection) => Promise<void>;
}) {
  const { collections, editing, busy, onOpen, onRemove } = props;
  return (
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
                onClick={() => void onOpen(collection)}
                aria-label={`Edit ${collection.name}`}
              >
                Edit
              </button>{' '}
              <button
                type="button"
                className="pf-button secondary"
                disabled={busy}
                onClick={() => void onRemove(collection)}
                aria-label={`Delete ${collection.name}`}
              >
                Delete
              </button>
            </span>
          </li>
        ))}
      </ul>
      <p>
        <button type="button" className="pf-button" disabled={busy} onClick={() => void onOpen(null)}>
          New collection
        </button>
      </p>
    </section>
  );
}

/** The open collection's name, url name, description and banner, with each field's message from the last save. */
export function CollectionForm(props: {
  editing: number | null;
  draft: Draft;
  fields: Record<string, string>;
  busy: boolean;
  onChange: (draft: Draft) => void;
  onSave: (event: SubmitEvent<HTMLFormElement>) => void;
}) {
  const { editing, draft, fields, busy, onChange, onSave } = props;
  return (
    <form className="pf-collection-form" onSubmit={onSave} noValidate>
      <label htmlFor="pf-collection-name">Name</label>
      <input
        id="pf-collection-name"
        value={draft.name}
        maxLength={80}
        onChange={(event) => onChange({ ...draft, name: event.currentTarget.value })}
        aria-invalid={fields.name ? true : undefined}
      />
      {fields.name && <p className="pf-products-error">{fields.name}</p>}
      <label htmlFor="pf-collection-url">Url name (/collection/…/; made from the name when empty)</label>
      <input
        id="pf-collection-url"
        value={draft.urlName}
        maxLength={80}
        onChange={(event) => onChange({ ...draft, urlName: event.currentTarget.value })}
        aria-invalid={fields.urlName ? true : undefined}
      />
      {fields.urlName && <p className="pf-products-error">{fields.urlName}</p>}
      <label htmlFor="pf-collection-description">Description</label>
      <textarea
        id="pf-collection-description"
        rows={3}
        maxLength={2000}
        value={draft.description}
        onChange={(event) => onChange({ ...draft, description: event.currentTarget.value })}
      />
      <ImageField
        id="pf-collection-banner"
        label="Banner image"
        value={draft.banner?.url}
        onChange={(url, sizes) => onChange({ ...draft, banner: url ? { url, ...(sizes ? { sizes } : {}) } : null })}
      />
      {fields.banner && <p className="pf-products-error">{fields.banner}</p>}
      <p>
        <button type="submit" className="pf-button" disabled={busy}>
          {editing === null ? 'Create collection' : 'Save collection'}
        </button>
      </p>
    </form>
  );
}

/** The collection's products in order, each with its Move up, Move down and Remove buttons. */
function OrderList({ order, busy, products }: { order: OwnerProductItem[]; busy: boolean; products: ProductOrdering }) {
  return (
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
            onClick={() => products.move(index, -1)}
            aria-label={`Move ${product.name} up`}
          >
            Move up
          </button>
          <button
            type="button"
            className="pf-button secondary"
            disabled={busy || index === order.length - 1}
            onClick={() => products.move(index, 1)}
            aria-label={`Move ${product.name} down`}
          >
            Move down
          </button>
          <button
            type="button"
            className="pf-button secondary"
            disabled={busy}
            onClick={() => products.takeOut(product)}
            aria-label={`Take ${product.name} out`}
          >
            Remove
          </button>
        </li>
      ))}
    </ol>
  );
}

/** The search for the store's products not in the collection yet, and an Add button for each one found. */
function AddProducts({ busy, products }: { busy: boolean; products: ProductOrdering }) {
  return (
    <>
      {/* biome-ignore lint/a11y/useSemanticElements: the search form itself is the search landmark; a <search> wrapper would add nothing */}
      <form
        className="pf-products-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void products.findProducts();
        }}
      >
        <label htmlFor="pf-order-search">Add products</label>
        <input id="pf-order-search" type="search" value={products.search} onChange={(event) => products.setSearch(event.currentTarget.value)} />
        <button type="submit" className="pf-button secondary" disabled={busy}>
          Find
        </button>
      </form>
      <ul className="pf-order-list">
        {products.candidates.map((product) => (
          <li key={product.id}>
            <span className="pf-order-name">{product.name}</span>
            <button type="button" className="pf-button secondary" onClick={() => products.add(product)} aria-label={`Add ${product.name}`}>
              Add
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The open collection's product order: the list, the products to add and the button that saves the order. */
export function ProductOrderSection(props: { order: OwnerProductItem[]; busy: boolean; products: ProductOrdering; onSave: () => Promise<void> }) {
  const { order, busy, products, onSave } = props;
  return (
    <section aria-labelledby="pf-order-title">
      <h3 id="pf-order-title">Product order</h3>
      {order.length === 0 && <p>No products in this collection yet.</p>}
      <OrderList order={order} busy={busy} products={products} />
      <AddProducts busy={busy} products={products} />
      <p>
        <button type="button" className="pf-button" disabled={busy} onClick={() => void onSave()}>
          Save product order
        </button>
      </p>
    </section>
  );
}

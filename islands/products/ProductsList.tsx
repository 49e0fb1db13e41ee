import { useState } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { OwnerProductItem, OwnerProductPage } from '../../src/schemas/owner-product.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { productScreens } from './screens.ts';
import ApprovalBadge from './ApprovalBadge.tsx';
import { Notices } from './Notices.tsx';
import { useProductsPage } from './use-products-page.ts';
import './products.css';

// The dashboard's products list: thumbnails, name, price, status and approval,
// searched by name or sku a page at a time; chosen products are enabled or disabled in one
// call (all or none).

interface Props {
  initial: OwnerProductPage;
  currency: CurrencyDefinition;
}

/** The search by name or sku, holding the term as typed until it is sent. */
function ProductsSearch({ initial, busy, onSearch }: { initial: string; busy: boolean; onSearch: (term: string) => void }) {
  const [search, setSearch] = useState(initial);
  return (
    // biome-ignore lint/a11y/useSemanticElements: the search form itself is the search landmark; a <search> wrapper would add nothing
    <form
      className="pf-products-search"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(search);
      }}
    >
      <label htmlFor="pf-product-search">Search by name or sku</label>
      <input id="pf-product-search" type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.currentTarget.value)} />
      <button type="submit" className="pf-button secondary" disabled={busy}>
        Search
      </button>
    </form>
  );
}

/** How many products are chosen, and the buttons that enable or disable them all. */
function BulkToolbar({ chosen, busy, onBulk }: { chosen: number; busy: boolean; onBulk: (enabled: boolean) => void }) {
  return (
    <div className="pf-products-bulk" role="toolbar" aria-label="Chosen products">
      <span aria-live="polite">{chosen === 0 ? 'No products chosen' : `${chosen} chosen`}</span>
      <button type="button" className="pf-button secondary" disabled={busy || chosen === 0} onClick={() => onBulk(true)}>
        Enable
      </button>
      <button type="button" className="pf-button secondary" disabled={busy || chosen === 0} onClick={() => onBulk(false)}>
        Disable
      </button>
    </div>
  );
}

/** A product's price, the regular one struck through while a lower sale price holds. */
function PriceText({ product, currency }: { product: OwnerProductItem; currency: CurrencyDefinition }) {
  return product.salePrice !== null && product.salePrice < product.price ? (
    <>
      <s>{formatMoney(product.price, currency)}</s> {formatMoney(product.salePrice, currency)}
    </>
  ) : (
    formatMoney(product.price, currency)
  );
}

/** One product's row: its checkbox, thumbnail, name and sku, price, status and approval. */
function ProductRow(props: { product: OwnerProductItem; currency: CurrencyDefinition; chosen: boolean; onToggle: (id: number) => void }) {
  const { product, currency, chosen, onToggle } = props;
  return (
    <tr data-product-id={product.id}>
      <td>
        <input type="checkbox" aria-label={`Choose ${product.name}`} checked={chosen} onChange={() => onToggle(product.id)} />
      </td>
      <td>
        {product.thumbnail ? (
          <img src={product.thumbnail} alt="" width={64} height={64} loading="lazy" />
        ) : (
          <span className="pf-products-nothumb" aria-hidden="true" />
        )}
      </td>
      <td>
        <a href={productScreens.edit(product.id)}>{product.name}</a>
        <span className="pf-products-sku">{product.sku}</span>
      </td>
      <td>
        <PriceText product={product} currency={currency} />
      </td>
      <td className="pf-products-status">{product.enabled ? 'Enabled' : 'Disabled'}</td>
      <td>
        <ApprovalBadge status={product.approvalStatus} label={product.approvalLabel} reason={product.denialReason} />
      </td>
    </tr>
  );
}

/** The page's products, with a checkbox that chooses them all. */
function ProductsTable(props: {
  products: OwnerProductItem[];
  currency: CurrencyDefinition;
  selected: Set<number>;
  allChosen: boolean;
  onToggle: (id: number) => void;
  onChooseAll: () => void;
}) {
  const { products, currency, selected, allChosen, onToggle, onChooseAll } = props;
  return (
    <div className="pf-table-scroll">
      <table className="pf-products-table">
        <thead>
          <tr>
            <th scope="col">
              <input type="checkbox" aria-label="Choose every product on this page" checked={allChosen} onChange={onChooseAll} />
            </th>
            <th scope="col">
              <span className="pf-visually-hidden">Picture</span>
            </th>
            <th scope="col">Name</th>
            <th scope="col">Price</th>
            <th scope="col">Status</th>
            <th scope="col">Approval</th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <ProductRow key={product.id} product={product} currency={currency} chosen={selected.has(product.id)} onToggle={onToggle} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Previous and Next through the pages of products, with where the list stands. */
function ProductsPages({ list, busy, onLoad }: { list: OwnerProductPage; busy: boolean; onLoad: (term: string, page: number) => void }) {
  return (
    <nav className="pf-products-pages" aria-label="Pages of products">
      <button type="button" className="pf-button secondary" disabled={busy || list.page <= 1} onClick={() => onLoad(list.search, list.page - 1)}>
        Previous
      </button>
      <span>
        Page {list.page} of {list.pages}
      </span>
      <button type="button" className="pf-button secondary" disabled={busy || list.page >= list.pages} onClick={() => onLoad(list.search, list.page + 1)}>
        Next
      </button>
    </nav>
  );
}

export default function ProductsList({ initial, currency }: Props) {
  const { list, selected, busy, notice, error, load, bulk, toggle, allChosen, chooseAll } = useProductsPage(initial);
  const loadPage = (term: string, page: number) => void load(term, page);

  return (
    <div className="pf-products">
      <header className="pf-products-top">
        <h1>Products</h1>
        <a className="pf-button" href={productScreens.studio}>
          Design a new product
        </a>
      </header>
      <ProductsSearch initial={initial.search} busy={busy} onSearch={(term) => loadPage(term, 1)} />

      <BulkToolbar chosen={selected.size} busy={busy} onBulk={(enabled) => void bulk(enabled)} />
      <Notices status={notice} error={error} />

      {list.products.length === 0 ? (
        <p>{list.search ? `No products match “${list.search}”.` : 'No products yet. Design your first one.'}</p>
      ) : (
        <ProductsTable products={list.products} currency={currency} selected={selected} allChosen={allChosen} onToggle={toggle} onChooseAll={chooseAll} />
      )}

      {list.pages > 1 && <ProductsPages list={list} busy={busy} onLoad={loadPage} />}
    </div>
  );
}

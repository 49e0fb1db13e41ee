import { useState } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { OwnerProductPage } from '../../src/schemas/owner-product.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { productScreens } from './screens.ts';
import ApprovalBadge from './ApprovalBadge.tsx';
import './products.css';

// The dashboard's products list: thumbnails, name, price, status and approval,
// searched by name or sku a page at a time; chosen products are enabled or disabled in one
// call (all or none).

interface Props {
  initial: OwnerProductPage;
  currency: CurrencyDefinition;
}

export default function ProductsList({ initial, currency }: Props) {
  const [list, setList] = useState(initial);
  const [search, setSearch] = useState(initial.search);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function load(term: string, page: number) {
    setBusy(true);
    setError(null);
    try {
      const data = await call('ownerProducts.list', { search: term, page });
      setList(data);
      setSelected(new Set());
      const address = new URL(window.location.href);
      address.search = '';
      if (data.search) address.searchParams.set('search', data.search);
      if (data.page > 1) address.searchParams.set('page', String(data.page));
      window.history.replaceState(null, '', address);
    } catch (thrown) {
      setError(thrown instanceof ApiRequestError ? thrown.failure.message : 'Could not load the products.');
    } finally {
      setBusy(false);
    }
  }

  async function bulk(enabled: boolean) {
    const ids = [...selected];
    setBusy(true);
    setNotice(null);
    setError(null);
    try {
      await call('ownerProducts.bulk', { ids, enabled });
      setList((current) => ({
        ...current,
        products: current.products.map((product) =>
          selected.has(product.id) ? { ...product, enabled, listed: enabled && product.approvalStatus === 'approved' } : product,
        ),
      }));
      setNotice(`${ids.length === 1 ? '1 product' : `${ids.length} products`} ${enabled ? 'enabled' : 'disabled'}.`);
      setSelected(new Set());
    } catch (thrown) {
      setError(thrown instanceof ApiRequestError ? thrown.failure.message : 'Could not change the products.');
    } finally {
      setBusy(false);
    }
  }

  const toggle = (id: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allChosen = list.products.length > 0 && list.products.every((product) => selected.has(product.id));

  return (
    <div className="pf-products">
      <header className="pf-products-top">
        <h1>Products</h1>
        <a className="pf-button" href={productScreens.studio}>
          Design a new product
        </a>
      </header>
      {/* biome-ignore lint/a11y/useSemanticElements: the search form itself is the search landmark; a <search> wrapper would add nothing */}
      <form
        className="pf-products-search"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          void load(search, 1);
        }}
      >
        <label htmlFor="pf-product-search">Search by name or sku</label>
        <input id="pf-product-search" type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.currentTarget.value)} />
        <button type="submit" className="pf-button secondary" disabled={busy}>
          Search
        </button>
      </form>

      <div className="pf-products-bulk" role="toolbar" aria-label="Chosen products">
        <span aria-live="polite">{selected.size === 0 ? 'No products chosen' : `${selected.size} chosen`}</span>
        <button type="button" className="pf-button secondary" disabled={busy || selected.size === 0} onClick={() => void bulk(true)}>
          Enable
        </button>
        <button type="button" className="pf-button secondary" disabled={busy || selected.size === 0} onClick={() => void bulk(false)}>
          Disable
        </button>
      </div>
      {notice && (
        <p className="pf-products-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="pf-products-error" role="alert">
          {error}
        </p>
      )}

      {list.products.length === 0 ? (
        <p>{list.search ? `No products match “${list.search}”.` : 'No products yet. Design your first one.'}</p>
      ) : (
        <div className="pf-table-scroll">
          <table className="pf-products-table">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label="Choose every product on this page"
                    checked={allChosen}
                    onChange={() => setSelected(allChosen ? new Set() : new Set(list.products.map((product) => product.id)))}
                  />
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
              {list.products.map((product) => (
                <tr key={product.id} data-product-id={product.id}>
                  <td>
                    <input type="checkbox" aria-label={`Choose ${product.name}`} checked={selected.has(product.id)} onChange={() => toggle(product.id)} />
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
                    {product.salePrice !== null && product.salePrice < product.price ? (
                      <>
                        <s>{formatMoney(product.price, currency)}</s> {formatMoney(product.salePrice, currency)}
                      </>
                    ) : (
                      formatMoney(product.price, currency)
                    )}
                  </td>
                  <td className="pf-products-status">{product.enabled ? 'Enabled' : 'Disabled'}</td>
                  <td>
                    <ApprovalBadge status={product.approvalStatus} label={product.approvalLabel} reason={product.denialReason} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {list.pages > 1 && (
        <nav className="pf-products-pages" aria-label="Pages of products">
          <button type="button" className="pf-button secondary" disabled={busy || list.page <= 1} onClick={() => void load(list.search, list.page - 1)}>
            Previous
          </button>
          <span>
            Page {list.page} of {list.pages}
          </span>
          <button
            type="button"
            className="pf-button secondary"
            disabled={busy || list.page >= list.pages}
            onClick={() => void load(list.search, list.page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}

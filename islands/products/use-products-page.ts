import { useState } from 'react';
import type { OwnerProductPage } from '../../src/schemas/owner-product.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';

// The products list's state and calls: the page shown, the products chosen on it, loading a
// page of a search (the address follows it) and enabling or disabling the chosen ones.

/** Writes the search and page shown into the address bar, so a reload shows the same page. */
function showInAddress(page: OwnerProductPage): void {
  const address = new URL(window.location.href);
  address.search = '';
  if (page.search) address.searchParams.set('search', page.search);
  if (page.page > 1) address.searchParams.set('page', String(page.page));
  window.history.replaceState(null, '', address);
}

/** The page with the chosen products enabled or disabled; an enabled one is listed once approved. */
function withEnabled(page: OwnerProductPage, chosen: Set<number>, enabled: boolean): OwnerProductPage {
  return {
    ...page,
    products: page.products.map((product) =>
      chosen.has(product.id) ? { ...product, enabled, listed: enabled && product.approvalStatus === 'approved' } : product,
    ),
  };
}

/** The products list: the page shown, the products chosen, and the calls that load a page or change the chosen ones. */
export function useProductsPage(initial: OwnerProductPage) {
  const [list, setList] = useState(initial);
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
      showInAddress(data);
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
      setList((current) => withEnabled(current, selected, enabled));
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
  const chooseAll = () => setSelected(allChosen ? new Set() : new Set(list.products.map((product) => product.id)));

  return { list, selected, busy, notice, error, load, bulk, toggle, allChosen, chooseAll };
}

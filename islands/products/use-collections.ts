import { useState, type SubmitEvent } from 'react';
import type { OwnerCollection } from '../../src/schemas/collection.ts';
import type { OwnerProductItem } from '../../src/schemas/owner-product.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { confirm } from '../popups/confirm.ts';

// The collections screen's state and calls: the list, the collection open in the form, its
// product order and the products found to add to it. One call runs at a time; its status,
// message and fields' messages replace the last one's.

export interface Draft {
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

/** Runs one task at a time: busy while it runs, then its status, or the API's message and fields' messages. */
function useWork() {
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

  return { fields, status, setStatus, error, busy, work };
}

/** The open collection's product order (null while none is open), moved, taken out of and added to from a search. */
function useProductOrder(work: (task: () => Promise<void>) => Promise<void>) {
  const [order, setOrder] = useState<OwnerProductItem[] | null>(null);
  const [candidates, setCandidates] = useState<OwnerProductItem[]>([]);
  const [search, setSearch] = useState('');

  const move = (index: number, by: -1 | 1) =>
    setOrder((current) => {
      if (!current) return current;
      const next = [...current];
      const [item] = next.splice(index, 1);
      next.splice(index + by, 0, item!);
      return next;
    });

  const takeOut = (product: OwnerProductItem) => {
    if (order) setOrder(order.filter((entry) => entry.id !== product.id));
  };

  const add = (product: OwnerProductItem) => {
    if (!order) return;
    setOrder([...order, product]);
    setCandidates(candidates.filter((entry) => entry.id !== product.id));
  };

  const findProducts = () =>
    work(async () => {
      const { products } = await call('ownerProducts.list', { search, page: 1 });
      setCandidates(products.filter((product) => !order?.some((entry) => entry.id === product.id)));
    });

  return { order, setOrder, candidates, setCandidates, search, setSearch, move, takeOut, add, findProducts };
}

/** What the product order's section reads and changes. */
export type ProductOrdering = ReturnType<typeof useProductOrder>;

/** The collections screen: its list, the collection open in the form, and every call that changes them. */
export function useCollections(initial: OwnerCollection[]) {
  const [collections, setCollections] = useState(initial);
  /** The collection being edited; null while making a new one. */
  const [editing, setEditing] = useState<number | null>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { fields, status, setStatus, error, busy, work } = useWork();
  const products = useProductOrder(work);
  const { order, setOrder, setCandidates } = products;

  const refresh = async () => setCollections((await call('collections.list')).collections);

  const open = (collection: OwnerCollection | null) =>
    work(async () => {
      setEditing(collection?.id ?? null);
      setDraft(collection ? draftOf(collection) : EMPTY);
      setCandidates([]);
      setOrder(collection ? (await call('collections.products', { id: collection.id })).products : null);
    });

  const save = (event: SubmitEvent<HTMLFormElement>) => {
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

  const saveOrder = () =>
    work(async () => {
      if (editing === null || !order) return;
      const { products: saved } = await call('collections.order', { id: editing }, { productIds: order.map((product) => product.id) });
      setOrder(saved);
      await refresh();
      setStatus('Product order saved.');
    });

  return { collections, editing, draft, setDraft, fields, status, error, busy, products, open, save, remove, saveOrder };
}

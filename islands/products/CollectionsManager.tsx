import type { OwnerCollection } from '../../src/schemas/collection.ts';
import { CollectionForm, CollectionsList, ProductOrderSection } from './CollectionSections.tsx';
import { Notices } from './Notices.tsx';
import { useCollections } from './use-collections.ts';
import './products.css';

// The collections screen: list, create, edit (name, banner, url name,
// description), delete after a confirm, and the collection's product order, changed with
// Move up / Move down buttons (keyboard and touch alike) and saved in one call.

export default function CollectionsManager({ collections: initial }: { collections: OwnerCollection[] }) {
  const { collections, editing, draft, setDraft, fields, status, error, busy, products, open, save, remove, saveOrder } = useCollections(initial);
  const { order } = products;

  return (
    <div className="pf-collections">
      <h1>Collections</h1>
      <Notices status={status} error={error} />
      <div className="pf-collections-layout">
        <CollectionsList collections={collections} editing={editing} busy={busy} onOpen={open} onRemove={remove} />

        <section aria-labelledby="pf-collection-form-title">
          <h2 id="pf-collection-form-title">{editing === null ? 'New collection' : `Edit ${draft.name || 'collection'}`}</h2>
          <CollectionForm editing={editing} draft={draft} fields={fields} busy={busy} onChange={setDraft} onSave={save} />

          {editing !== null && order && <ProductOrderSection order={order} busy={busy} products={products} onSave={saveOrder} />}
        </section>
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { ProductEditView } from '../../src/schemas/owner-product.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { useSettingsCall } from '../settings/use-settings-call.ts';
import { productScreens } from './screens.ts';
import { toMajorText, toMinor } from './money.ts';
import ApprovalBadge from './ApprovalBadge.tsx';
import './products.css';

// The product edit screen: name, description, price within the product's min
// and max, sale price, colours offered, collections, tags and enabled. Saving an approved
// product republishes the store (the server bumps its content version).

export default function ProductEdit({ product, pictures, availableColours, collections, currency }: ProductEditView) {
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [price, setPrice] = useState(toMajorText(product.price, currency));
  const [salePrice, setSalePrice] = useState(product.salePrice === null ? '' : toMajorText(product.salePrice, currency));
  const [colours, setColours] = useState<string[]>(product.colours);
  const [chosenCollections, setChosenCollections] = useState<string[]>(product.collections);
  const [tags, setTags] = useState(product.tags.join(', '));
  const [enabled, setEnabled] = useState(product.enabled);
  const [local, setLocal] = useState<Record<string, string>>({});
  const call = useSettingsCall();
  const errors = { ...call.fieldErrors, ...local };

  const flip = (list: string[], value: string) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

  async function save(event: React.SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const priceMinor = toMinor(price, currency);
    const saleMinor = salePrice.trim() === '' ? null : toMinor(salePrice, currency);
    const problems: Record<string, string> = {};
    if (priceMinor === undefined) problems.price = 'Must contain a valid number.';
    if (saleMinor === undefined) problems.salePrice = 'Must contain a valid number.';
    setLocal(problems);
    if (priceMinor === undefined || saleMinor === undefined) return;
    await call.run(
      'Product saved.',
      'ownerProducts.update',
      { id: product.id },
      {
        name,
        description,
        price: priceMinor,
        salePrice: saleMinor,
        colours,
        collections: chosenCollections,
        tags: tags
          .split(',')
          .map((tag) => tag.trim())
          .filter(Boolean),
        enabled,
      },
    );
  }

  const bounds = [
    product.minPrice !== null && `at least ${formatMoney(product.minPrice, currency)}`,
    product.maxPrice !== null && `at most ${formatMoney(product.maxPrice, currency)}`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <form className="pf-product-edit" onSubmit={(event) => void save(event)} noValidate>
      <p>
        <a href={productScreens.list}>← Products</a>
      </p>
      <h1>{product.name}</h1>
      <p className="pf-products-sku">
        {product.sku} · <ApprovalBadge status={product.approvalStatus} label={product.approvalLabel} reason={product.denialReason} />
      </p>

      {pictures.length > 0 && (
        <ul className="pf-product-pictures" aria-label="Pictures shoppers will see">
          {pictures.map((picture) => (
            <li key={picture.src}>
              <img src={picture.src} alt={picture.alt} width={120} height={120} loading="lazy" />
            </li>
          ))}
        </ul>
      )}
      {product.listed ? (
        <p>
          <a href={product.url}>View in the store</a>
        </p>
      ) : (
        <p className="pf-products-help">
          Not shown to shoppers yet:{' '}
          {!product.enabled ? 'it is disabled.' : product.approvalStatus === 'denied' ? 'staff denied it (see why above).' : 'it awaits staff approval.'}
        </p>
      )}

      <label htmlFor="pf-name">Name</label>
      <input
        id="pf-name"
        value={name}
        maxLength={120}
        required
        onChange={(event) => setName(event.currentTarget.value)}
        aria-invalid={errors.name ? true : undefined}
        aria-describedby={errors.name ? 'pf-name-error' : undefined}
      />
      {errors.name && (
        <p id="pf-name-error" className="pf-products-error">
          {errors.name}
        </p>
      )}

      <label htmlFor="pf-description">Description</label>
      <textarea id="pf-description" rows={5} maxLength={5000} value={description} onChange={(event) => setDescription(event.currentTarget.value)} />

      <label htmlFor="pf-price">Price ({currency.symbol})</label>
      <input
        id="pf-price"
        inputMode="decimal"
        value={price}
        onChange={(event) => setPrice(event.currentTarget.value)}
        aria-invalid={errors.price ? true : undefined}
        aria-describedby="pf-price-help"
      />
      <p id="pf-price-help" className="pf-products-help">
        {bounds ? `The price must be ${bounds}.` : 'Any price.'}
      </p>
      {errors.price && (
        <p className="pf-products-error" role="alert">
          {errors.price}
        </p>
      )}

      <label htmlFor="pf-sale-price">Sale price ({currency.symbol}, optional)</label>
      <input
        id="pf-sale-price"
        inputMode="decimal"
        value={salePrice}
        onChange={(event) => setSalePrice(event.currentTarget.value)}
        aria-invalid={errors.salePrice ? true : undefined}
      />
      {errors.salePrice && (
        <p className="pf-products-error" role="alert">
          {errors.salePrice}
        </p>
      )}

      <fieldset>
        <legend>Colours offered</legend>
        {availableColours.map((colour) => (
          <label key={colour.name} className="pf-products-check">
            <input type="checkbox" checked={colours.includes(colour.name)} onChange={() => setColours(flip(colours, colour.name))} />
            <span className="pf-swatch" style={{ background: colour.hex }} aria-hidden="true" /> {colour.name}
          </label>
        ))}
        {errors.colours && (
          <p className="pf-products-error" role="alert">
            {errors.colours}
          </p>
        )}
      </fieldset>

      <fieldset>
        <legend>Collections</legend>
        {collections.length === 0 && (
          <p>
            No collections yet. <a href={productScreens.collections}>Make one</a>.
          </p>
        )}
        {collections.map((collection) => (
          <label key={collection.urlName} className="pf-products-check">
            <input
              type="checkbox"
              checked={chosenCollections.includes(collection.urlName)}
              onChange={() => setChosenCollections(flip(chosenCollections, collection.urlName))}
            />{' '}
            {collection.name}
          </label>
        ))}
      </fieldset>

      <label htmlFor="pf-tags">Tags (separated by commas)</label>
      <input id="pf-tags" value={tags} onChange={(event) => setTags(event.currentTarget.value)} />
      {errors.tags && (
        <p className="pf-products-error" role="alert">
          {errors.tags}
        </p>
      )}

      <label className="pf-products-check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} /> Enabled (shown to shoppers once approved)
      </label>

      <div className="pf-products-actions">
        <button type="submit" className="pf-button" disabled={call.busy}>
          Save product
        </button>
        {call.saved && <span role="status">{call.saved}</span>}
        {call.error && (
          <span className="pf-products-error" role="alert">
            {call.error}
          </span>
        )}
      </div>
    </form>
  );
}

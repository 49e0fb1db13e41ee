import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { ProductEditView } from '../../src/schemas/owner-product.ts';
import { TAX_CATEGORIES, TAX_CATEGORY_LABELS, type TaxCategory } from '../../src/schemas/product.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { productScreens } from './screens.ts';
import ApprovalBadge from './ApprovalBadge.tsx';
import PriceMatrixFields from './PriceMatrixFields.tsx';
import { useProductForm, type ProductForm } from './use-product-form.ts';
import './products.css';

// The product edit screen: name, description, price within the product's min
// and max, sale price, colours offered, prices per size and colour, collections, tags and enabled. Saving an approved
// product republishes the store (the server bumps its content version).

/** Adds the value to the list, or takes it out when it is there. */
const flip = (list: string[], value: string) => (list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value]);

/** The price's bounds in words ("at least …, at most …"); empty when any price goes. */
function priceBounds(product: ProductEditView['product'], currency: CurrencyDefinition): string {
  return [
    product.minPrice !== null && `at least ${formatMoney(product.minPrice, currency)}`,
    product.maxPrice !== null && `at most ${formatMoney(product.maxPrice, currency)}`,
  ]
    .filter(Boolean)
    .join(', ');
}

/** A field's message from the last save, announced. */
function FieldAlert({ message }: { message: string | undefined }) {
  return message ? (
    <p className="pf-products-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** The product's name, sku and approval, the pictures shoppers will see, and whether shoppers see it yet. */
function ProductSummary({ product, pictures }: Pick<ProductEditView, 'product' | 'pictures'>) {
  return (
    <>
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
    </>
  );
}

/** The name and the description. */
function NameFields({ form }: { form: ProductForm }) {
  const { name, setName, description, setDescription, errors } = form;
  return (
    <>
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
    </>
  );
}

/** The price, with the bounds it must keep, and the optional sale price. */
function PriceFields({ form, product, currency }: { form: ProductForm; product: ProductEditView['product']; currency: CurrencyDefinition }) {
  const { price, setPrice, salePrice, setSalePrice, errors } = form;
  const bounds = priceBounds(product, currency);
  return (
    <>
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
      <FieldAlert message={errors.price} />

      <label htmlFor="pf-sale-price">Sale price ({currency.symbol}, optional)</label>
      <input
        id="pf-sale-price"
        inputMode="decimal"
        value={salePrice}
        onChange={(event) => setSalePrice(event.currentTarget.value)}
        aria-invalid={errors.salePrice ? true : undefined}
      />
      <FieldAlert message={errors.salePrice} />
    </>
  );
}

/** The colours offered, chosen among the ones the product's garment comes in. */
function ColoursFieldset({ form, availableColours }: { form: ProductForm; availableColours: ProductEditView['availableColours'] }) {
  const { colours, setColours, errors } = form;
  return (
    <fieldset>
      <legend>Colours offered</legend>
      {availableColours.map((colour) => (
        <label key={colour.name} className="pf-products-check">
          <input type="checkbox" checked={colours.includes(colour.name)} onChange={() => setColours(flip(colours, colour.name))} />
          <span className="pf-swatch" style={{ background: colour.hex }} aria-hidden="true" /> {colour.name}
        </label>
      ))}
      <FieldAlert message={errors.colours} />
    </fieldset>
  );
}

/** The store's collections the product is in, or a link to make the first one. */
function CollectionsFieldset({ form, collections }: { form: ProductForm; collections: ProductEditView['collections'] }) {
  const { chosenCollections, setChosenCollections } = form;
  return (
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
  );
}

/** The save button and what the last save said. */
function SaveActions({ call }: { call: ProductForm['call'] }) {
  return (
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
  );
}

/** Its VAT category: children's clothing is zero-rated in the UK and Ireland. */
function TaxCategoryField({ form }: { form: ProductForm }) {
  return (
    <>
      <label htmlFor="pf-tax-category">VAT category</label>
      <select id="pf-tax-category" value={form.taxCategory} onChange={(event) => form.setTaxCategory(event.currentTarget.value as TaxCategory)}>
        {TAX_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {TAX_CATEGORY_LABELS[category]}
          </option>
        ))}
      </select>
      <FieldAlert message={form.errors.taxCategory} />
    </>
  );
}

export default function ProductEdit({ product, pictures, availableColours, collections, currency }: ProductEditView) {
  const form = useProductForm(product, currency);
  const { tags, setTags, enabled, setEnabled, errors } = form;

  return (
    <form className="pf-product-edit" onSubmit={(event) => void form.save(event)} noValidate>
      <ProductSummary product={product} pictures={pictures} />

      <NameFields form={form} />
      <PriceFields form={form} product={product} currency={currency} />
      <ColoursFieldset form={form} availableColours={availableColours} />
      <PriceMatrixFields form={form} availableColours={availableColours} currency={currency} />
      <TaxCategoryField form={form} />
      <CollectionsFieldset form={form} collections={collections} />

      <label htmlFor="pf-tags">Tags (separated by commas)</label>
      <input id="pf-tags" value={tags} onChange={(event) => setTags(event.currentTarget.value)} />
      <FieldAlert message={errors.tags} />

      <label className="pf-products-check">
        <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.currentTarget.checked)} /> Enabled (shown to shoppers once approved)
      </label>

      <SaveActions call={form.call} />
    </form>
  );
}

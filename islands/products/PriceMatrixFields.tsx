import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { ProductEditView } from '../../src/schemas/owner-product.ts';
import { EMPTY_ROW, type PriceRow } from './price-matrix-rows.ts';
import type { ProductForm } from './use-product-form.ts';

// Prices per size and colour: a small grid, one row per price. A row names a colour and a
// size, or every colour or every size ("2XL in every colour"); a price left empty is the
// product's own. Shoppers see the row that names their choice most closely.

interface Props {
  form: ProductForm;
  availableColours: ProductEditView['availableColours'];
  currency: CurrencyDefinition;
}

/** A row's message from the last save or the check before it. */
function RowAlert({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="pf-products-error" role="alert">
      {message}
    </p>
  ) : null;
}

export default function PriceMatrixFields({ form, availableColours, currency }: Props) {
  const { priceRows, setPriceRows, colours, errors } = form;
  const offered = availableColours.filter((colour) => colours.includes(colour.name));
  const change = (index: number, patch: Partial<PriceRow>) => setPriceRows(priceRows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const sizesOf = (colour: string) => [...new Set((colour === '' ? offered : offered.filter((each) => each.name === colour)).flatMap((each) => each.sizes))];

  return (
    <fieldset className="pf-price-matrix">
      <legend>Prices per size and colour</legend>
      <p className="pf-products-help">
        For sizes or colours that cost more or less, e.g. 2XL in every colour. An empty price is the product's price ({currency.symbol}).
      </p>
      {priceRows.length > 0 && (
        <table className="pf-products-table">
          <thead>
            <tr>
              <th scope="col">Colour</th>
              <th scope="col">Size</th>
              <th scope="col">Price ({currency.symbol})</th>
              <th scope="col">Sale price ({currency.symbol})</th>
              <th scope="col">
                <span className="pf-visually-hidden">Remove</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {priceRows.map((row, index) => {
              const field = (name: string) => errors[`priceMatrix.${index}.${name}`];
              const problem = field('colour') ?? field('size') ?? field('price') ?? field('salePrice');
              const errorId = `pf-matrix-${index}-error`;
              const described = problem ? errorId : undefined;
              return (
                // Rows have no identity of their own but their place: the list only grows at the end or loses a row.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                <tr key={index}>
                  <td>
                    <select
                      aria-label={`Row ${index + 1} colour`}
                      value={row.colour}
                      onChange={(event) => change(index, { colour: event.currentTarget.value })}
                      aria-invalid={field('colour') ? true : undefined}
                      aria-describedby={described}
                    >
                      <option value="">Every colour</option>
                      {offered.map((colour) => (
                        <option key={colour.name} value={colour.name}>
                          {colour.name}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <select
                      aria-label={`Row ${index + 1} size`}
                      value={row.size}
                      onChange={(event) => change(index, { size: event.currentTarget.value })}
                      aria-invalid={field('size') ? true : undefined}
                      aria-describedby={described}
                    >
                      <option value="">Every size</option>
                      {sizesOf(row.colour).map((size) => (
                        <option key={size} value={size}>
                          {size}
                        </option>
                      ))}
                    </select>
                  </td>
                  <td>
                    <input
                      aria-label={`Row ${index + 1} price`}
                      inputMode="decimal"
                      value={row.price}
                      onChange={(event) => change(index, { price: event.currentTarget.value })}
                      aria-invalid={field('price') ? true : undefined}
                      aria-describedby={described}
                    />
                  </td>
                  <td>
                    <input
                      aria-label={`Row ${index + 1} sale price`}
                      inputMode="decimal"
                      value={row.salePrice}
                      onChange={(event) => change(index, { salePrice: event.currentTarget.value })}
                      aria-invalid={field('salePrice') ? true : undefined}
                      aria-describedby={described}
                    />
                    <RowAlert id={errorId} message={problem} />
                  </td>
                  <td>
                    <button type="button" className="pf-button" onClick={() => setPriceRows(priceRows.filter((_, at) => at !== index))}>
                      Remove<span className="pf-visually-hidden"> row {index + 1}</span>
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <button type="button" className="pf-button" onClick={() => setPriceRows([...priceRows, EMPTY_ROW])}>
        Add a price
      </button>
    </fieldset>
  );
}

import type { TaxCategory } from '../../src/schemas/product.ts';
import { useState, type SubmitEvent } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import type { ProductEditView } from '../../src/schemas/owner-product.ts';
import { useSettingsCall } from '../settings/use-settings-call.ts';
import { toMajorText, toMinor } from './money.ts';
import { matrixOf, rowsOf, type PriceRow } from './price-matrix-rows.ts';

// The product edit form's fields and its save: prices are checked here first (a number
// each), then everything is sent in one call whose messages join the ones found here.

/** The price and the sale price typed, in minor units (a sale price left empty is null), and a message for each that is no number. */
function readPrices(price: string, salePrice: string, currency: CurrencyDefinition) {
  const priceMinor = toMinor(price, currency);
  const saleMinor = salePrice.trim() === '' ? null : toMinor(salePrice, currency);
  const problems: Record<string, string> = {};
  if (priceMinor === undefined) problems.price = 'Must contain a valid number.';
  if (saleMinor === undefined) problems.salePrice = 'Must contain a valid number.';
  return { priceMinor, saleMinor, problems };
}

/** The tags typed, separated by commas, trimmed and without empty ones. */
const tagList = (tags: string) =>
  tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean);

/** The product's fields as typed, each with its setter, the messages of the last save, and the save. */
export function useProductForm(product: ProductEditView['product'], currency: CurrencyDefinition) {
  const [name, setName] = useState(product.name);
  const [description, setDescription] = useState(product.description);
  const [price, setPrice] = useState(toMajorText(product.price, currency));
  const [salePrice, setSalePrice] = useState(product.salePrice === null ? '' : toMajorText(product.salePrice, currency));
  const [colours, setColours] = useState<string[]>(product.colours);
  const [chosenCollections, setChosenCollections] = useState<string[]>(product.collections);
  const [tags, setTags] = useState(product.tags.join(', '));
  const [enabled, setEnabled] = useState(product.enabled);
  const [priceRows, setPriceRows] = useState<PriceRow[]>(rowsOf(product.priceMatrix, currency));
  const [taxCategory, setTaxCategory] = useState<TaxCategory>(product.taxCategory);
  const [local, setLocal] = useState<Record<string, string>>({});
  const call = useSettingsCall();
  const errors = { ...call.fieldErrors, ...local };

  async function save(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const { priceMinor, saleMinor, problems } = readPrices(price, salePrice, currency);
    const { matrix, problems: matrixProblems } = matrixOf(priceRows, colours, currency);
    setLocal({ ...problems, ...matrixProblems });
    if (priceMinor === undefined || saleMinor === undefined || Object.keys(matrixProblems).length > 0) return;
    // Rows of colours no longer offered are gone from what was saved: the form shows what was.
    setPriceRows(rowsOf(matrix, currency));
    await call.run(
      'Product saved.',
      'ownerProducts.update',
      { id: product.id },
      {
        name,
        description,
        price: priceMinor,
        salePrice: saleMinor,
        priceMatrix: matrix,
        taxCategory,
        colours,
        collections: chosenCollections,
        tags: tagList(tags),
        enabled,
      },
    );
  }

  return {
    name,
    setName,
    description,
    setDescription,
    price,
    setPrice,
    salePrice,
    setSalePrice,
    colours,
    setColours,
    chosenCollections,
    setChosenCollections,
    tags,
    setTags,
    enabled,
    setEnabled,
    priceRows,
    setPriceRows,
    taxCategory,
    setTaxCategory,
    errors,
    call,
    save,
  };
}

/** What the product edit form's sections read and change. */
export type ProductForm = ReturnType<typeof useProductForm>;

import { useState, type SubmitEvent } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { sanitiseUrl } from '../../src/lib/url-sanitiser.ts';
import type { SavedDesign } from '../../src/schemas/studio-calls.ts';
import { APPROVAL_LABELS, type ApprovalStatus } from '../../src/schemas/product.ts';
import { problemOf, sellDesign } from './studio-api.ts';

// Owner mode: a member of this store signed in on it sells the design as a product
// of the store (OwnerProductBody to the ownerProducts.create call). Prices are typed in the
// store's currency and sent in minor units; the server holds the blank's min and max.

export interface SellOptions {
  colours: string[];
  storeCurrency: CurrencyDefinition;
  /** The blank's bounds for the owner's price (minor units), when it has them. */
  minPrice: number | null;
  maxPrice: number | null;
  suggestedPrice: number;
}

const toMinor = (value: string, currency: CurrencyDefinition) => Math.round(Number.parseFloat(value) * 10 ** currency.digits);
const toMajor = (amount: number, currency: CurrencyDefinition) => (amount / 10 ** currency.digits).toFixed(currency.digits);
const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

interface Props {
  options: SellOptions;
  disabled: boolean;
  ensureSaved: () => Promise<SavedDesign>;
}

export function SellForm({ options, disabled, ensureSaved }: Props) {
  const currency = options.storeCurrency;
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState(toMajor(options.suggestedPrice, currency));
  const [salePrice, setSalePrice] = useState('');
  const [colours, setColours] = useState<string[]>(options.colours);
  const [tags, setTags] = useState('');
  const [collections, setCollections] = useState('');
  const [enabled, setEnabled] = useState(true);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [result, setResult] = useState<{ approvalStatus?: string; url?: string } | null>(null);

  const bounds = [
    options.minPrice !== null && `at least ${formatMoney(options.minPrice, currency)}`,
    options.maxPrice !== null && `at most ${formatMoney(options.maxPrice, currency)}`,
  ]
    .filter(Boolean)
    .join(' and ');

  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const design = await ensureSaved();
      const product = await sellDesign({
        designUuid: design.uuid,
        name: name.trim(),
        description: description.trim(),
        price: toMinor(price, currency),
        salePrice: salePrice.trim() === '' ? null : toMinor(salePrice, currency),
        colours,
        collections: list(collections),
        tags: list(tags),
        enabled,
      });
      setResult(product);
    } catch (error) {
      const found = problemOf(error);
      setProblem([found.message, ...found.details]);
    } finally {
      setBusy(false);
    }
  };

  const status = result?.approvalStatus as ApprovalStatus | undefined;
  return (
    <details className="studio-sell">
      <summary>Sell this design in your store</summary>
      <form onSubmit={submit}>
        <label>
          Product name
          <input type="text" required maxLength={120} value={name} onChange={(event) => setName(event.target.value)} />
        </label>
        <label>
          Description
          <textarea rows={3} maxLength={5000} value={description} onChange={(event) => setDescription(event.target.value)} />
        </label>
        <label>
          Price ({currency.code}){bounds && `, ${bounds}`}
          <input type="number" required min={0} step={currency.digits === 0 ? 1 : 0.01} value={price} onChange={(event) => setPrice(event.target.value)} />
        </label>
        <label>
          Sale price ({currency.code}, optional)
          <input type="number" min={0} step={currency.digits === 0 ? 1 : 0.01} value={salePrice} onChange={(event) => setSalePrice(event.target.value)} />
        </label>
        <fieldset>
          <legend>Colours offered</legend>
          {options.colours.map((colour) => (
            <label key={colour} className="studio-check">
              <input
                type="checkbox"
                checked={colours.includes(colour)}
                onChange={(event) => setColours((current) => (event.target.checked ? [...current, colour] : current.filter((entry) => entry !== colour)))}
              />
              {colour}
            </label>
          ))}
        </fieldset>
        <label>
          Collections (url names, comma separated)
          <input type="text" value={collections} onChange={(event) => setCollections(event.target.value)} />
        </label>
        <label>
          Tags (comma separated)
          <input type="text" value={tags} onChange={(event) => setTags(event.target.value)} />
        </label>
        <label className="studio-check">
          <input type="checkbox" checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />
          Enabled
        </label>
        <button type="submit" disabled={disabled || busy || colours.length === 0 || name.trim() === ''}>
          {busy ? 'Creating…' : 'Create product'}
        </button>
      </form>
      {problem && (
        <div role="alert" className="studio-problem">
          <ul>
            {problem.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {result && (
        <p role="status">
          Product created{status && status in APPROVAL_LABELS ? `: ${APPROVAL_LABELS[status]}` : ''}
          {status === 'not-modded-yet' && ' — it is listed once our staff approve it'}.
          {result.url && (
            <>
              {' '}
              <a href={sanitiseUrl(result.url)}>View it</a>
            </>
          )}
        </p>
      )}
    </details>
  );
}

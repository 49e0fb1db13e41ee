import { useState, type Dispatch, type SetStateAction, type SubmitEvent } from 'react';
import type { CurrencyDefinition } from '../../src/lib/currencies.ts';
import { formatMoney } from '../../src/lib/money.ts';
import { sanitiseUrl } from '../../src/lib/url-sanitiser.ts';
import type { OwnerProductBody, SavedDesign } from '../../src/schemas/studio-calls.ts';
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

/** What the store creates: the product's name, prices and listing, its design added once saved. */
type SellBody = Omit<OwnerProductBody, 'designUuid'>;

/** The product the store created, as far as the answer tells. */
type SellResult = { approvalStatus?: string; url?: string };

const toMinor = (value: string, currency: CurrencyDefinition) => Math.round(Number.parseFloat(value) * 10 ** currency.digits);
const toMajor = (amount: number, currency: CurrencyDefinition) => (amount / 10 ** currency.digits).toFixed(currency.digits);
const list = (value: string) =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** The blank's price bounds in words ("at least £5.00 and at most £40.00"), or '' when it has none. */
function priceBounds(options: SellOptions): string {
  return [
    options.minPrice !== null && `at least ${formatMoney(options.minPrice, options.storeCurrency)}`,
    options.maxPrice !== null && `at most ${formatMoney(options.maxPrice, options.storeCurrency)}`,
  ]
    .filter(Boolean)
    .join(' and ');
}

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
  const { busy, problem, result, sell } = useSelling(ensureSaved);
  const bounds = priceBounds(options);
  const step = currency.digits === 0 ? 1 : 0.01;

  const submit = (event: SubmitEvent) =>
    sell(event, {
      name: name.trim(),
      description: description.trim(),
      price: toMinor(price, currency),
      salePrice: salePrice.trim() === '' ? null : toMinor(salePrice, currency),
      colours,
      collections: list(collections),
      tags: list(tags),
      enabled,
    });

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
          <input type="number" required min={0} step={step} value={price} onChange={(event) => setPrice(event.target.value)} />
        </label>
        <label>
          Sale price ({currency.code}, optional)
          <input type="number" min={0} step={step} value={salePrice} onChange={(event) => setSalePrice(event.target.value)} />
        </label>
        <ColourChoices offered={options.colours} chosen={colours} onChange={setColours} />
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
      {problem && <SellProblem lines={problem} />}
      {result && <SellOutcome result={result} />}
    </details>
  );
}

/** Creating the product: the design saved first, then the call, busy meanwhile, its problem or its answer kept. */
function useSelling(ensureSaved: () => Promise<SavedDesign>) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string[] | null>(null);
  const [result, setResult] = useState<SellResult | null>(null);

  const sell = async (event: SubmitEvent, body: SellBody) => {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      const design = await ensureSaved();
      const product = await sellDesign({ designUuid: design.uuid, ...body });
      setResult(product);
    } catch (error) {
      const found = problemOf(error);
      setProblem([found.message, ...found.details]);
    } finally {
      setBusy(false);
    }
  };

  return { busy, problem, result, sell };
}

/** One checkbox per colour of the blank; the product is offered in those ticked. */
function ColourChoices({ offered, chosen, onChange }: { offered: string[]; chosen: string[]; onChange: Dispatch<SetStateAction<string[]>> }) {
  return (
    <fieldset>
      <legend>Colours offered</legend>
      {offered.map((colour) => (
        <label key={colour} className="studio-check">
          <input
            type="checkbox"
            checked={chosen.includes(colour)}
            onChange={(event) => onChange((current) => (event.target.checked ? [...current, colour] : current.filter((entry) => entry !== colour)))}
          />
          {colour}
        </label>
      ))}
    </fieldset>
  );
}

/** The reasons the product was not created, one a line. */
function SellProblem({ lines }: { lines: string[] }) {
  return (
    <div role="alert" className="studio-problem">
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The product created, its approval status in words, and a link to it when it has a page. */
function SellOutcome({ result }: { result: SellResult }) {
  const status = result.approvalStatus as ApprovalStatus | undefined;
  return (
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
  );
}

import { useEffect, useState, type Dispatch, type SetStateAction, type SubmitEvent } from 'react';
import type { DesignDocument } from '../../src/schemas/design-document.ts';
import type { DesignProduct, SavedDesign } from '../../src/schemas/studio-calls.ts';
import { addDesignToBasket, problemOf, readDesign, saveAsProduct, saveDesign, type StudioProblem } from './studio-api.ts';
import { sanitiseUrl } from '../../src/lib/url-sanitiser.ts';
import { Problem } from './Problem.tsx';
import { SellForm, type SellOptions } from './SellForm.tsx';

// Save, share, buy: the design is saved (and its print files rendered) before it can go in
// the basket or become a product. While the print check blocks the design every button is
// disabled and says why.

const STATUS_TEXT = { rendering: 'Preparing the print files…', ready: 'Print files ready.', failed: 'The print files could not be made.' } as const;
const POLL_MS = 1500;
const POLL_LIMIT = 40;

interface Props {
  document: DesignDocument;
  /** A saved design reopened by ?design= (saving makes a new copy unless saved here). */
  sizes: string[];
  blockedBecause: string | undefined;
  sell: SellOptions | null;
}

/** A saved design with the document it was saved from. */
interface Saved {
  design: SavedDesign;
  document: DesignDocument;
}

/** Runs one of the panel's actions under its name: busy while it runs, its problem shown if it fails. */
type RunAction = (what: string, action: () => Promise<void>) => Promise<void>;

export function SavePanel({ document, sizes, blockedBecause, sell }: Props) {
  const { saved, upToDate, ensureSaved } = useSavedDesign(document);
  const { busy, problem, run } = usePanelAction();
  const disabled = blockedBecause !== undefined || busy !== null;

  return (
    <section className="studio-panel studio-save" aria-labelledby="studio-save-title">
      <h2 id="studio-save-title">Save and buy</h2>
      {blockedBecause && (
        <p className="studio-blocked" id="studio-blocked-reason">
          Cannot print yet: {blockedBecause}
        </p>
      )}
      <button
        type="button"
        className="studio-primary"
        disabled={disabled}
        aria-describedby={blockedBecause ? 'studio-blocked-reason' : undefined}
        onClick={() => void run('save', async () => void (await ensureSaved()))}
      >
        {busy === 'save' ? 'Saving…' : upToDate ? 'Saved' : 'Save design'}
      </button>
      {saved && <SavedNotice saved={saved} upToDate={upToDate} />}
      <BasketForm sizes={sizes} disabled={disabled} busy={busy} run={run} ensureSaved={ensureSaved} />
      <ProductForm document={document} disabled={disabled} busy={busy} run={run} ensureSaved={ensureSaved} />
      {sell && <SellForm options={sell} disabled={disabled} ensureSaved={ensureSaved} />}
      {problem && <Problem problem={problem} />}
    </section>
  );
}

/** The design saved from this panel, its render job followed, and a save that keeps it current with the document. */
function useSavedDesign(document: DesignDocument) {
  const [saved, setSaved] = useState<Saved | null>(null);
  const [mine, setMine] = useState<string | null>(null);
  useRenderJob(saved, setSaved);

  /** The saved design for this very document, saving it first when it changed. */
  const ensureSaved = async (): Promise<SavedDesign> => {
    if (saved && saved.document === document) return saved.design;
    const design = await saveDesign(document, mine);
    setSaved({ design, document });
    setMine(design.uuid);
    return design;
  };

  return { saved, upToDate: saved !== null && saved.document === document, ensureSaved };
}

/** Follows the saved design's render job until the files are ready (or failed). */
function useRenderJob(saved: Saved | null, setSaved: Dispatch<SetStateAction<Saved | null>>) {
  const uuid = saved?.design.uuid;
  const status = saved?.design.status;
  useEffect(() => {
    if (!uuid || status !== 'rendering') return undefined;
    let tries = 0;
    const timer = window.setInterval(() => {
      tries += 1;
      readDesign(uuid)
        .then((design) => setSaved((current) => (current && current.design.uuid === design.uuid ? { ...current, design } : current)))
        .catch(() => undefined);
      if (tries >= POLL_LIMIT) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [uuid, status, setSaved]);
}

/** The action running (by name) and the last one's problem, with the runner that sets both. */
function usePanelAction() {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<StudioProblem | null>(null);

  const run: RunAction = async (what, action) => {
    setBusy(what);
    setProblem(null);
    try {
      await action();
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(null);
    }
  };

  return { busy, problem, run };
}

/** The saved design's print-file status and its share link. */
function SavedNotice({ saved, upToDate }: { saved: Saved; upToDate: boolean }) {
  const shareUrl = new URL(saved.design.shareUrl, window.location.origin).toString();
  return (
    <div className="studio-saved" role="status">
      <p>
        Design saved. {STATUS_TEXT[saved.design.status]}
        {!upToDate && ' You have changed it since.'}
      </p>
      <label>
        Share link
        <input type="text" readOnly value={shareUrl} onFocus={(event) => event.target.select()} />
      </label>
    </div>
  );
}

interface ActionProps {
  disabled: boolean;
  busy: string | null;
  run: RunAction;
  ensureSaved: () => Promise<SavedDesign>;
}

/** Size and quantity, then the design (saved first) goes in the basket. */
function BasketForm({ sizes, disabled, busy, run, ensureSaved }: ActionProps & { sizes: string[] }) {
  const [size, setSize] = useState(sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [inBasket, setInBasket] = useState(false);

  useEffect(() => {
    if (!sizes.includes(size)) setSize(sizes[0] ?? '');
  }, [sizes, size]);

  const onBasket = (event: SubmitEvent) => {
    event.preventDefault();
    void run('basket', async () => {
      const design = await ensureSaved();
      await addDesignToBasket(design.uuid, { size, quantity });
      setInBasket(true);
    });
  };

  return (
    <form onSubmit={onBasket} className="studio-basket">
      <label>
        Size
        <select value={size} onChange={(event) => setSize(event.target.value)} required>
          {sizes.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Quantity
        <input
          type="number"
          min={1}
          max={100}
          value={quantity}
          onChange={(event) => setQuantity(Math.min(100, Math.max(1, Number(event.target.value) || 1)))}
        />
      </label>
      <button type="submit" className="studio-primary" disabled={disabled || size === ''}>
        {busy === 'basket' ? 'Adding…' : 'Add to basket'}
      </button>
      {inBasket && (
        <p role="status">
          Added to your basket. <a href="/basket/">Go to your basket</a>
        </p>
      )}
    </form>
  );
}

/** The text layers a buyer may change: the first ten, labelled Text 1, Text 2… */
function personalizationTemplate(document: DesignDocument) {
  return Object.values(document.sides)
    .flat()
    .filter((layer) => layer.type === 'text')
    .slice(0, 10)
    .map((layer, index) => ({ layerId: layer.id, label: `Text ${index + 1}`, maxLength: 40 }));
}

/** Saves the design (saved first) as a product with a name, its text changeable by buyers when asked. */
function ProductForm({ document, disabled, busy, run, ensureSaved }: ActionProps & { document: DesignDocument }) {
  const [productName, setProductName] = useState('');
  const [personalizable, setPersonalizable] = useState(false);
  const [product, setProduct] = useState<DesignProduct | null>(null);

  const onProduct = (event: SubmitEvent) => {
    event.preventDefault();
    void run('product', async () => {
      const design = await ensureSaved();
      const template = personalizable ? personalizationTemplate(document) : [];
      setProduct(await saveAsProduct(design.uuid, { name: productName.trim(), personalizable, personalizationTemplate: template }));
    });
  };

  return (
    <details>
      <summary>Save as a product</summary>
      <form onSubmit={onProduct}>
        <label>
          Product name
          <input type="text" required maxLength={120} value={productName} onChange={(event) => setProductName(event.target.value)} />
        </label>
        <label className="studio-check">
          <input type="checkbox" checked={personalizable} onChange={(event) => setPersonalizable(event.target.checked)} />
          Let buyers change the text
        </label>
        <button type="submit" disabled={disabled || productName.trim() === ''}>
          {busy === 'product' ? 'Saving…' : 'Save as product'}
        </button>
        {product && (
          <p role="status">
            Your product is ready: <a href={sanitiseUrl(product.url)}>{product.url}</a>
          </p>
        )}
      </form>
    </details>
  );
}

import { useEffect, useState, type SubmitEvent } from 'react';
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

export function SavePanel({ document, sizes, blockedBecause, sell }: Props) {
  const [saved, setSaved] = useState<{ design: SavedDesign; document: DesignDocument } | null>(null);
  const [mine, setMine] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState<StudioProblem | null>(null);
  const [size, setSize] = useState(sizes[0] ?? '');
  const [quantity, setQuantity] = useState(1);
  const [inBasket, setInBasket] = useState(false);
  const [productName, setProductName] = useState('');
  const [personalizable, setPersonalizable] = useState(false);
  const [product, setProduct] = useState<DesignProduct | null>(null);

  useEffect(() => {
    if (!sizes.includes(size)) setSize(sizes[0] ?? '');
  }, [sizes, size]);

  // Follow the render job until the files are ready (or failed).
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
  }, [uuid, status]);

  const upToDate = saved !== null && saved.document === document;

  /** The saved design for this very document, saving it first when it changed. */
  const ensureSaved = async (): Promise<SavedDesign> => {
    if (saved && saved.document === document) return saved.design;
    const design = await saveDesign(document, mine);
    setSaved({ design, document });
    setMine(design.uuid);
    return design;
  };

  const run = async (what: string, action: () => Promise<void>) => {
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

  const onBasket = (event: SubmitEvent) => {
    event.preventDefault();
    void run('basket', async () => {
      const design = await ensureSaved();
      await addDesignToBasket(design.uuid, { size, quantity });
      setInBasket(true);
    });
  };

  const onProduct = (event: SubmitEvent) => {
    event.preventDefault();
    void run('product', async () => {
      const design = await ensureSaved();
      const template = personalizable
        ? Object.values(document.sides)
            .flat()
            .filter((layer) => layer.type === 'text')
            .slice(0, 10)
            .map((layer, index) => ({ layerId: layer.id, label: `Text ${index + 1}`, maxLength: 40 }))
        : [];
      setProduct(await saveAsProduct(design.uuid, { name: productName.trim(), personalizable, personalizationTemplate: template }));
    });
  };

  const disabled = blockedBecause !== undefined || busy !== null;
  const shareUrl = saved ? new URL(saved.design.shareUrl, window.location.origin).toString() : null;

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
      {saved && (
        <div className="studio-saved" role="status">
          <p>
            Design saved. {STATUS_TEXT[saved.design.status]}
            {!upToDate && ' You have changed it since.'}
          </p>
          <label>
            Share link
            <input type="text" readOnly value={shareUrl ?? ''} onFocus={(event) => event.target.select()} />
          </label>
        </div>
      )}
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
      {sell && <SellForm options={sell} disabled={disabled} ensureSaved={ensureSaved} />}
      {problem && <Problem problem={problem} />}
    </section>
  );
}

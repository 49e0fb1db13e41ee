import { useEffect, useState } from 'react';
import Popup from './Popup.tsx';
import ChoiceGroup from './magic-model/ChoiceGroup.tsx';
import { magicModelChoices, magicModelPreviewUrl, addAsProductImage } from './magic-model/magic-model-api.ts';
import type { MagicModelAnswer, MagicModelChoices } from '../../src/schemas/magic-model.ts';
import './popups.css';
import './magic-model/magic-model.css';

export interface MagicModelCreatorProps {
  /** Start with this product chosen (a products screen opening it for one product). */
  productId?: number | undefined;
  /** The opening button's words. */
  buttonLabel?: string | undefined;
  /** Told once a composition was added to a product's images. */
  onUsed?: ((answer: MagicModelAnswer) => void) | undefined;
}

type Stage = 'idle' | 'previewing' | 'saving';

/**
 * The "magic model creator" popup: pick one of the store's products and a scene, see the
 * product composed into it (the server composes: < 1 s), then "Use as product image" adds the
 * full-size picture to that product's images. A button opens it; the popup is the shared
 * native-<dialog> Popup (Esc, focus kept inside, back to the button on close).
 */
export default function MagicModelCreator({ productId, buttonLabel = 'Magic model', onUsed }: MagicModelCreatorProps) {
  const [open, setOpen] = useState(false);
  const model = useMagicModel(open, productId, onUsed);
  const { choices, chosenProduct, chosenScene, stage, error, done } = model;
  const busy = stage !== 'idle';
  return (
    <>
      <button type="button" className="pf-button secondary" onClick={() => setOpen(true)}>
        {buttonLabel}
      </button>
      <Popup
        open={open}
        onClose={() => setOpen(false)}
        title="Magic model"
        size="large"
        description={<p style={{ margin: 0 }}>Place a product in a scene and add the picture to its images.</p>}
      >
        {!choices && !error && <div className="pf-spinner" role="status" aria-label="Loading products and scenes" />}
        {choices && (
          <div className="pf-mm-layout">
            <MagicModelPickers choices={choices} product={model.product} scene={model.scene} onProduct={model.setProduct} onScene={model.setScene} />
            <div className="pf-mm-pickers">
              <PreviewStage
                preview={model.preview}
                alt={chosenProduct && chosenScene ? `Preview: ${chosenProduct.name}, ${chosenScene.label.toLowerCase()}` : 'Preview'}
                stage={stage}
                onLoad={model.previewShown}
                onError={model.previewFailed}
              />
              {error && (
                <p className="pf-popup-error" role="alert">
                  {error}
                </p>
              )}
              {done && (
                <p className="pf-mm-done" role="status">
                  {done}
                </p>
              )}
              <div className="pf-popup-actions">
                <button type="button" className="pf-button secondary" onClick={() => setOpen(false)}>
                  Close
                </button>
                <button type="button" className="pf-button" onClick={model.use} disabled={busy || !chosenProduct || !chosenScene}>
                  Use as product image
                </button>
              </div>
            </div>
          </div>
        )}
      </Popup>
    </>
  );
}

/**
 * The creator's state and calls: the choices loaded when it first opens (the first product and
 * scene chosen unless one was given), the preview of the chosen pair, and adding it to the product.
 */
function useMagicModel(open: boolean, productId: number | undefined, onUsed: ((answer: MagicModelAnswer) => void) | undefined) {
  const [choices, setChoices] = useState<MagicModelChoices | null>(null);
  const [product, setProduct] = useState(productId ? String(productId) : '');
  const [scene, setScene] = useState('');
  const [stage, setStage] = useState<Stage>('idle');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  useEffect(() => {
    if (!open || choices) return;
    magicModelChoices().then(
      (answer) => {
        setChoices(answer);
        setProduct((current) => current || String(answer.products[0]?.id ?? ''));
        setScene((current) => current || (answer.scenes[0]?.name ?? ''));
      },
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, [open, choices]);

  const preview = product && scene ? magicModelPreviewUrl(Number(product), scene) : null;
  // A new preview is composing until its picture arrives.
  useEffect(() => {
    if (preview) setStage('previewing');
    setDone(null);
    setError(null);
  }, [preview]);

  const chosenProduct = choices?.products.find((entry) => String(entry.id) === product);
  const chosenScene = choices?.scenes.find((entry) => entry.name === scene);

  async function use() {
    if (!chosenProduct || !chosenScene) return;
    setStage('saving');
    setError(null);
    try {
      const answer = await addAsProductImage(chosenProduct.id, chosenScene.name);
      setDone(answer.added ? `Added to the images of ${chosenProduct.name}.` : `${chosenProduct.name} already has this picture.`);
      onUsed?.(answer);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setStage('idle');
    }
  }

  const previewShown = () => setStage((current) => (current === 'previewing' ? 'idle' : current));
  const previewFailed = () => {
    setStage('idle');
    setError('The preview could not be composed. Try another product or scene.');
  };

  return { choices, product, setProduct, scene, setScene, stage, error, done, preview, chosenProduct, chosenScene, use, previewShown, previewFailed };
}

/** The product and scene to compose, each a group of radio buttons. */
function MagicModelPickers(props: {
  choices: MagicModelChoices;
  product: string;
  scene: string;
  onProduct: (product: string) => void;
  onScene: (scene: string) => void;
}) {
  return (
    <div className="pf-mm-pickers">
      <ChoiceGroup
        legend="Product"
        name="magic-model-product"
        value={props.product}
        onChange={props.onProduct}
        choices={props.choices.products.map((entry) => ({ value: String(entry.id), label: entry.name, picture: entry.thumbnail }))}
        empty={<p className="pf-popup-empty">No product has a picture yet: add one to a product first.</p>}
      />
      <ChoiceGroup
        legend="Scene"
        name="magic-model-scene"
        value={props.scene}
        onChange={props.onScene}
        choices={props.choices.scenes.map((entry) => ({ value: entry.name, label: entry.label }))}
      />
    </div>
  );
}

/** The composed preview, with a spinner over it while a preview or the full-size picture is composing. */
function PreviewStage({
  preview,
  alt,
  stage,
  onLoad,
  onError,
}: {
  preview: string | null;
  alt: string;
  stage: Stage;
  onLoad: () => void;
  onError: () => void;
}) {
  const busy = stage !== 'idle';
  return (
    <div className="pf-mm-stage" data-busy={busy || undefined}>
      {preview && <img key={preview} src={preview} width={480} height={480} alt={alt} onLoad={onLoad} onError={onError} />}
      {busy && (
        <div className="pf-mm-busy" role="status" aria-live="polite">
          <div className="pf-spinner" aria-hidden="true" />
          <span>{stage === 'saving' ? 'Composing the full-size picture…' : 'Composing the preview…'}</span>
        </div>
      )}
    </div>
  );
}

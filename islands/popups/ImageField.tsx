import { useState } from 'react';
import MediaLibrary from './MediaLibrary.tsx';
import ProductImageSelector from './ProductImageSelector.tsx';
import ImageCropper from './ImageCropper.tsx';
import type { FocalPoint } from '../../src/lib/images.ts';
import { isSafeUrl } from '../../src/lib/url-sanitiser.ts';
import './popups.css';

// An image property's input (widget 'image'): a thumbnail of the chosen picture, the store's
// library (upload or choose), its product pictures, and, where the form keeps one, the focal
// point. The props are those every form already passes; the focal point ones are optional.

export interface ImageFieldProps {
  id: string;
  label: string;
  value: string | undefined;
  /** The chosen image's address, and its responsive sources when the library made them. */
  onChange: (url: string | undefined, sizes?: Record<string, string>) => void;
  /** The point kept in view when the picture is cropped (0–1). */
  focalPoint?: FocalPoint | undefined;
  /** Given by forms that store a focal point: shows the cropper. */
  onFocalPointChange?: ((point: FocalPoint) => void) | undefined;
}

type Open = 'library' | 'products' | 'cropper' | null;

export default function ImageField({ id, label, value, onChange, focalPoint, onFocalPointChange }: ImageFieldProps) {
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group like a fieldset, without a fieldset's default box to undo
    <div className="pf-media-field" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`}>{label}</span>
      <div className="pf-media-field-row">
        {value ? <img className="pf-media-field-thumb" src={value} alt="" /> : <span className="pf-media-field-thumb" aria-hidden="true" />}
        <button id={id} type="button" className="pf-button secondary" onClick={() => setOpen('library')}>
          {value ? 'Change image' : 'Choose image'}
        </button>
        <button type="button" className="pf-button secondary" onClick={() => setOpen('products')}>
          Product image
        </button>
        {value && onFocalPointChange && (
          <button type="button" className="pf-button secondary" onClick={() => setOpen('cropper')}>
            Focal point
          </button>
        )}
        {value && (
          <button type="button" className="pf-button secondary" onClick={() => onChange(undefined)} aria-label={`Remove ${label}`}>
            Remove
          </button>
        )}
      </div>
      <TypedAddress label={label} onChange={onChange} />
      <ImagePickers open={open} close={close} value={value} onChange={onChange} focalPoint={focalPoint} onFocalPointChange={onFocalPointChange} />
    </div>
  );
}

/** The address typed instead of a chosen picture: used once it is a safe url, a problem shown otherwise. */
function TypedAddress({ label, onChange }: Pick<ImageFieldProps, 'label' | 'onChange'>) {
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);

  function applyTyped() {
    const address = typed.trim();
    if (!isSafeUrl(address)) return setTypedError('Please enter a valid url.');
    setTypedError(null);
    setTyped('');
    onChange(address);
  }

  return (
    <details>
      <summary>Use an address instead</summary>
      <div className="pf-media-field-row">
        <input type="url" aria-label={`${label} address`} value={typed} onChange={(event) => setTyped(event.currentTarget.value)} />
        <button type="button" className="pf-button secondary" onClick={applyTyped}>
          Use
        </button>
      </div>
      {typedError && (
        <p className="pf-popup-error" role="alert">
          {typedError}
        </p>
      )}
    </details>
  );
}

/** The popups the field opens, one at a time: the store's library, its product pictures, and the focal point's cropper. */
function ImagePickers({
  open,
  close,
  value,
  onChange,
  focalPoint,
  onFocalPointChange,
}: Omit<ImageFieldProps, 'id' | 'label'> & { open: Open; close: () => void }) {
  return (
    <>
      <MediaLibrary
        open={open === 'library'}
        kind="image"
        onClose={close}
        onSelect={(item) => {
          close();
          if (item.url) onChange(item.url, item.image?.sizes);
        }}
      />
      <ProductImageSelector
        open={open === 'products'}
        onClose={close}
        onSelect={(image) => {
          close();
          onChange(image.original, image.sizes);
        }}
      />
      {value && onFocalPointChange && (
        <ImageCropper
          open={open === 'cropper'}
          src={value}
          value={focalPoint}
          onCancel={close}
          onSave={(point) => {
            close();
            onFocalPointChange(point);
          }}
        />
      )}
    </>
  );
}

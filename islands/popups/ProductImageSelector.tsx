import { useState } from 'react';
import Popup from './Popup.tsx';
import { useSearch } from './use-search.ts';
import { searchProductImages } from './media-api.ts';
import { imageUrlFor } from '../../src/lib/images.ts';
import type { Image } from '../../src/schemas/image.ts';

export interface ProductImageSelectorProps {
  open: boolean;
  onSelect: (image: Image, productName: string) => void;
  onClose: () => void;
}

/** The "product image selector" popup: the store's product pictures, searchable by product name. */
export default function ProductImageSelector({ open, onSelect, onClose }: ProductImageSelectorProps) {
  const [term, setTerm] = useState('');
  const { results, loading, error } = useSearch(open, term, searchProductImages);
  return (
    <Popup open={open} title="Choose a product image" size="large" onClose={onClose}>
      <input type="search" aria-label="Search products" placeholder="Search products" value={term} onChange={(event) => setTerm(event.currentTarget.value)} />
      {error && (
        <p className="pf-popup-error" role="alert">
          {error}
        </p>
      )}
      {!loading && !error && results.length === 0 && <p className="pf-popup-empty">No product images found.</p>}
      {results.map((product) => (
        <section key={product.productId} aria-label={product.name}>
          <h3>{product.name}</h3>
          <ul className="pf-thumb-grid">
            {product.images.map((image, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a product may list the same picture twice; the grid is read-only
              <li key={image.id + index} className="pf-thumb">
                <button
                  type="button"
                  className="pf-thumb-choose"
                  onClick={() => onSelect(image, product.name)}
                  aria-label={`${product.name}, image ${index + 1}`}
                >
                  <img src={imageUrlFor(image, 256)} alt="" loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </Popup>
  );
}

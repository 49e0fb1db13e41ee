import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Product } from '../../src/schemas/product.ts';
import type { StoreScope } from '../../src/server/stores/scope.ts';
import { productMockupProps } from './schema.ts';

const findProductByUrlName = vi.fn();
vi.mock('../../src/server/catalogue/products.ts', () => ({ findProductByUrlName }));
const { load: loadProductMockup } = await import('./load.ts');

const scope = { division: { id: 1 } } as unknown as StoreScope;
const tee = Product.parse({
  id: 7,
  uuid: 'u-7',
  sku: 'TEE-7',
  name: 'Rainbow Tee',
  urlName: 'rainbow-tee',
  type: 't-shirt',
  price: 2500,
  salePrice: 2000,
  description: `First paragraph ${'word '.repeat(80)}\n\nSecond paragraph.`,
  defaultColour: 'Black',
  options: [{ colour: { name: 'Black', hex: '#000' }, sizes: ['M'], images: ['img-b'] }],
  images: [
    { id: 'img-w', original: '/media/white.jpg', width: 1000, height: 1000, sizes: { '480': '/media/white-480.jpg' } },
    { id: 'img-b', original: '/media/black.jpg', altText: 'Black rainbow tee', width: 1000, height: 1000, sizes: { '480': '/media/black-480.jpg' } },
  ],
});

beforeEach(() => findProductByUrlName.mockReset());

describe('loadProductMockup', () => {
  it('asks for nothing when no product is chosen', async () => {
    expect(await loadProductMockup(scope, productMockupProps.parse({}))).toEqual({ product: null });
    expect(findProductByUrlName).not.toHaveBeenCalled();
  });
  it('is empty when the product is missing or disabled', async () => {
    findProductByUrlName.mockResolvedValue(undefined);
    expect(await loadProductMockup(scope, productMockupProps.parse({ product: 'gone' }))).toEqual({ product: null });
    expect(findProductByUrlName).toHaveBeenCalledWith(scope, 'gone');
  });
  it('shapes the product like a pod: its link, default colour image, sale price and a short description', async () => {
    findProductByUrlName.mockResolvedValue(tee);
    const { product } = await loadProductMockup(scope, productMockupProps.parse({ product: 'rainbow-tee' }));
    expect(product).toMatchObject({
      title: 'Rainbow Tee',
      href: '/product/rainbow-tee/',
      image: '/media/black.jpg',
      imageAlt: 'Black rainbow tee',
      price: 2500,
      salePrice: 2000,
      badge: 'Sale',
    });
    expect(product?.description.startsWith('First paragraph')).toBe(true);
    expect(product?.description).not.toContain('Second paragraph');
    expect(product?.description.length).toBeLessThanOrEqual(281);
    expect(product?.description.endsWith('…')).toBe(true);
  });
});

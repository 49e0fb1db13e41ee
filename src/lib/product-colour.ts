import type { Image } from '../schemas/image.ts';
import type { Product, ProductOption } from '../schemas/product.ts';
import { slugify } from './slugify.ts';
import { productHref } from './catalogue-paths.ts';

// /product/{product}/{colour?} — every colour of a product has its own address.

/** The colour a listing shows: the product's default colour, else its first. */
export function defaultColourOption(product: Pick<Product, 'options' | 'defaultColour'>): ProductOption | undefined {
  return product.options.find((option) => option.colour.name === product.defaultColour) ?? product.options[0];
}

/** The image a listing shows: the default colour's first image, else the first image. */
export function primaryImage(product: Pick<Product, 'options' | 'defaultColour' | 'images'>): Image | undefined {
  const id = defaultColourOption(product)?.images[0];
  return product.images.find((image) => image.id === id) ?? product.images[0];
}

/** The colour named by a slug in the address; undefined when the product has no such colour. */
export function colourOptionBySlug(product: Pick<Product, 'options'>, slug: string): ProductOption | undefined {
  const wanted = slug.toLowerCase();
  return product.options.find((option) => slugify(option.colour.name) === wanted);
}

/** /product/{urlName}/{colour}/ — the product page opened on one colour. */
export function colourHref(product: Pick<Product, 'urlName'>, option: ProductOption): string {
  return `${productHref(product)}${slugify(option.colour.name)}/`;
}

/**
 * The pictures of a product in one colour, in order: the colour's own images (those its
 * option lists, else those tagged with its name), then the images that show no particular
 * colour (details, size charts). Without a colour, every image by position.
 */
export function galleryImages(product: Pick<Product, 'images'>, option: ProductOption | undefined): Image[] {
  const byPosition = [...product.images].sort((a, b) => a.position - b.position);
  if (!option) return byPosition;
  const listed = option.images.map((id) => product.images.find((image) => image.id === id)).filter((image): image is Image => image !== undefined);
  const own = listed.length > 0 ? listed : byPosition.filter((image) => image.color === option.colour.name);
  return [...own, ...byPosition.filter((image) => image.color === null && !own.includes(image))];
}

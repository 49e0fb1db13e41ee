import type { Image } from '../schemas/image.ts';
import type { DemoStore } from './stores.ts';
import type { DemoProduct } from './catalogue.ts';
import type { StoreMedia } from './media-set.ts';
import { COLOURS } from './palette.ts';
import { ARTWORK_PALETTES, renderArtwork, renderBanner, renderTile, storeGarmentImage } from '../server/studio/index.ts';
import { storeImage } from '../platform/storage/media-store.ts';
import { hashString } from '../server/studio/index.ts';
import { COLLECTIONS } from './garments.ts';

const PALETTES = Object.values(ARTWORK_PALETTES);

/** Deterministic palette per design, so a product looks the same on every seed. */
function paletteFor(design: string): readonly string[] {
  return PALETTES[hashString(design) % PALETTES.length]!;
}

/** One image per colour of the product: the garment in that colour with its artwork. */
export async function productImages(item: DemoProduct): Promise<Image[]> {
  const artwork = renderArtwork(item.design, paletteFor(item.design));
  return Promise.all(
    item.colours.map((colour, position) =>
      storeGarmentImage({
        garment: item.garment,
        colourHex: COLOURS[colour],
        artwork,
        altText: `${item.design} ${item.garment.replace('-', ' ')} in ${colour.toLowerCase()}`,
        color: colour,
        position,
      }),
    ),
  );
}

/** Banners and tiles for a store's pages and menu. */
export async function storeMedia(store: DemoStore): Promise<StoreMedia> {
  const palette = store.palette;
  const garmentOf: Record<string, { garment: 't-shirt' | 'hoodie' | 'sweater' | 'tote-bag' | 'long-sleeve'; colour: string }> = {
    't-shirts': { garment: 't-shirt', colour: COLOURS.White },
    hoodies: { garment: 'hoodie', colour: COLOURS.Navy },
    sweaters: { garment: 'sweater', colour: COLOURS.Sand },
    'tote-bags': { garment: 'tote-bag', colour: COLOURS.Natural },
    'long-sleeves': { garment: 'long-sleeve', colour: COLOURS['Forest Green'] },
  };
  const [hero, story, about, ...tiles] = await Promise.all([
    storeImage(renderBanner({ style: 'hills', palette, seed: `${store.subdomain}-hero` }), { altText: store.heroTitle }),
    storeImage(await renderTile({ palette, ratio: '4:3', width: 1200, scene: 'folded-shirts', seed: `${store.subdomain}-story` }), {
      altText: 'Folded organic cotton tees',
    }),
    storeImage(renderBanner({ style: 'sunrise', palette, seed: `${store.subdomain}-about` }), { altText: 'Hills at sunrise' }),
    ...COLLECTIONS.map(async (collection) => {
      const pick = garmentOf[collection.urlName] ?? { garment: 't-shirt' as const, colour: COLOURS.White };
      const tile = await renderTile({
        palette,
        ratio: 'tall',
        garment: { garment: pick.garment, colourHex: pick.colour, artwork: renderArtwork(`${store.companyName} ${collection.name}`, palette) },
        seed: `${store.subdomain}-${collection.urlName}`,
      });
      return storeImage(tile, { altText: collection.name });
    }),
  ]);
  return {
    hero: hero!,
    story: story!,
    about: about!,
    tiles: Object.fromEntries(COLLECTIONS.map((collection, index) => [collection.urlName, tiles[index]!])),
  };
}

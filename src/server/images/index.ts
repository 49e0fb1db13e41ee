// The image service (spec §3 Image, §9 image constants): a content-addressed media store
// and the demo imagery drawn for it. Browser-safe helpers live in src/lib/images.ts.

export { storeImage, renditionFileName, type StoreImageOptions, type ImageSource } from './media-store.ts';
export { storeGarmentImage, type GarmentImageRequest } from './garment-images.ts';
export { renderGarment, garmentDrawing, GARMENTS, PRODUCT_IMAGE_WIDTH, type Garment, type GarmentMockup } from './garments.ts';
export { renderArtwork, artworkStyleFor, ARTWORK_STYLES, ARTWORK_PALETTES, type ArtworkStyle, type ArtworkPalette, type ArtworkOptions } from './artwork.ts';
export { renderBanner, renderTile, SCENE_STYLES, type SceneStyle, type BannerOptions, type TileOptions } from './scenes.ts';
export { renderLogo, renderShareImage, SHARE_IMAGE_SIZE, type BrandMark } from './brand/index.ts';
export { readImageRecord, mediaHashOf, type ImageRecord } from './image-record.ts';
export type { ColourGrid } from './colour-grid.ts';

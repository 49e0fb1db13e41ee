// The studio area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { artemisQuery } from './design-library/artemis-query.ts';
export { addLibraryArtwork } from './design-library/library-items.ts';
export { LIBRARY_ARTWORK } from './design-library/platform-artwork.ts';
export { createDesignProduct, ensureDesignProduct } from './design-products/design-product.ts';
export { loadDesignSource } from './design-products/design-source.ts';
export { DESIGN_STATUS_LABELS, myDesignsPage, type MyDesignsView } from './design-products/my-designs-page.ts';
export { attachMissingPrintFiles, attachPrintFiles, orderPrintFiles } from './design-products/order-print-files.ts';
export { enqueuePersonalisedPrints, personalisedPrintsTask } from './design-products/personalised-prints-task.ts';
export { readPersonalization, resolvePersonalization } from './design-products/personalization.ts';
export { type DesignFileRow, designFileRows, type DesignRow, findSavedDesign } from './designs/design-records.ts';
export { listUserDesigns } from './designs/list-designs.ts';
export { DESIGN_BODY_MAX_BYTES, designUuidParam, saveDesign, updateDesign } from './designs/save-design.ts';
export { ARTWORK_PALETTES, renderArtwork } from './images/artwork.ts';
export { type BrandMark, renderLogo } from './images/brand/logo.ts';
export { renderShareImage, SHARE_IMAGE_SIZE } from './images/brand/share-image.ts';
export { storeGarmentImage } from './images/garment-images.ts';
export { type Garment, garmentDrawing, GARMENTS, PRODUCT_IMAGE_WIDTH, renderGarment } from './images/garments.ts';
export type { PrintArea } from './images/garments/garment-kit.ts';
export { mirroredArea, placementIn, SLEEVE_AREAS, viewOfSide } from './images/garments/garment-views.ts';
export { renderBanner, renderTile, SCENE_STYLES, type SceneStyle } from './images/scenes.ts';
export { sceneDocument } from './images/scenes/scene-kit.ts';
export { hashString, seededRandom, type SeededRandom } from './images/seeded-random.ts';
export { renderDesignTask } from './print-files/render-task.ts';
export { loadStudioPage, type StudioPageView } from './studio/studio-page.ts';
export type { Typeface } from './text-outline/fonts.ts';
export { UPLOAD_MESSAGES, UPLOAD_SIZE_MESSAGE } from './uploads/prepare-upload.ts';
export { storeStudioUpload, takeStudioUploadSlot } from './uploads/store-upload.ts';

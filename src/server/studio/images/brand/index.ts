// Brand pictures drawn for a store: its logo and its share image (og:image).

export { renderLogo, drawLogo, LOGO_HEIGHT, type BrandMark, type LogoDrawing } from './logo.ts';
export { renderShareImage, SHARE_IMAGE_SIZE, type ShareImageOptions } from './share-image.ts';
export { EMBLEMS, type EmblemName, type EmblemColours } from './emblems.ts';

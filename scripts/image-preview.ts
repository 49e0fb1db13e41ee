// Renders one of each garment in two colours, every banner scene and a few tiles into a
// folder as PNG, plus a contact sheet, and stores them through storeImage (WebP) to show
// timings. Run: npx node scripts/image-preview.ts /tmp/preview

import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ARTWORK_PALETTES, renderArtwork } from '../src/server/studio/index.ts';
import { GARMENTS, renderGarment } from '../src/server/studio/index.ts';
import { storeImage } from '../src/platform/storage/media-store.ts';
import { SCENE_STYLES, renderBanner, renderTile } from '../src/server/studio/index.ts';

const folder = path.resolve(process.argv[2] ?? 'var/preview');
const mediaDir = path.join(folder, 'media');
await mkdir(folder, { recursive: true });

const NAMES: Record<(typeof GARMENTS)[number], string> = {
  't-shirt': 'Alpine Peak Tee',
  hoodie: 'Harbour Rowing Club Hoodie',
  sweater: 'Stay Curious Sweater',
  'tote-bag': 'Daisy Chain Tote Bag',
  'long-sleeve': 'Palm Sunset Long Sleeve',
  vest: 'Groovy Days Vest',
  'baseball-tee': 'Home Run Baseball Tee',
  't-shirt-dress': 'Summer Fields Dress',
  sticker: 'Good Vibes Sticker',
  'art-print': 'Alpine Peak Print',
  'landscape-art-print': 'Ocean Horizon Print',
  'fitted-t-shirt': 'Wildflower Fitted Tee',
};
const COLOURS: Record<(typeof GARMENTS)[number], [string, string]> = {
  't-shirt': ['#f4f4f2', '#1f2a44'],
  hoodie: ['#8a9a5b', '#1b1b1b'],
  sweater: ['#d9c7b8', '#6c5b7b'],
  'tote-bag': ['#e9dfc9', '#2b2b2b'],
  'long-sleeve': ['#ffffff', '#c0392b'],
  vest: ['#f2e8cf', '#2e7d5b'],
  'baseball-tee': ['#f4f4f2', '#1b1b1b'],
  't-shirt-dress': ['#1f2a44', '#d9a5a0'],
  sticker: ['#ffffff', '#c9a878'],
  'art-print': ['#fbfbf9', '#f1e9d6'],
  'landscape-art-print': ['#fbfbf9', '#f1e9d6'],
  'fitted-t-shirt': ['#d9a5a0', '#1f2a44'],
};
const palettes = Object.values(ARTWORK_PALETTES);
const sheet: Buffer[] = [];

async function emit(name: string, svg: Buffer): Promise<void> {
  const started = performance.now();
  await sharp(svg)
    .png()
    .toFile(path.join(folder, `${name}.png`));
  const rasterised = performance.now() - started;
  const stored = performance.now();
  const image = await storeImage(svg, { mediaDir, altText: name });
  console.log(
    `${name.padEnd(34)} png ${rasterised.toFixed(0).padStart(4)} ms   stored ${Object.keys(image.sizes).join('/')} in ${(performance.now() - stored).toFixed(0)} ms`,
  );
}

for (const [index, garment] of GARMENTS.entries()) {
  const artwork = renderArtwork(NAMES[garment], palettes[index % palettes.length] ?? ARTWORK_PALETTES.sunset);
  await writeFile(path.join(folder, `artwork-${garment}.svg`), artwork);
  for (const colourHex of COLOURS[garment]) {
    const svg = await renderGarment({ garment, colourHex, artwork });
    await emit(`${garment}-${colourHex.slice(1)}`, svg);
    sheet.push(await sharp(svg).resize(400).png().toBuffer());
  }
}
for (const [index, style] of SCENE_STYLES.entries()) {
  await emit(`banner-${style}`, renderBanner({ style, palette: palettes[index] ?? ARTWORK_PALETTES.sunset, title: index === 0 ? 'New Season' : undefined }));
}
await emit(
  'tile-hoodies',
  await renderTile({
    palette: ARTWORK_PALETTES.forest,
    garment: { garment: 'hoodie', colourHex: '#2e4a62', artwork: renderArtwork('Alpine Peak', ARTWORK_PALETTES.ocean) },
    title: 'Hoodies',
  }),
);
await emit('tile-summer', await renderTile({ palette: ARTWORK_PALETTES.retro, scene: 'sunrise', title: 'Summer' }));

await sharp({ create: { width: 1600, height: Math.ceil(sheet.length / 4) * 400, channels: 3, background: '#ffffff' } })
  .composite(sheet.map((input, index) => ({ input, left: (index % 4) * 400, top: Math.floor(index / 4) * 400 })))
  .png()
  .toFile(path.join(folder, 'contact-sheet.png'));
console.log(`wrote ${folder} (renditions in ${mediaDir})`);

// Times the demo seed's image workload: 2 stores × 24 products × 2–3 colours plus
// 20 banners and tiles, first into an empty media folder, then again (all files reused).
// Run: npx node scripts/image-benchmark.ts [--avif] [--limit N]

import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { ARTWORK_PALETTES, renderArtwork } from '../src/server/studio/index.ts';
import { storeGarmentImage } from '../src/server/studio/index.ts';
import { GARMENTS } from '../src/server/studio/index.ts';
import { IMAGE_JOB_LIMIT } from '../src/platform/storage/job-limit.ts';
import { storeImage } from '../src/platform/storage/media-store.ts';
import { SCENE_STYLES, renderBanner, renderTile } from '../src/server/studio/index.ts';

const avif = process.argv.includes('--avif');
const COLOURS = ['#f4f4f2', '#1b1b1b', '#1f2a44', '#c0392b', '#2e7d5b', '#8a9a5b', '#e9dfc9', '#6c5b7b'];
const NAMES = [
  'Alpine Peak',
  'Surf Club',
  'Stay Curious',
  'Fern Garden',
  'Groovy Days',
  'Harbour Rowing Club',
  'Bauhaus Grid',
  'Palm Sunset',
  'Daisy Chain',
  'Cosmic Drift',
  'Night Owl',
  'Good Vibes',
];
const palettes = Object.values(ARTWORK_PALETTES);

interface Job {
  label: string;
  run: (mediaDir: string) => Promise<unknown>;
}

function demoJobs(): Job[] {
  const jobs: Job[] = [];
  for (const store of [0, 1]) {
    for (let product = 0; product < 24; product += 1) {
      const garment = GARMENTS[product % GARMENTS.length]!;
      const name = `${NAMES[(product + store * 5) % NAMES.length]} ${store}-${product}`;
      const artwork = renderArtwork(name, palettes[(product + store) % palettes.length]!);
      const colourCount = 2 + (product % 2);
      for (let colour = 0; colour < colourCount; colour += 1) {
        const colourHex = COLOURS[(product + colour * 3) % COLOURS.length]!;
        jobs.push({ label: 'product', run: (mediaDir) => storeGarmentImage({ garment, colourHex, artwork, altText: name, mediaDir, avif }) });
      }
    }
  }
  for (let index = 0; index < 20; index += 1) {
    const palette = palettes[index % palettes.length]!;
    const style = SCENE_STYLES[index % SCENE_STYLES.length]!;
    jobs.push(
      index % 2 === 0
        ? { label: 'banner', run: (mediaDir) => storeImage(renderBanner({ style, palette, seed: `banner-${index}` }), { mediaDir, avif }) }
        : { label: 'tile', run: async (mediaDir) => storeImage(await renderTile({ palette, scene: style, seed: `tile-${index}` }), { mediaDir, avif }) },
    );
  }
  return jobs;
}

async function timeAll(jobs: Job[], mediaDir: string): Promise<{ total: number; byLabel: Record<string, number[]> }> {
  const byLabel: Record<string, number[]> = {};
  const started = performance.now();
  await Promise.all(
    jobs.map(async (job) => {
      const begin = performance.now();
      await job.run(mediaDir);
      const times = byLabel[job.label] ?? [];
      times.push(performance.now() - begin);
      byLabel[job.label] = times;
    }),
  );
  return { total: performance.now() - started, byLabel };
}

const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'printfront-media-bench-'));
try {
  console.log(`cores ${os.availableParallelism()}, image jobs at once ${IMAGE_JOB_LIMIT}, sharp threads per job ${sharp.concurrency()}, avif ${avif}`);
  const jobs = demoJobs();
  const first = await timeAll(jobs, mediaDir);
  const files = await readdir(mediaDir);
  console.log(
    `first run: ${jobs.length} images, ${files.length} files, ${(first.total / 1000).toFixed(1)} s (${(first.total / jobs.length).toFixed(0)} ms per image set, wall clock)`,
  );
  const second = await timeAll(jobs, mediaDir);
  console.log(`second run (all files exist): ${(second.total / 1000).toFixed(2)} s`);
} finally {
  await rm(mediaDir, { recursive: true, force: true });
}

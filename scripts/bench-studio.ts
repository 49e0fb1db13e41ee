// `npm run bench:studio`: the studio's render job on this machine. Times the
// 300 DPI print file of a 300 × 400 mm side (3543 × 4724 px) and the mockup rate — mockups
// per second, each a colour × side of the blank with the design composited into the print
// area, stored in all its responsive widths (WebP) — and writes both into the studio section
// of docs/benchmarks.md. Everything runs in a throwaway media dir.
//
// A design is a picture (2400 px square upload) and curved text on the front and text on the
// back of the demo t-shirt in 4 colours: 8 mockups (40 WebP files) per design. Designs differ
// in their text, so no file is reused from an earlier one.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

const mediaDir = await mkdtemp(path.join(os.tmpdir(), 'pf-studio-bench-'));
// config.mediaDir is read when the modules load: point it at the throwaway dir first.
process.env.MEDIA_DIR = mediaDir;
const { default: sharp } = await import('sharp');
const { blankStudioFor } = await import('../src/seed/blank-studios.ts');
const { storePrintFile, renderPrintPng } = await import('../src/server/studio/print-files/print-file.ts');
const { readLayerImages } = await import('../src/server/studio/print-files/layer-images.ts');
const { renderDesignFiles, renderSideMockups } = await import('../src/server/studio/print-files/render-design.ts');
const { DesignDocument } = await import('../src/schemas/design-document.ts');

const DESIGNS = Number(process.env.BENCH_DESIGNS ?? 10);
const PRINT_RUNS = 3;
const COLOURS = [
  { name: 'White', hex: '#f4f4f2' },
  { name: 'Black', hex: '#1b1b1b' },
  { name: 'Navy', hex: '#1f2a44' },
  { name: 'Red', hex: '#c0392b' },
];
const options = COLOURS.map((colour) => ({ colour, sizes: ['M'], images: [], pro: false }));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

const cpuMs = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

async function main() {
  const loadBefore = os.loadavg()[0]!;
  const studio = await blankStudioFor('t-shirt', { options });
  const picture = await sharp({ create: { width: 2400, height: 2400, channels: 3, background: '#ffffff' } })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="2400"><defs><radialGradient id="g"><stop offset="0" stop-color="#ffd54f"/><stop offset="1" stop-color="#3f51b5"/></radialGradient></defs><circle cx="1200" cy="1200" r="1150" fill="url(#g)"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await writeFile(path.join(mediaDir, 'benchpicture-2400.png'), picture);

  const documentFor = (index: number, withPicture = true) =>
    DesignDocument.parse({
      product: { id: 1, sku: 'BENCH-BLANK-TS' },
      colour: 'Black',
      sides: {
        front: [
          ...(withPicture
            ? [
                {
                  id: `p${index}`,
                  type: 'image',
                  xMm: 40,
                  yMm: 30,
                  widthMm: 220,
                  heightMm: 220,
                  rotation: -8,
                  src: '/media/benchpicture-2400.png',
                  pixelWidth: 2400,
                  pixelHeight: 2400,
                },
              ]
            : []),
          {
            id: `t${index}`,
            type: 'text',
            xMm: 20,
            yMm: 270,
            widthMm: 260,
            heightMm: 70,
            text: `Printfront ${index}`,
            fontFamily: 'Montserrat',
            fontWeight: 800,
            fontSizeMm: 40,
            colour: '#ffffff',
            curve: 25,
          },
        ],
        back: [
          {
            id: `b${index}`,
            type: 'text',
            xMm: 30,
            yMm: 40,
            widthMm: 240,
            heightMm: 40,
            text: `Team ${index} · 2026`,
            fontFamily: 'Oswald',
            fontWeight: 600,
            fontSizeMm: 32,
            colour: '#e91e63',
          },
        ],
      },
    });

  // Print file: render + PNG encode with the pHYs chunk, one side at full size.
  const front = documentFor(0).sides.front;
  const area = studio.sides.find((side) => side.side === 'front')!.printArea;
  const sources = await readLayerImages(front, mediaDir);
  const printTimes: number[] = [];
  const printCpu: number[] = [];
  let printSize = { width: 0, height: 0, density: 0, bytes: 0 };
  for (let run = 0; run < PRINT_RUNS; run += 1) {
    const started = performance.now();
    const cpuStarted = cpuMs();
    const file = await storePrintFile(mediaDir, front, area, sources);
    printTimes.push(performance.now() - started);
    printCpu.push(cpuMs() - cpuStarted);
    const metadata = await sharp(await readFile(path.join(mediaDir, file.url.replace('/media/', '')))).metadata();
    printSize = { width: metadata.width, height: metadata.height, density: metadata.density ?? 0, bytes: file.bytes };
  }
  const renderOnly: number[] = [];
  for (let run = 0; run < PRINT_RUNS; run += 1) {
    const started = performance.now();
    await renderPrintPng(front, area, sources);
    renderOnly.push(performance.now() - started);
  }

  // Mockups: the job's mockup phase (print drawn at mockup size once per side, composited onto
  // each colour, every width encoded), colours in parallel as the job runs them. The decoded
  // garments are warmed first, as a running server has them.
  const sides = studio.sides.filter((side) => side.side === 'front' || side.side === 'back');
  const warm = documentFor(-1);
  for (const side of sides) await renderSideMockups(warm.sides[side.side], side, warm.colour, await readLayerImages(warm.sides[side.side], mediaDir), mediaDir);
  /** Mockups of `count` designs, timed (wall and this process's CPU). */
  const timeMockups = async (count: number, offset: number, withPicture: boolean) => {
    const run = { mockups: 0, files: 0, ms: 0, cpu: 0 };
    for (let index = offset + 1; index <= offset + count; index += 1) {
      const document = documentFor(index, withPicture);
      const started = performance.now();
      const cpuStarted = cpuMs();
      // As the job does: every side's mockups at once.
      const rows = (
        await Promise.all(
          sides.map(async (side) =>
            renderSideMockups(document.sides[side.side], side, document.colour, await readLayerImages(document.sides[side.side], mediaDir), mediaDir),
          ),
        )
      ).flat();
      run.ms += performance.now() - started;
      run.cpu += cpuMs() - cpuStarted;
      run.mockups += new Set(rows.map((row) => `${row.side}:${row.colour}`)).size;
      run.files += rows.length;
    }
    return run;
  };
  const withPicture = await timeMockups(DESIGNS, 0, true);
  const textOnly = await timeMockups(DESIGNS, 1000, false);
  let jobMs = 0;
  // The whole job for one more design: print files of both sides plus its 8 mockups.
  const jobStarted = performance.now();
  await renderDesignFiles(documentFor(DESIGNS + 1), studio, mediaDir);
  jobMs = performance.now() - jobStarted;
  return { loadBefore, loadAfter: os.loadavg()[0]!, printTimes, printCpu, renderOnly, printSize, picture: withPicture, textOnly, jobMs };
}

const SECTION_START = '<!-- studio-bench:start -->';
const SECTION_END = '<!-- studio-bench:end -->';

try {
  const figures = await main();
  const cpus = os.cpus();
  const lines = [
    SECTION_START,
    '## Studio: print files and mockups',
    '',
    `Produced by \`npm run bench:studio\` (scripts/bench-studio.ts) on ${new Date().toISOString().slice(0, 10)} (${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, load average ${figures.loadBefore.toFixed(2)} before, ${figures.loadAfter.toFixed(2)} after; the machine is shared, so figures vary with other work).`,
    'The designs: a 2400 px picture turned on the front with curved text under it and text on the back (or the same without the picture), on the demo t-shirt in 4 colours: 8 mockups a design. See docs/print-files.md.',
    '',
    '| measure | figure |',
    '|---|---:|',
    `| print file, 300 × 400 mm side at 300 DPI (${figures.printSize.width} × ${figures.printSize.height} px, density ${figures.printSize.density}), render + PNG + write, median of ${PRINT_RUNS} | ${Math.round(median(figures.printTimes))} ms |`,
    `| its CPU time (this process, all threads), median | ${Math.round(median(figures.printCpu))} ms |`,
    `| of which render + PNG encode in memory, median of ${PRINT_RUNS} | ${Math.round(median(figures.renderOnly))} ms |`,
    `| print file size | ${(figures.printSize.bytes / 1024).toFixed(0)} KB |`,
    ...(
      [
        ['picture and text', figures.picture],
        ['text only', figures.textOnly],
      ] as const
    ).flatMap(([label, run]) => [
      `| **mockups per second**, ${label} (a colour × side, all ${run.files / run.mockups} responsive widths as WebP; ${run.mockups} mockups of ${DESIGNS} designs) | **${(run.mockups / (run.ms / 1000)).toFixed(1)}** |`,
      `| — WebP files per second | ${(run.files / (run.ms / 1000)).toFixed(1)} |`,
      `| — CPU time per mockup (this process, all threads) | ${(run.cpu / run.mockups).toFixed(0)} ms |`,
      `| — mockups per second the ${cpus.length} cores sustain when nothing else runs (${cpus.length} × 1000 ms ÷ CPU time per mockup) | ${((cpus.length * 1000) / (run.cpu / run.mockups)).toFixed(1)} |`,
    ]),
    `| whole render job for one design (2 print files + 8 mockups) | ${Math.round(figures.jobMs)} ms |`,
    SECTION_END,
  ];
  console.log(lines.join('\n'));
  const file = path.join(process.cwd(), 'docs/benchmarks.md');
  const current = await readFile(file, 'utf8');
  const section = lines.join('\n');
  const start = current.indexOf(SECTION_START);
  const end = current.indexOf(SECTION_END);
  const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + SECTION_END.length) : `${current.trimEnd()}\n\n${section}\n`;
  await writeFile(file, next);
} finally {
  await rm(mediaDir, { recursive: true, force: true });
}

// Lifts a product off its plain photo backdrop (pure, on raw RGBA pixels): product pictures
// are a garment on a soft, even studio backdrop, and a scene needs the garment alone. The
// backdrop is found by flooding in from the edges through pixels that change only gently from
// their neighbour (a gradient or the garment's soft shadow) and stay near the edges' colour; the
// garment's outline is a sharper step, so the flood stops there. A picture whose edges are not
// one even colour (a photo of a room), or whose product is the backdrop's colour (a white tee on
// an off-white backdrop has no edge to stop at: the flood runs through it), is left whole: it
// is then placed as a framed picture.

/** How far a backdrop pixel may differ from its already-flooded neighbour (per channel). */
const STEP = 4;
/** How far a backdrop pixel may differ from the edges' mean colour (per channel). */
const FAR = 48;
/** Less than this share left standing means the flood ran through the product (white on off-white): keep it whole. */
const LEAST_PRODUCT = 0.12;
/** Edges varying more than this (per channel, mean absolute deviation) are not a plain backdrop. */
const EVEN_EDGES = 14;

export interface CutOut {
  /** The same pixels, the backdrop made transparent (or untouched when `lifted` is false). */
  rgba: Uint8Array;
  /** Whether a backdrop was found and removed. */
  lifted: boolean;
}

const differs = (rgba: Uint8Array, a: number, r: number, g: number, b: number) =>
  Math.max(Math.abs((rgba[a] as number) - r), Math.abs((rgba[a + 1] as number) - g), Math.abs((rgba[a + 2] as number) - b));

function edgeIndices(width: number, height: number): number[] {
  const indices: number[] = [];
  for (let x = 0; x < width; x += 1) indices.push(x, (height - 1) * width + x);
  for (let y = 1; y < height - 1; y += 1) indices.push(y * width, y * width + width - 1);
  return indices;
}

export function cutOut(source: Uint8Array, width: number, height: number): CutOut {
  const rgba = Uint8Array.from(source);
  const edges = edgeIndices(width, height);
  // Already transparent at the edges: someone cut it out before.
  if (edges.filter((index) => (rgba[index * 4 + 3] as number) < 16).length > edges.length / 2) return { rgba, lifted: false };
  const mean = [0, 1, 2].map((channel) => edges.reduce((sum, index) => sum + (rgba[index * 4 + channel] as number), 0) / edges.length) as [
    number,
    number,
    number,
  ];
  const deviation = edges.reduce((sum, index) => sum + differs(rgba, index * 4, ...mean), 0) / edges.length;
  if (deviation > EVEN_EDGES) return { rgba, lifted: false };

  const backdrop = new Uint8Array(width * height);
  const queue = new Int32Array(width * height);
  let head = 0;
  let tail = 0;
  for (const index of edges) {
    if (backdrop[index] || differs(rgba, index * 4, ...mean) > FAR) continue;
    backdrop[index] = 1;
    queue[tail++] = index;
  }
  const total = width * height;
  // Hot loop (a pixel at a time over the whole picture): no allocation, channels read inline.
  const flood = (next: number, r: number, g: number, b: number) => {
    if (backdrop[next]) return;
    const at = next * 4;
    const nr = rgba[at] as number;
    const ng = rgba[at + 1] as number;
    const nb = rgba[at + 2] as number;
    if (Math.abs(nr - r) > STEP || Math.abs(ng - g) > STEP || Math.abs(nb - b) > STEP) return;
    if (Math.abs(nr - mean[0]) > FAR || Math.abs(ng - mean[1]) > FAR || Math.abs(nb - mean[2]) > FAR) return;
    backdrop[next] = 1;
    queue[tail++] = next;
  };
  while (head < tail) {
    const index = queue[head++] as number;
    const x = index % width;
    const at = index * 4;
    const r = rgba[at] as number;
    const g = rgba[at + 1] as number;
    const b = rgba[at + 2] as number;
    if (x > 0) flood(index - 1, r, g, b);
    if (x < width - 1) flood(index + 1, r, g, b);
    if (index >= width) flood(index - width, r, g, b);
    if (index + width < total) flood(index + width, r, g, b);
  }
  const kept = 1 - tail / total;
  if (kept < LEAST_PRODUCT || kept > 0.995) return { rgba, lifted: false };
  // The outline's own pixels are part backdrop (anti-aliased, or the garment's soft shadow
  // the flood stopped at): the ring touching the backdrop goes, the next is half opaque, so
  // no pale halo is carried into the scene.
  const ring = (index: number, mark: Uint8Array) => {
    const x = index % width;
    return (
      (x > 0 && mark[index - 1] === 1) ||
      (x < width - 1 && mark[index + 1] === 1) ||
      (index >= width && mark[index - width] === 1) ||
      (index + width < total && mark[index + width] === 1)
    );
  };
  const outer = new Uint8Array(total);
  for (let index = 0; index < total; index += 1) if (!backdrop[index] && ring(index, backdrop)) outer[index] = 1;
  for (let index = 0; index < total; index += 1) {
    if (backdrop[index] || outer[index]) rgba[index * 4 + 3] = 0;
    else if (ring(index, outer)) rgba[index * 4 + 3] = Math.round((rgba[index * 4 + 3] as number) / 2);
  }
  return { rgba, lifted: true };
}

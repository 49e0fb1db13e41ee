import { createHash } from 'node:crypto';

// Where a blank garment waits on the factory floor: aisle-bay-shelf, e.g. "C-07-3". The
// aisle and bay follow the product and colour (one bay holds one colour of one blank), the
// shelf the size, so the same garment is always picked from the same face.

const AISLES = 'ABCDEFGH';
const SIZE_SHELVES = ['XS', 'S', 'M', 'L', 'XL', '2XL', 'XXL', '3XL'];

function bucket(text: string, buckets: number): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % buckets;
}

export function pickfaceFor(item: { sku: string; colour: string | null; size: string | null }): string {
  const aisle = AISLES[bucket(item.sku.toUpperCase(), AISLES.length)];
  const bay = String(bucket(`${item.sku.toUpperCase()}|${(item.colour ?? '').toLowerCase()}`, 24) + 1).padStart(2, '0');
  const size = (item.size ?? '').toUpperCase();
  const known = SIZE_SHELVES.indexOf(size);
  const shelf = known >= 0 ? known + 1 : bucket(size, 8) + 1;
  return `${aisle}-${bay}-${shelf}`;
}

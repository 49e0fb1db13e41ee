// How a name becomes part of an address: product, colour and blog tag names (/product/{product}/{colour?}, /blog/tagged/{tag}/).

/** "Heather Grey" → "heather-grey", "Off-White / Cream" → "off-white-cream", "Rosé & Gold" → "rose-and-gold", "R&B" → "r-and-b". */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

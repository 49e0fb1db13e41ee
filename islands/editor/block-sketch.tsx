// A small picture of each block type for the palette: inline SVG sketches,
// so the palette costs no image request. Types without a sketch of their own get the card.

const SKETCHES: Record<string, string> = {
  banner: 'M2 4h44v22H2z M10 12h28v3H10z M16 18h16v3H16z',
  slide: 'M2 4h44v22H2z M10 13h28v3H10z',
  slideshow: 'M2 4h44v22H2z M20 28h2v2h-2z M24 28h2v2h-2z M28 28h2v2h-2z',
  text: 'M4 6h40v3H4z M4 12h36v3H4z M4 18h40v3H4z M4 24h28v3H4z',
  expandable: 'M4 6h40v6H4z M4 16h40v6H4z M38 8l3 2 3-2',
  quote: 'M6 8h6v6H8l-2 4z M16 10h26v3H16z M16 16h22v3H16z',
  html: 'M8 10l-5 5 5 5 M40 10l5 5-5 5 M20 22l8-14',
  image: 'M2 4h44v26H2z M6 26l10-10 8 8 6-5 12 7z',
  productList: 'M2 4h13v16H2z M18 4h13v16H18z M34 4h12v16H34z M2 23h13v3H2z M18 23h13v3H18z M34 23h12v3H34z',
  pod: 'M6 4h36v18H6z M6 25h24v3H6z',
  card: 'M6 4h36v16H6z M6 23h30v3H6z M6 28h20v2H6z',
  grid: 'M2 4h21v12H2z M25 4h21v12H25z M2 18h21v12H2z M25 18h21v12H25z',
  row: 'M2 8h13v16H2z M17 8h14v16H17z M33 8h13v16H33z',
  carousel: 'M8 8h10v16H8z M20 8h10v16H20z M32 8h10v16H32z M2 15l3-2v4z M46 15l-3-2v4z',
  button: 'M10 11h28v10H10z',
  action: 'M10 11h28v10H10z M30 14l3 2-3 2',
  spacer: 'M4 8h40 M4 24h40 M24 11v10',
  youtube: 'M4 6h40v22H4z M20 12l10 5-10 5z',
  iframe: 'M4 6h40v22H4z M4 10h40',
  newsletterSubscribe: 'M4 10h28v10H4z M34 10h10v10H34z',
  announcement: 'M2 12h44v8H2z',
  announcementV2: 'M2 12h44v8H2z M6 15h20v2H6z',
  feature: 'M18 4h12v12H18z M8 20h32v3H8z M12 26h24v2H12z',
  badge: 'M24 4a10 10 0 1 0 .1 0z',
  socials: 'M6 12h8v8H6z M20 12h8v8H20z M34 12h8v8H34z',
};

const CARD = 'M4 4h40v24H4z M8 9h24v3H8z M8 15h32v2H8z';

export function BlockSketch({ type }: { type: string }) {
  return (
    <svg className="pf-sketch" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">
      <path d={SKETCHES[type] ?? CARD} fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

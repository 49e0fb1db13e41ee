import type { DivisionSettings, DivisionSettingsInput } from '../schemas/division.ts';
import type { BrandMark } from '../server/studio/index.ts';
import type { Typeface } from '../server/studio/index.ts';
import { DEMO_CATALOGUE, NORTH_CATALOGUE, type DemoProduct } from './catalogue.ts';

/** A demo store's logo and share image: its mark, and the card and tagline type of the share image. */
export interface DemoBrand {
  mark: BrandMark;
  /** The share image's card, in the theme's page colour. */
  paper: string;
  taglineTypeface: Typeface;
}

/** What differs between the two demo stores. */
export interface DemoStore {
  subdomain: string;
  name: string;
  companyName: string;
  themeName: string;
  customDomainName: string | null;
  /** Pro stores may save pages: demo is Pro, north is not, so both sides can be tried. */
  isPro: boolean;
  tagline: string;
  heroTitle: string;
  heroCopy: string;
  story: string[];
  catalogue: DemoProduct[];
  /** Base colours of the generated banners and tiles. */
  palette: string[];
  currencies: string;
  settings: DivisionSettingsInput;
  searchRedirects: { searchTerm: string; destinationUrl: string }[];
  brand: DemoBrand;
}

const footer = (about: string): DivisionSettings['footer'] => ({
  text: about,
  columns: [
    {
      title: 'Shop',
      links: [
        { text: 'T-Shirts', href: '/collection/t-shirts/' },
        { text: 'Hoodies', href: '/collection/hoodies/' },
        { text: 'Sweaters', href: '/collection/sweaters/' },
        { text: 'Tote Bags', href: '/collection/tote-bags/' },
      ],
    },
    {
      title: 'Help',
      links: [
        { text: 'Delivery', href: '/help/' },
        { text: 'Returns', href: '/returns/' },
        { text: 'Size guide', href: '/help/' },
        { text: 'Contact us', href: '/about/' },
      ],
    },
    {
      title: 'About',
      links: [
        { text: 'Our story', href: '/about/' },
        { text: 'Design your own', href: '/design-your-own-t-shirt/' },
        { text: 'Blog', href: '/blog/' },
        { text: 'Sitemap', href: '/sitemap/' },
      ],
    },
  ],
  socials: { instagram: 'https://instagram.com/', pinterest: 'https://pinterest.com/', tiktok: 'https://tiktok.com/' },
});

export const DEMO_STORES: DemoStore[] = [
  {
    subdomain: 'demo',
    name: 'Northwind Tees',
    companyName: 'Northwind Tees',
    themeName: 'nordic',
    customDomainName: 'shop.northwind.test',
    isPro: true,
    tagline: 'Coastal prints on organic cotton',
    heroTitle: 'Prints for the long light',
    heroCopy: 'Organic cotton tees, hoodies and totes with artwork from the northern coast, printed the moment you order.',
    story: [
      'Northwind Tees started on a kitchen table in Aberdeen with a sketchbook full of fjords, lighthouses and the long summer light.',
      'Every piece is printed on demand in a renewable-energy factory, so nothing is made that nobody wants. When a tee is worn out, send it back: we recycle it into new ones.',
    ],
    catalogue: DEMO_CATALOGUE,
    palette: ['#1f2a44', '#8fb8d8', '#f4f3ef', '#d8c7a6'],
    currencies: 'GBP,USD,EUR',
    settings: {
      sitewideBanner: { enabled: true, text: 'Free UK delivery on orders over £50 · Free returns', href: '/help/' },
      meta: { description: 'Coastal Scandinavian artwork printed on demand on organic cotton tees, hoodies, sweaters and tote bags.' },
      footer: footer('Artwork from the northern coast, printed on demand on organic cotton. Nothing made that nobody wants.'),
    },
    searchRedirects: [
      { searchTerm: 'hoodie', destinationUrl: '/collection/hoodies/' },
      { searchTerm: 'returns', destinationUrl: '/help/' },
    ],
    // The nordic theme's frost blue and slate, its Inter headings and Karla text.
    brand: {
      mark: {
        emblem: 'northStar',
        colours: { ground: '#4a6b88', figure: '#ffffff', detail: '#c9d9e6', accent: '#e8c170', name: '#2e3a44', descriptor: '#4a6b88' },
        name: { text: 'Northwind', typeface: { family: 'Inter', weight: 700 } },
        descriptor: { text: 'TEES', typeface: { family: 'Karla', weight: 700 } },
      },
      paper: '#f8fafb',
      taglineTypeface: { family: 'Karla', weight: 400 },
    },
  },
  {
    subdomain: 'north',
    name: 'Wild North Outfitters',
    companyName: 'Wild North Outfitters',
    themeName: 'wildWood',
    customDomainName: null,
    isPro: false,
    tagline: 'Outdoor prints for wild days',
    heroTitle: 'Made for the trail',
    heroCopy: 'Bold outdoor artwork on heavyweight organic cotton. Printed to order, built for campfires and summits.',
    story: [
      'Wild North Outfitters is a small crew of climbers and campers who draw what they see on the trail: wolves, ridgelines and the first light over the lake.',
      'We print every garment on demand, so there is no warehouse of unsold stock, and every piece can come back to be remade.',
    ],
    catalogue: NORTH_CATALOGUE,
    palette: ['#2f4f3a', '#c8902e', '#6d2432', '#efe6d2'],
    currencies: 'GBP',
    settings: {
      sitewideBanner: { enabled: true, text: 'New: the Summit Seeker collection is here', href: '/collection/hoodies/' },
      meta: { description: 'Bold outdoor artwork printed on demand on organic cotton hoodies, tees and totes.' },
      footer: footer('Outdoor artwork printed on demand. Built for the trail, remade when worn out.'),
    },
    searchRedirects: [{ searchTerm: 'bag', destinationUrl: '/collection/tote-bags/' }],
    // The wildWood theme's pine, bark and oat, its Roboto Slab headings and Lato text.
    brand: {
      mark: {
        emblem: 'summit',
        colours: { ground: '#2d5a3d', figure: '#efe6d2', detail: '#8fae94', accent: '#c8902e', name: '#2a2620', descriptor: '#7a4e2d' },
        name: { text: 'Wild North', typeface: { family: 'Roboto Slab', weight: 700 } },
        descriptor: { text: 'OUTFITTERS', typeface: { family: 'Lato', weight: 700 } },
      },
      paper: '#f3efe7',
      taglineTypeface: { family: 'Lato', weight: 400 },
    },
  },
];

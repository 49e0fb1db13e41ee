import type { NewPage } from '../server/content/index.ts';
import type { DemoStore } from './stores.ts';
import type { StoreMedia } from './media-set.ts';
import { node, ordered } from './block-nodes.ts';
import { policyPages } from './policies.ts';
import { collectionHref } from '../lib/catalogue-paths.ts';
import { splitHomeBlocks } from './split-tests.ts';

type SeedPage = Omit<NewPage, 'flags' | 'preloadables' | 'keyPhraseCampaignId' | 'mode' | 'theme'> & Partial<NewPage>;

function page(input: SeedPage): NewPage {
  return {
    flags: { homepage: input.url === '/', deleted: false, placeholder: false },
    preloadables: [],
    keyPhraseCampaignId: null,
    mode: 'unknown',
    theme: null,
    ...input,
  };
}

const properties = (title: string, description: string, extra: Partial<NewPage['properties']> = {}): NewPage['properties'] => ({
  isStorePage: true,
  isMailPage: false,
  loginState: 'everyone',
  title,
  description,
  ogImage: undefined,
  isSearchable: true,
  ...extra,
});

const FAQ = [
  [
    'How long does delivery take?',
    '<p>We print every order on demand within 2 working days. UK delivery takes 2–3 working days after that; international orders usually arrive within 5–10.</p>',
  ],
  ['Can I return something?', '<p>Yes. You have 30 days to send back anything that does not fit or that you do not love. Returns in the UK are free.</p>'],
  [
    'What is the free return offer?',
    '<p>Send us any worn-out 100% cotton clothing from any brand (not denim or underwear, with the care label visible). Postage in the UK is paid, we recycle it into new products and you get a coupon for your next order.</p>',
  ],
  ['What are the clothes made of?', '<p>Certified organic cotton, grown without synthetic pesticides and made in a factory powered by renewable energy.</p>'],
] as const;

function homeBlocks(store: DemoStore, media: StoreMedia) {
  const tile = (urlName: string, title: string, copy: string) =>
    node('pod', {
      title,
      copy,
      href: collectionHref(urlName),
      image: media.tiles[urlName]?.original,
      imageSizes: media.tiles[urlName]?.sizes,
      imageAlt: '',
      ratio: 'tall',
      textOverImage: true,
      textShadow: 'medium',
      textSize: 2,
      buttonText: 'Shop now',
    });
  const hero = node('banner', {
    title: store.heroTitle,
    copy: store.heroCopy,
    image: media.hero.original,
    imageAlt: '',
    alignment: 'left',
    overlayOpacity: 0.25,
    textShadow: 'light',
    actions: [
      { text: 'Shop new in', href: '/collection/t-shirts/', primary: true },
      { text: 'Our story', href: '/about/', primary: false },
      // No text: dropped by the banner schema.
      { text: '', href: '/never-shown/' },
    ],
  });
  return ordered([
    // The demo store runs the two named split tests on its homepage (src/seed/split-tests.ts).
    ...(store.subdomain === 'demo' ? splitHomeBlocks(hero, store) : [hero]),
    node('spacer', { height: 1 }),
    node('productList', { title: 'New in', sort: 'new-in', limit: 8 }),
    node(
      'grid',
      { title: 'Shop by category', columns: { xs: 2, md: 4, lg: 4 } },
      {
        items: ordered([
          tile('t-shirts', 'T-Shirts', 'Everyday organic tees'),
          tile('hoodies', 'Hoodies', 'Heavyweight and warm'),
          tile('sweaters', 'Sweaters', 'Brushed crew necks'),
          tile('tote-bags', 'Tote Bags', 'Carry everything'),
        ]),
      },
    ),
    node('text', {
      text: `<h2>${store.tagline}</h2><p>Every design in our shop is printed the moment you order it, on certified organic cotton, in a factory that runs on renewable energy. Nothing sits in a warehouse, and nothing is wasted.</p>`,
      align: 'center',
    }),
    node(
      'row',
      { direction: 'row', spacing: '2rem' },
      {
        items: ordered([
          node('image', { src: media.story.original, imageSizes: media.story.sizes, alt: 'Folded organic cotton tees in soft colours', ratio: '4:3' }),
          node('text', {
            text: `<h2>Our story</h2>${store.story.map((paragraph) => `<p>${paragraph}</p>`).join('')}<p><a href="/about/">Read more about us</a></p>`,
            narrow: false,
          }),
        ]),
      },
    ),
    node('button', { text: 'Browse all hoodies', href: '/collection/hoodies/', align: 'center', icon: 'arrow-right' }),
    node('productList', { title: 'Hoodies for colder days', collection: 'hoodies', sort: 'position', limit: 4 }),
    // Into the studio, on this store's own blanks.
    node('studioSuggestion', {
      title: 'Design your own T-Shirt',
      copy: 'Your words, your pictures: see the print exactly as it will be made, on organic cotton.',
      alias: '/design-your-own-t-shirt/',
      imagePosition: 'right',
    }),
    node('customisationCatalog', { title: 'Design your own', columns: 4 }),
    node('spacer', { height: 2, divider: true }),
    node('text', { text: '<h2>Questions, answered</h2>', align: 'center' }),
    ...FAQ.map(([question, answer]) => node('expandable', { title: question, text: answer, meta: { question, answer } })),
    node(
      'grid',
      { title: 'Sale', columns: { xs: 2, md: 3, lg: 4 } },
      {
        itemFactory: { type: 'pod,product', source: { collection: 'sale', limit: 8 } },
        items: [node('_shadow_', { ratio: 'square', showPrice: true })],
      },
    ),
    node('newsletterSubscribe', {}),
    node('image', { src: media.about.original, imageSizes: media.about.sizes, alt: 'Hills at sunrise', ratio: 'wide' }),
  ]);
}

/** The about page is a template page: its blocks fill named, stacked sections. */
function aboutBlocks(store: DemoStore, media: StoreMedia) {
  return ordered([
    node(
      'banner',
      { title: `About ${store.companyName}`, copy: store.tagline, image: media.about.original, type: 'slim', alignment: 'center' },
      { template: 'hero' },
    ),
    node(
      'text',
      {
        text:
          store.story.map((paragraph) => `<p>${paragraph}</p>`).join('') +
          '<h2>How we make it</h2><p>When you order, your garment is printed in our partner factory, packed in plastic-free packaging and sent on its way. Worn it out? Send it back for free and it becomes part of a new tee.</p>',
      },
      { template: 'story' },
    ),
    node('button', { text: 'Shop the collection', href: '/collection/t-shirts/' }, { template: 'call-to-action' }),
  ]);
}

/** Every page of a demo store: home, about, four policies, one hidden from the sitemap, one unpublished. */
export function demoPages(store: DemoStore, media: StoreMedia): NewPage[] {
  return [
    page({
      url: '/',
      layout: 'standard',
      blocks: homeBlocks(store, media),
      properties: properties('', store.settings.meta?.description ?? store.tagline),
      published: true,
      sitemap: true,
    }),
    page({
      url: '/about/',
      layout: 'standard',
      blocks: aboutBlocks(store, media),
      properties: properties('About us', store.story[0] ?? ''),
      published: true,
      sitemap: true,
    }),
    ...policyPages(store).map((policy) => page({ ...policy, layout: 'standard', published: true, sitemap: true })),
    page({
      url: '/thank-you/',
      layout: 'standard',
      blocks: ordered([
        node('text', { text: '<h1>Thank you!</h1><p>Your message is on its way. We usually answer within one working day.</p>', align: 'center' }),
        node('button', { text: 'Back to the shop', href: '/' }),
      ]),
      properties: properties('Thank you', 'Thanks for getting in touch.', { isSearchable: false }),
      published: true,
      sitemap: false,
    }),
    // The free return offer, with the popup that e-mails a prepaid label.
    page({
      url: '/free-returns/',
      layout: 'standard',
      blocks: ordered([
        node('remillReturn', {}),
        node('text', {
          text: '<h2>How it works</h2><ol><li>Ask for a free returns label and print it.</li><li>Pack your old 100% cotton clothes (no denim or underwear, care labels visible) and stick the label on.</li><li>Drop the parcel off: postage is paid in the UK.</li><li>When it reaches us, we email you a coupon for your next purchase.</li></ol>',
          narrow: true,
        }),
      ]),
      properties: properties('Free returns', 'Send us your old cotton clothes for free: we recycle them into new products and thank you with a coupon.'),
      published: true,
      sitemap: true,
    }),
    page({
      url: '/winter-preview/',
      layout: 'standard',
      blocks: ordered([
        node('banner', { title: 'Winter preview', copy: 'Not launched yet: only our team can see this page.', image: media.hero.original, type: 'compact' }),
        node('productList', { title: 'Coming soon', collection: 'sweaters', limit: 4 }),
      ]),
      properties: properties('Winter preview', 'Our winter collection, coming soon.'),
      published: false,
      sitemap: true,
    }),
  ];
}

import type { NewPage } from '../server/content/index.ts';
import type { StoreMedia } from './media-set.ts';
import type { BlockNode } from '../schemas/page-document.ts';
import { node, ordered } from './block-nodes.ts';
import { collectionHref } from '../lib/catalogue-paths.ts';
import { BLOCK_TYPES } from '../../blocks/schemas.ts';
import { isHiddenBlockType } from '../../blocks/define.ts';

/** The block types on a page, its containers' items included. */
export function blockTypesOf(nodes: readonly BlockNode[]): Set<string> {
  return new Set(nodes.flatMap((item) => [item.type, ...blockTypesOf(item.items)]));
}

/**
 * One block of every drawn type the examples below leave out, made by its builder: a block
 * type added since joins the page by its folder alone (an example of its own shows it better).
 */
export function remainingTypes(examples: readonly BlockNode[]): BlockNode[] {
  const shown = blockTypesOf(examples);
  return Object.values(BLOCK_TYPES)
    .filter((definition) => !isHiddenBlockType(definition.name) && !shown.has(definition.name))
    .map((definition) => node(definition.name, definition.builder?.() ?? {}));
}

/**
 * /all-blocks/ (demo store, out of the sitemap): one of every block type, as a living
 * catalogue for owners and the test that every type renders in every theme.
 */
export function allBlocksPage(media: StoreMedia, productUrlName: string): NewPage {
  const tile = (urlName: string) => media.tiles[urlName];
  const slide = (title: string, copy: string, urlName: string) =>
    node('slide', { title, copy, image: tile(urlName)?.original, actions: [{ text: 'Shop now', href: collectionHref(urlName) }], alignment: 'left' });
  const examples = [
    node('announcement', { text: 'Free UK delivery over £50', actions: [{ text: 'Details', href: '/help/', style: 'secondary' }], alignment: 'space-between' }),
    node('announcementV2', {
      icon: 'truck',
      title: 'Printed to order',
      text: 'Every piece is made when you order it.',
      actions: [{ text: 'How it works', href: '/about/' }],
    }),
    node('banner', {
      title: 'Every block, one page',
      copy: 'A catalogue of what a store page can hold.',
      image: media.hero.original,
      alignment: 'left',
      actions: [{ text: 'Shop now', href: '/' }],
    }),
    node(
      'slideshow',
      { speed: 5000, label: 'Collections' },
      {
        items: ordered([
          slide('T-shirts', 'Organic everyday tees', 't-shirts'),
          slide('Hoodies', 'Heavyweight and warm', 'hoodies'),
          slide('Tote bags', 'Carry everything', 'tote-bags'),
        ]),
      },
    ),
    slide('A single slide', 'Slides also stand on their own.', 'sweaters'),
    node('text', {
      text: '<h2>Text</h2><p>Rich text with <strong>emphasis</strong>, <a href="/about/">links</a> and lists:</p><ul><li>organic cotton</li><li>printed on demand</li></ul>',
    }),
    node('html', {
      html: '<h3>HTML</h3><table><thead><tr><th>Size</th><th>Chest (cm)</th></tr></thead><tbody><tr><td>S</td><td>96</td></tr><tr><td>M</td><td>104</td></tr></tbody></table>',
    }),
    node('quote', { text: 'The softest tee I own, and it came back as a new one when I wore it out.', author: 'Alex', role: 'Customer' }),
    node('button', { text: 'A button', href: '/collection/t-shirts/', icon: 'arrow-right' }),
    node('action', { action: 'basket', text: 'Open basket' }),
    node(
      'row',
      { direction: 'row', spacing: '1.5rem' },
      {
        items: ordered([
          node('image', { src: media.story.original, imageSizes: media.story.sizes, alt: 'Folded tees', ratio: '4:3' }),
          node('card', {
            image: tile('hoodies')?.original,
            title: 'A card',
            text: 'Image, title, text and a price.',
            href: '/collection/hoodies/',
            price: 4800,
            salePrice: 3900,
          }),
        ]),
      },
    ),
    node(
      'grid',
      { title: 'A grid of pods', columns: { xs: 2, md: 4, lg: 4 } },
      {
        items: ordered(
          ['t-shirts', 'hoodies', 'sweaters', 'tote-bags'].map((urlName) =>
            node('pod', {
              title: urlName.replace('-', ' '),
              href: collectionHref(urlName),
              image: tile(urlName)?.original,
              ratio: 'tall',
              textOverImage: true,
              textShadow: 'medium',
            }),
          ),
        ),
      },
    ),
    node('pod', {
      title: 'A pod on its own',
      copy: 'Image, text and a button.',
      href: '/about/',
      image: tile('long-sleeves')?.original,
      ratio: 'wide',
      buttonText: 'Read more',
    }),
    node(
      'carousel',
      { title: 'A carousel' },
      {
        items: ordered(
          ['t-shirts', 'hoodies', 'sweaters', 'tote-bags', 'long-sleeves'].map((urlName) =>
            node('pod', { title: urlName, href: collectionHref(urlName), image: tile(urlName)?.original, ratio: 'square' }),
          ),
        ),
      },
    ),
    node('productList', { title: 'A product list', limit: 4 }),
    node('productMockup', { product: productUrlName, title: 'Product suggestion' }),
    node('feature', { icon: 'truck', title: 'A feature', text: 'Icon, title and text, also at mail width.' }),
    node('summary', {
      title: 'A summary',
      points: [
        { icon: 'leaf', text: 'Organic cotton' },
        { icon: 'truck', text: 'Printed in 2 days' },
        { icon: 'recycle', text: 'Free returns' },
      ],
      layout: 'columns',
    }),
    node('badge', { label: 'Organic cotton', caption: 'Certified, grown without pesticides', icon: 'leaf' }),
    node('appIcon', { label: 'Help', icon: 'user', href: '/help/' }),
    node('tag', { text: 'A tag', href: '/search/?search=coast' }),
    node('taglets', {
      title: 'Taglets',
      tags: [{ text: 'coast', href: '/search/?search=coast' }, { text: 'forest', href: '/search/?search=forest' }, { text: 'night sky' }],
    }),
    node('graph', {
      title: 'A graph',
      description: 'Tees sold per month',
      type: 'bar',
      series: [
        { label: 'Jan', value: 120 },
        { label: 'Feb', value: 180 },
        { label: 'Mar', value: 150 },
        { label: 'Apr', value: 240 },
      ],
    }),
    node('expandable', {
      title: 'An expandable',
      text: '<p>It opens and closes without a script.</p>',
      meta: { question: 'What is an expandable?', answer: 'A question that opens to show its answer.' },
    }),
    node('youtube', { video: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'A video (nothing loads from YouTube until you press play)' }),
    node('iframe', { url: '/thank-you/', title: 'A page of this store in a frame', ratio: 'fixed', height: 240 }),
    node(
      'gate',
      { name: 'all-blocks', title: 'A gate', copy: 'Confirm to see what it guards.', confirmText: 'Show me' },
      {
        items: ordered([node('text', { text: '<p>Behind the gate.</p>' })]),
      },
    ),
    node('interactions', { title: 'Share this page' }),
    node('socials', {
      title: 'Socials',
      links: [
        { network: 'instagram', href: 'https://instagram.com/' },
        { network: 'pinterest', href: 'https://pinterest.com/' },
      ],
    }),
    node('feed', { title: 'A feed', limit: 6 }),
    node('storeHidden', {}),
    node('placeholder', { forType: 'banner' }),
    node('text', { text: '<p>A draft block: visitors never see it; the editor’s preview shows it faded.</p>' }, { published: false }),
    node('spacer', { height: 2, divider: true }),
    node('newsletterSubscribe', {}),
    // The store's own figures and forms.
    node('badgeProgress', {}),
    node('proBenefits', {}),
    node('priceBreakdown', { product: productUrlName }),
    node('profitPerMonth', { product: productUrlName, salesPerMonth: 40 }),
    node('mailContactForm', { contactEmail: 'hello@demo.test' }),
    node('affiliateSettings', {}),
    node('affiliateAttribution', {}),
    node('affiliateStats', { showRevenue: false }),
    // Into the studio, on this store's blanks.
    node('studioSuggestion', { title: 'Design your own hoodie', alias: '/custom-printed-hoodies/', colour: 'Navy' }),
    node('customisationCatalog', { title: 'Everything you can design', columns: 4 }),
    // The free return offer (its popup loads on the first press).
    node('remillReturn', {}),
    // Live chat (its button shows once someone is available for the group).
    node('liveChat', { group: 'support', title: 'Questions? Talk to us' }),
  ];
  const blocks = ordered([...examples, ...remainingTypes(examples)]);
  return {
    url: '/all-blocks/',
    layout: 'standard',
    blocks,
    flags: { homepage: false, deleted: false, placeholder: false },
    properties: {
      isStorePage: true,
      isMailPage: false,
      loginState: 'everyone',
      title: 'All blocks',
      description: 'One of every block type.',
      ogImage: undefined,
      isSearchable: false,
    },
    preloadables: [],
    published: true,
    sitemap: false,
    keyPhraseCampaignId: null,
    mode: 'unknown',
    theme: null,
  };
}

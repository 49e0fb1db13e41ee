import { BlockNode, type BlockNodeInput } from '../../../../schemas/page-document.ts';
import { randomBlockId, withOrder } from '../../../../lib/page-document/index.ts';

// Starting points for a new page (a page is created from a blank page or a template),
// built only from block types the storefront already renders. The owner edits everything.

export const PAGE_TEMPLATES = [
  { key: 'blank', label: 'Blank page', description: 'An empty page to build from scratch, blocks side by side on a grid.' },
  { key: 'sections', label: 'Blank sections page', description: 'Full-width sections one under another, in the section editor.' },
  { key: 'landing', label: 'Landing page', description: 'A hero banner, new products and a call to action.' },
  { key: 'about', label: 'About us', description: 'Your story in a banner, text and an image.' },
  { key: 'collection', label: 'Collection showcase', description: 'Category tiles and a product list.' },
] as const;

export type PageTemplateKey = (typeof PAGE_TEMPLATES)[number]['key'];

export const isPageTemplate = (key: string): key is PageTemplateKey => PAGE_TEMPLATES.some((template) => template.key === key);

/** The editor a page made from a starting point is edited in: a sections page in v2, the others as their blocks say. */
export const templateEditor = (key: PageTemplateKey): { editor?: 'v2' } => (key === 'sections' ? { editor: 'v2' } : {});

const block = (type: string, properties: Record<string, unknown>, extra: Partial<BlockNodeInput> = {}): BlockNode =>
  BlockNode.parse({ id: randomBlockId(), type, size: { w: 12 }, properties, items: [], ...extra });

const tile = (title: string, href: string) => block('pod', { title, href, ratio: 'tall', textOverImage: true, buttonText: 'Shop now' }, { size: { w: 6 } });

/** The blocks a template starts with (fresh ids each time). */
export function templateBlocks(key: PageTemplateKey, title: string): BlockNode[] {
  switch (key) {
    case 'blank':
    case 'sections':
      return [];
    case 'landing':
      return withOrder([
        block('banner', {
          title: title || 'Something new',
          copy: 'Tell shoppers what this page is about.',
          alignment: 'center',
          actions: [{ text: 'Shop now', href: '/collection/t-shirts/', primary: true }],
        }),
        block('productList', { title: 'New in', sort: 'new-in', limit: 8 }),
        block('text', { text: '<h2>Why shop with us</h2><p>Printed on demand on organic cotton, so nothing is wasted.</p>', align: 'center' }),
        block('button', { text: 'Browse the shop', href: '/collection/t-shirts/', align: 'center' }),
      ]);
    case 'about':
      return withOrder([
        block('banner', { title: title || 'About us', copy: 'Who we are and what we make.', type: 'slim', alignment: 'center' }),
        block('text', { text: '<h2>Our story</h2><p>Tell your customers how your shop began.</p>' }, { size: { w: 8 } }),
        block('image', { alt: '', ratio: '4:3' }, { size: { w: 4 } }),
        block('button', { text: 'Shop the collection', href: '/collection/t-shirts/', align: 'center' }),
      ]);
    case 'collection':
      return withOrder([
        block('text', { text: `<h1>${title ? escapeHtml(title) : 'Our collections'}</h1>`, align: 'center' }),
        block(
          'grid',
          { title: 'Shop by category', columns: { xs: 2, md: 2, lg: 4 } },
          {
            items: withOrder([
              tile('T-Shirts', '/collection/t-shirts/'),
              tile('Hoodies', '/collection/hoodies/'),
              tile('Sweaters', '/collection/sweaters/'),
              tile('Tote Bags', '/collection/tote-bags/'),
            ]),
          },
        ),
        block('productList', { title: 'Best sellers', sort: 'position', limit: 8 }),
      ]);
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);
}

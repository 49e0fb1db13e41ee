import { randomUUID } from 'node:crypto';
import type { NewPage } from '../content/index.ts';
import { BlockNode } from '../../schemas/page-document.ts';

const block = (type: string, properties: Record<string, unknown>, order: number): BlockNode =>
  BlockNode.parse({ id: randomUUID(), type, order, size: { w: 12 }, properties });

/** The home page a brand-new store starts with, ready for its owner to edit. */
export function starterHomePage(companyName: string): NewPage {
  return {
    url: '/',
    layout: 'standard',
    blocks: [
      block(
        'banner',
        {
          title: `Welcome to ${companyName}`,
          copy: 'Organic cotton, printed on demand. Designs coming soon.',
          alignment: 'center',
          backgroundColor: '#1f2a44',
        },
        0,
      ),
      block('text', { text: '<h2>Our story</h2><p>Tell your customers who you are and what you make.</p>', align: 'center' }, 1),
      block('productList', { title: 'New in', limit: 8 }, 2),
      block('newsletterSubscribe', {}, 3),
    ],
    flags: { homepage: true, deleted: false, placeholder: false },
    properties: {
      isStorePage: true,
      isMailPage: false,
      loginState: 'everyone',
      title: '',
      description: `${companyName}: organic cotton, printed on demand.`,
      ogImage: undefined,
      isSearchable: true,
    },
    preloadables: [],
    published: true,
    sitemap: true,
    keyPhraseCampaignId: null,
    mode: 'unknown',
    theme: null,
  };
}

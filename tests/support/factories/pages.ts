// Pages for tests, written by the content area's insertPage.
import type { StoreScope } from '../../../src/server/stores/index.ts';
import { insertPage, type NewPage } from '../../../src/server/content/index.ts';
import { starterHomePage } from '../../../src/server/accounts/starter-store.ts';
import { PageProperties } from '../../../src/schemas/page.ts';
import type { Page } from '../../../src/schemas/page.ts';
import { uniqueName } from './unique.ts';

export type PageOverrides = Partial<Omit<NewPage, 'properties' | 'blocks'>> & {
  properties?: Partial<PageProperties>;
  /** Block nodes as the editor saves them; read (and checked) as any stored page is. */
  blocks?: readonly unknown[];
};

/** A published page of blocks at a unique URL, without blocks unless given. */
export async function makePage(store: StoreScope, overrides: PageOverrides = {}): Promise<Page> {
  const { properties, blocks = [], ...fields } = overrides;
  const url = fields.url ?? `/${uniqueName('test-page')}/`;
  return insertPage(store, {
    url,
    layout: 'standard',
    flags: { homepage: false, deleted: false, placeholder: false },
    preloadables: [],
    published: true,
    sitemap: true,
    keyPhraseCampaignId: null,
    mode: 'unknown',
    theme: null,
    ...fields,
    properties: PageProperties.parse({ title: url, ...properties }),
    blocks: blocks as NewPage['blocks'],
  });
}

/** The homepage sign-up gives a new store ("Welcome to …"), published. */
export function makeStarterHomePage(store: StoreScope): Promise<Page> {
  return insertPage(store, starterHomePage(store.division.companyName));
}

import type { Db } from '../platform/db/database.ts';
import type { BlockNode } from '../schemas/page-document.ts';
import { node } from './block-nodes.ts';

// The two named split tests, teemill homepage (variations Old and New) and favourite products (show),
// seeded on the demo store: its homepage hero is the test's Old or New banner, and a
// favourites list shows only under `favourite-products` = show.

export const DEMO_SPLIT_TESTS = [
  {
    code: 'homepage',
    name: 'Teemill homepage',
    variations: [
      { name: 'Old', default: true },
      { name: 'New', default: false },
    ],
  },
  {
    code: 'favourite-products',
    name: 'Favourite products',
    variations: [
      { name: 'hide', default: true },
      { name: 'show', default: false },
    ],
  },
] as const;

const only = (code: string, variation: string) => [{ name: 'splitTest', args: [code, variation], not: false }];

/** The homepage's hero in the Old variation, and the New one beside it; the favourites list of the second test. */
export function splitHomeBlocks(oldHero: BlockNode, store: { heroTitle: string }): BlockNode[] {
  return [
    { ...oldHero, conditions: only('homepage', 'Old') },
    node(oldHero.type, { ...oldHero.properties, title: `New in: ${store.heroTitle}`, alignment: 'center' }, { conditions: only('homepage', 'New') }),
    node('productList', { title: 'Our favourites', sort: 'new-in', limit: 4 }, { conditions: only('favourite-products', 'show') }),
  ];
}

export async function seedSplitTests(db: Db, divisionId: number, now = new Date()): Promise<void> {
  for (const test of DEMO_SPLIT_TESTS) {
    const row = await db
      .insertInto('split_tests')
      .values({ division_id: divisionId, code: test.code, name: test.name, active: 1, created_at: now.toISOString(), ended_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('split_test_variations')
      .values(test.variations.map((variation, position) => ({ split_test_id: row.id, name: variation.name, is_default: variation.default ? 1 : 0, position })))
      .execute();
  }
}

import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';

interface StoredNode {
  id?: unknown;
  type?: unknown;
  properties?: { contactEmail?: unknown } | undefined;
  items?: StoredNode[] | undefined;
}

function findNode(nodes: StoredNode[], id: string): StoredNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = findNode(node.items ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/**
 * Where a contact form's message goes: the contactEmail of that mailContactForm block on
 * one of this store's published pages, else the store's own e-mail. Undefined when the
 * block is not a published contact form of this store (another store's id finds nothing).
 */
export async function contactRecipient(scope: StoreScope, blockId: string): Promise<string | undefined> {
  // The id is checked against BLOCK_ID before it gets here; LIKE narrows the pages read,
  // and the parsed document decides.
  const pages = await scope.db
    .selectFrom('pages')
    .select('blocks_json')
    .where('division_id', '=', scope.division.id)
    .where('published', '=', 1)
    .where('blocks_json', 'like', `%${blockId}%`)
    .execute();
  for (const page of pages) {
    const block = findNode(fromJson<StoredNode[]>(page.blocks_json, 'pages.blocks_json') ?? [], blockId);
    if (block?.type !== 'mailContactForm') continue;
    const email = block.properties?.contactEmail;
    if (typeof email === 'string' && email.trim() !== '') return email.trim();
    const project = await scope.db.selectFrom('projects').select('email').where('id', '=', scope.division.projectId).executeTakeFirst();
    return project?.email ?? undefined;
  }
  return undefined;
}

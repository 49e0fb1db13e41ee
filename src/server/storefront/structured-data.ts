import type { ResolvedBlock } from './resolve-blocks.ts';
import type { ListedProduct, QuestionAnswer } from '../../lib/structured-data.ts';
import { plainText } from '../../platform/security/sanitise-html.ts';

function walk(blocks: ResolvedBlock[], visit: (block: ResolvedBlock) => void): void {
  for (const block of blocks) {
    // A block drawn as an error marker shows none of its content.
    if (block.marker !== undefined) continue;
    visit(block);
    walk(block.items, visit);
  }
}

/** FAQPage entries from expandable blocks carrying question and answer meta. */
export function faqEntries(blocks: ResolvedBlock[]): QuestionAnswer[] {
  const entries: QuestionAnswer[] = [];
  walk(blocks, (block) => {
    if (block.type !== 'expandable') return;
    const { question, answer } = block.properties.meta;
    if (question && answer) entries.push({ question, answer: plainText(answer) });
  });
  return entries;
}

function listed(schemaData: Record<string, unknown> | undefined): ListedProduct | undefined {
  if (!schemaData || typeof schemaData.name !== 'string' || typeof schemaData.price !== 'number') return undefined;
  return {
    name: schemaData.name,
    sku: String(schemaData.sku ?? ''),
    url: String(schemaData.url ?? '/'),
    image: typeof schemaData.image === 'string' ? schemaData.image : undefined,
    description: typeof schemaData.description === 'string' ? schemaData.description : undefined,
    brand: typeof schemaData.brand === 'string' ? schemaData.brand : undefined,
    price: schemaData.price,
  };
}

/** An ItemList of products per dynamic grid block (those filled by the pod,product factory). */
export function productLists(blocks: ResolvedBlock[]): ListedProduct[][] {
  const lists: ListedProduct[][] = [];
  walk(blocks, (block) => {
    if (block.generatedBy === 'pod,product') {
      lists.push(block.items.flatMap((item) => (item.type === 'pod' ? [listed(item.properties.schemaData)].filter((p): p is ListedProduct => !!p) : [])));
    }
  });
  return lists.filter((list) => list.length > 0);
}

import { PAGE_DOCUMENT_VERSION } from '../../../schemas/page.ts';

// Page documents carry a version and are upgraded on load by these ordered steps
// (STYLE habit 3). Each step takes a document of version N-1 to version N.

type RawBlock = Record<string, unknown> & { items?: RawBlock[] };
export interface RawPageDocument {
  version?: number;
  blocks: RawBlock[];
}

type Step = { to: number; upgrade: (document: RawPageDocument) => RawPageDocument };

function mapBlocks(blocks: RawBlock[], change: (block: RawBlock) => RawBlock): RawBlock[] {
  return blocks.map((block) => {
    const changed = change(block);
    return Array.isArray(changed.items) ? { ...changed, items: mapBlocks(changed.items, change) } : changed;
  });
}

export const PAGE_DOCUMENT_STEPS: Step[] = [
  {
    // Version 0 documents kept a block's column span as a bare number and its
    // properties under "props".
    to: 1,
    upgrade: (document) => ({
      ...document,
      blocks: mapBlocks(document.blocks, ({ props, size, ...block }) => ({
        ...block,
        properties: (block.properties as object | undefined) ?? props ?? {},
        size: typeof size === 'number' ? { w: size } : size,
      })),
    }),
  },
];

/** Upgrades a stored document to the current version, step by step. */
export function upgradePageDocument(document: RawPageDocument): RawPageDocument & { version: number } {
  let current = { ...document, version: document.version ?? 0 };
  for (const step of PAGE_DOCUMENT_STEPS) {
    if (current.version < step.to) current = { ...step.upgrade(current), version: step.to };
  }
  if (current.version > PAGE_DOCUMENT_VERSION) throw new Error(`Page document version ${current.version} is newer than this server understands`);
  return current;
}

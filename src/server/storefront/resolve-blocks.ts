import type { BlockNode } from '../../schemas/page-document.ts';
import type { BlockSize } from '../../schemas/block.ts';
import type { StoreScope } from '../stores/index.ts';
import type { BlockPropsMap, BlockTypeName } from '../../../blocks/registry.ts';
import { isHiddenBlockType } from '../../../blocks/define.ts';
import { BLOCK_DATA_LOADERS, type BlockData, type DataLoader } from '../../../blocks/loaders.ts';
import { visibleBlocks, type ConditionSet, type VisibleBlock } from '../../lib/block-visibility.ts';
import { expandFactories, generatedBy } from './factories.ts';
import { loadAsyncBlocks, type LoadFailure, type LoadFailures } from './async-blocks.ts';

interface ResolvedBlockOf<K extends BlockTypeName> {
  id: string;
  type: K;
  size: BlockSize;
  properties: BlockPropsMap[K];
  items: ResolvedBlock[];
  faded: boolean;
  data: BlockData<K>;
  /** The factory that generated this block's items, if any. */
  generatedBy: string | undefined;
  /** On template pages, the section this block fills. */
  template: string | undefined;
  /** The error marker: the block is drawn as this text instead (block-visibility ConditionMarker). */
  marker: string | undefined;
  /** Its asyncItems or asyncData path gave nothing this rendering: its error state. */
  loadFailure: LoadFailure | undefined;
}

/** The resolved block of one type, or (for a union of types) the union of theirs. */
type ResolvedOf<K extends BlockTypeName> = { [P in K]: ResolvedBlockOf<P> }[K];

/** A block ready to render: visible, properties parsed, data loaded. Discriminated on `type`. */
export type ResolvedBlock = ResolvedOf<BlockTypeName>;

export interface ResolveOptions {
  mode: 'native' | 'preview';
  conditions: ConditionSet;
  log?: (message: string) => void;
}

/** What every resolved block carries besides its type, properties and data. */
function common(visible: VisibleBlock, items: ResolvedBlock[], failures: LoadFailures) {
  const { node } = visible;
  return {
    id: node.id,
    size: node.size,
    items,
    faded: visible.faded,
    generatedBy: generatedBy(node),
    template: node.template,
    marker: visible.marker,
    loadFailure: failures.get(node.id),
  };
}

/** A block node of one type: its type and its parsed properties, paired. */
type NodeOf<K extends BlockTypeName> = { [P in K]: { type: P; properties: BlockPropsMap[P] } }[K];
// Each block gets its data from its type's loader (none for most types). Generic over the type,
// so the loader, the properties and the data stay paired without a switch or a cast (the
// correlated union pattern); called with any node it returns the matching ResolvedBlock.
async function withData<K extends BlockTypeName>(scope: StoreScope, node: NodeOf<K>, base: ReturnType<typeof common>): Promise<ResolvedOf<K>> {
  const load: DataLoader<K> = BLOCK_DATA_LOADERS[node.type];
  return { ...base, type: node.type, properties: node.properties, data: await load(scope, node.properties) };
}

async function resolveOne(scope: StoreScope, visible: VisibleBlock, failures: LoadFailures): Promise<ResolvedBlock> {
  const items = await resolveBlocks(scope, visible.items, failures);
  return withData(scope, visible.node, common(visible, items, failures));
}

async function resolveBlocks(scope: StoreScope, visible: VisibleBlock[], failures: LoadFailures): Promise<ResolvedBlock[]> {
  return Promise.all(visible.filter((block) => !isHiddenBlockType(block.node.type)).map((block) => resolveOne(scope, block, failures)));
}

/** Some block's path gave nothing: the rendering is not the page's, and is not kept. */
export function anyLoadFailed(blocks: ResolvedBlock[]): boolean {
  return blocks.some((block) => block.loadFailure !== undefined || anyLoadFailed(block.items));
}

/**
 * Turns a page document into the blocks a visitor sees. The document is already parsed
 * (parsePageDocument: unknown types dropped, bad properties reset, each reported).
 */
export async function resolvePageBlocks(scope: StoreScope, nodes: BlockNode[], options: ResolveOptions): Promise<ResolvedBlock[]> {
  const log = options.log ?? ((message: string) => console.warn(`[blocks] ${scope.division.subdomain}: ${message}`));
  // Paths first, so blocks loaded from one can have item factories of their own.
  const loaded = await loadAsyncBlocks(scope, nodes, log);
  const expanded = await expandFactories(scope, loaded.nodes, log);
  const visible = visibleBlocks(expanded, { mode: options.mode, conditions: options.conditions, log });
  return resolveBlocks(scope, visible, loaded.failures);
}

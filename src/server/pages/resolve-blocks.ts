import type { BlockNode, BlockSize } from '../../schemas/block.ts';
import type { StoreScope } from '../stores/scope.ts';
import type { BlockPropsMap, BlockTypeName } from '../../../blocks/registry.ts';
import { isRegisteredBlockType, parseBlockProperties } from '../../../blocks/registry.ts';
import { BLOCK_LOADERS, type BlockData, type BlockDataMap } from '../../../blocks/loaders.ts';
import { blockErrors } from '../../../blocks/errors.ts';
import { visibleBlocks, type ConditionSet, type VisibleBlock } from '../../lib/block-visibility.ts';
import { expandFactories, GENERATED_BY } from './factories.ts';

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
}

/** A block ready to render: visible, properties parsed, data loaded. Discriminated on `type`. */
export type ResolvedBlock = { [K in BlockTypeName]: ResolvedBlockOf<K> }[BlockTypeName];

export interface ResolveOptions {
  mode: 'native' | 'preview';
  conditions: ConditionSet;
  log?: (message: string) => void;
}

function hasLoader(type: string): type is keyof BlockDataMap {
  return type in BLOCK_LOADERS;
}

async function resolveOne(scope: StoreScope, visible: VisibleBlock, log: (message: string) => void): Promise<ResolvedBlock | null> {
  const { node } = visible;
  if (!isRegisteredBlockType(node.type)) {
    log(blockErrors.notRegistered(node.type).message);
    return null;
  }
  const type = node.type as BlockTypeName;
  const parsed = parseBlockProperties(type, node.properties ?? {});
  if (parsed.dropped.length > 0) log(`Block ${node.id} (${type}): invalid ${parsed.dropped.join(', ')} reset to defaults`);
  const items = await resolveBlocks(scope, visible.items, log);
  const data = hasLoader(type) ? await loadData(scope, type, parsed.properties) : undefined;
  return {
    id: node.id,
    type,
    size: node.size,
    properties: parsed.properties,
    items,
    faded: visible.faded,
    data,
    generatedBy: (node as BlockNode & { [GENERATED_BY]?: string })[GENERATED_BY],
    template: node.template,
  } as ResolvedBlock;
}

function loadData<K extends keyof BlockDataMap>(scope: StoreScope, type: K, properties: unknown): Promise<BlockDataMap[K]> {
  const loader = BLOCK_LOADERS[type] as (scope: StoreScope, properties: unknown) => Promise<BlockDataMap[K]>;
  return loader(scope, properties);
}

async function resolveBlocks(scope: StoreScope, visible: VisibleBlock[], log: (message: string) => void): Promise<ResolvedBlock[]> {
  const resolved = await Promise.all(visible.filter((block) => block.node.type !== '_shadow_').map((block) => resolveOne(scope, block, log)));
  return resolved.filter((block): block is ResolvedBlock => block !== null);
}

/** Turns a stored page document into the blocks a visitor sees. */
export async function resolvePageBlocks(scope: StoreScope, nodes: BlockNode[], options: ResolveOptions): Promise<ResolvedBlock[]> {
  const log = options.log ?? ((message: string) => console.warn(`[blocks] ${scope.division.subdomain}: ${message}`));
  const expanded = await expandFactories(scope, nodes, log);
  const visible = visibleBlocks(expanded, { mode: options.mode, conditions: options.conditions, log: (message) => log(message) });
  return resolveBlocks(scope, visible, log);
}

import type { BlockNode } from '../../schemas/page-document.ts';
import type { BlockSize } from '../../schemas/block.ts';
import type { StoreScope } from '../stores/index.ts';
import type { BlockPropsMap, BlockTypeName } from '../../../blocks/registry.ts';
import { BLOCK_LOADERS, type BlockData } from '../../../blocks/loaders.ts';
import { visibleBlocks, type ConditionSet, type VisibleBlock } from '../../lib/block-visibility.ts';
import { expandFactories, generatedBy } from './factories.ts';

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
}

/** A block ready to render: visible, properties parsed, data loaded. Discriminated on `type`. */
export type ResolvedBlock = { [K in BlockTypeName]: ResolvedBlockOf<K> }[BlockTypeName];

export interface ResolveOptions {
  mode: 'native' | 'preview';
  conditions: ConditionSet;
  log?: (message: string) => void;
}

/** What every resolved block carries besides its type, properties and data. */
function common(visible: VisibleBlock, items: ResolvedBlock[]) {
  const { node } = visible;
  return { id: node.id, size: node.size, items, faded: visible.faded, generatedBy: generatedBy(node), template: node.template, marker: visible.marker };
}

// Types with a loader get their data here; narrowing on `type` keeps each block's
// properties and data paired without a cast.
async function withData(scope: StoreScope, node: BlockNode, base: ReturnType<typeof common>): Promise<ResolvedBlock> {
  switch (node.type) {
    case 'productList':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.productList(scope, node.properties) };
    case 'feed':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.feed(scope, node.properties) };
    case 'productMockup':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.productMockup(scope, node.properties) };
    case 'banner':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.banner(scope, node.properties) };
    case 'slide':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.slide(scope, node.properties) };
    case 'badgeProgress':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.badgeProgress(scope, node.properties) };
    case 'proBenefits':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.proBenefits(scope, node.properties) };
    case 'priceBreakdown':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.priceBreakdown(scope, node.properties) };
    case 'profitPerMonth':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.profitPerMonth(scope, node.properties) };
    case 'affiliateAttribution':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.affiliateAttribution(scope, node.properties) };
    case 'affiliateSettings':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.affiliateSettings(scope, node.properties) };
    case 'affiliateStats':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.affiliateStats(scope, node.properties) };
    case 'studioSuggestion':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.studioSuggestion(scope, node.properties) };
    case 'customisationCatalog':
      return { ...base, type: node.type, properties: node.properties, data: await BLOCK_LOADERS.customisationCatalog(scope, node.properties) };
    default:
      // Spreading the node keeps its type and properties paired; `base` then sets the
      // resolved fields over the stored ones.
      return { ...node, ...base, data: undefined };
  }
}

async function resolveOne(scope: StoreScope, visible: VisibleBlock): Promise<ResolvedBlock> {
  const items = await resolveBlocks(scope, visible.items);
  return withData(scope, visible.node, common(visible, items));
}

async function resolveBlocks(scope: StoreScope, visible: VisibleBlock[]): Promise<ResolvedBlock[]> {
  return Promise.all(visible.filter((block) => block.node.type !== '_shadow_').map((block) => resolveOne(scope, block)));
}

/**
 * Turns a page document into the blocks a visitor sees. The document is already parsed
 * (parsePageDocument: unknown types dropped, bad properties reset, each reported).
 */
export async function resolvePageBlocks(scope: StoreScope, nodes: BlockNode[], options: ResolveOptions): Promise<ResolvedBlock[]> {
  const log = options.log ?? ((message: string) => console.warn(`[blocks] ${scope.division.subdomain}: ${message}`));
  const expanded = await expandFactories(scope, nodes, log);
  const visible = visibleBlocks(expanded, { mode: options.mode, conditions: options.conditions, log });
  return resolveBlocks(scope, visible);
}

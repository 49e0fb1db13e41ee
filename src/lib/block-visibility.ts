import type { BlockNode } from '../schemas/page-document.ts';

// Block visibility, as pure functions over a page document.

/**
 * A condition that cannot be judged because the page is set up wrongly, and says so on the
 * page (an invalid split-test variation shows an error marker): the block is drawn as the marker.
 */
export interface ConditionMarker {
  marker: string;
}

export type ConditionEvaluator = (args: unknown[]) => boolean | ConditionMarker;
export type ConditionSet = Record<string, ConditionEvaluator>;

export interface VisibilityOptions {
  /** native: the public storefront; preview: the editor's live preview. */
  mode: 'native' | 'preview';
  conditions: ConditionSet;
  /** Receives the spec's texts ("Invalid block conditions", unknown names). */
  log?: (message: string, block: BlockNode) => void;
}

export interface VisibleBlock {
  node: BlockNode;
  items: VisibleBlock[];
  /** Preview only: unpublished blocks render faded (greyscale, half opacity). */
  faded: boolean;
  /** Set when a condition marked the block (ConditionMarker): it is drawn as this text, without its items. */
  marker?: string;
}

/** Missing `published` counts as published; `unpublished: true` overrides. */
export function isPublished(node: BlockNode): boolean {
  return node.unpublished !== true && node.published !== false;
}

/** false: hidden; true: shown; a string: shown as that error marker. */
function conditionsPass(node: BlockNode, options: VisibilityOptions): boolean | string {
  if (node.conditions === undefined) return true;
  if (!Array.isArray(node.conditions)) {
    options.log?.('Invalid block conditions', node);
    return false;
  }
  let marker: string | undefined;
  for (const condition of node.conditions) {
    if (!condition || typeof condition.name !== 'string') {
      options.log?.('Invalid block conditions', node);
      return false;
    }
    const evaluate = options.conditions[condition.name];
    if (!evaluate) {
      // An unknown condition hides the block rather than showing it to the wrong people.
      options.log?.(`Unknown block condition "${condition.name}"`, node);
      return false;
    }
    const result = evaluate(condition.args ?? []);
    // A marker stands in for the block wherever the block's other conditions would show it.
    if (typeof result === 'object') marker ??= result.marker;
    else if (result === condition.not) return false;
  }
  return marker ?? true;
}

function visible(node: BlockNode, options: VisibilityOptions): VisibleBlock | null {
  if (node.flags?.deleted) return null;
  const pass = conditionsPass(node, options);
  if (pass === false) return null;
  if (typeof pass === 'string') {
    if (options.mode === 'native' && !isPublished(node)) return null;
    return { node, items: [], faded: options.mode === 'preview' && !isPublished(node), marker: pass };
  }
  const children = node.items ?? [];
  const items = visibleBlocks(children, options);
  // A parent whose children are all filtered out has nothing left to show.
  if (children.length > 0 && items.length === 0) return null;
  const publishedSelf = isPublished(node);
  // A block with children is unpublished when none of its children are published.
  const publishedChildren = children.length === 0 || children.some(isPublished);
  const published = publishedSelf && publishedChildren;
  if (options.mode === 'native' && !published) return null;
  return { node, items, faded: options.mode === 'preview' && !published };
}

/** The blocks a visitor sees, in order, each with its visible items. */
export function visibleBlocks(nodes: BlockNode[], options: VisibilityOptions): VisibleBlock[] {
  return [...nodes]
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map((node) => visible(node, options))
    .filter((block): block is VisibleBlock => block !== null);
}

import type { BlockNode } from '../../schemas/block.ts';
import type { Division } from '../../schemas/division.ts';
import type { Page } from '../../schemas/page.ts';

/** Some block shows or hides by who is looking (spec §4 block conditions). */
export function hasConditions(nodes: BlockNode[]): boolean {
  return nodes.some((node) => (node.conditions !== undefined && node.conditions.length > 0) || hasConditions(node.items ?? []));
}

/** A store whose visitors pass a gate (password, coming-soon page) sees nothing shareable. */
export function storeIsOpen(division: Division): boolean {
  return !division.settings.passwordProtected && !division.settings.comingSoonPageData.enabled;
}

/**
 * A page may be cached and shared when its HTML is the same for every visitor:
 * published, open to everyone, in an open store, with no per-visitor block conditions.
 */
export function storePageCacheable(division: Division, page: Page): boolean {
  return page.published && page.properties.loginState === 'everyone' && storeIsOpen(division) && !hasConditions(page.blocks);
}

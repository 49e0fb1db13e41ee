import type { BlockNode } from '../../schemas/page-document.ts';
import type { Division } from '../../schemas/division.ts';
import type { Page } from '../../schemas/page.ts';
import { NOT_SHAREABLE, SHAREABLE, type CacheVerdict } from '../render-cache/policy.ts';

/** Block conditions that read only the visitor's geography (a cookie): a page using no others is kept once per region. */
const GEOGRAPHY_CONDITIONS = new Set(['isUK', 'isEU', 'isRestOfWorld']);

function conditionNames(nodes: BlockNode[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    for (const condition of node.conditions ?? []) names.add(condition.name);
    conditionNames(node.items ?? [], names);
  }
  return names;
}

/** Some block shows or hides by who is looking (spec §4 block conditions). */
export function hasConditions(nodes: BlockNode[]): boolean {
  return conditionNames(nodes).size > 0;
}

/**
 * A store whose visitors pass a gate (password, coming-soon page) sees nothing shareable;
 * nor does one under review, whose pages only its own people see (with a banner).
 */
export function storeIsOpen(division: Division): boolean {
  return !division.settings.passwordProtected && !division.settings.comingSoonPageData.enabled && !division.underReview;
}

/** Catalogue, blog and help pages: the same for every visitor of an open store. */
export function storeCacheVerdict(division: Division): CacheVerdict {
  return storeIsOpen(division) ? SHAREABLE : NOT_SHAREABLE;
}

/**
 * A store page may be kept when its HTML is the same for every visitor — published, open
 * to everyone, in an open store — or the same for every visitor of a region, when its
 * block conditions read nothing but geography.
 */
export function storePageCacheVerdict(division: Division, page: Page): CacheVerdict {
  if (!page.published || page.properties.loginState !== 'everyone' || !storeIsOpen(division)) return NOT_SHAREABLE;
  const names = conditionNames(page.blocks);
  if (names.size === 0) return SHAREABLE;
  return [...names].every((name) => GEOGRAPHY_CONDITIONS.has(name)) ? { shareable: true, vary: ['geography'] } : NOT_SHAREABLE;
}

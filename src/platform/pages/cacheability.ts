import type { BlockNode } from '../../schemas/page-document.ts';
import type { Division } from '../../schemas/division.ts';
import type { Page } from '../../schemas/page.ts';
import type { SplitTest } from '../../lib/split-tests/rules.ts';
import { NOT_SHAREABLE, SHAREABLE, type CacheVerdict, type VaryDimension } from '../render-cache/policy.ts';
import { testsShown } from '../../lib/split-tests/page-split.ts';

/** Block conditions that read only the visitor's geography (a cookie): a page using no others is kept once per region. */
const GEOGRAPHY_CONDITIONS = new Set(['isUK', 'isEU', 'isRestOfWorld']);

function conditionNames(nodes: BlockNode[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    for (const condition of node.conditions ?? []) names.add(condition.name);
    conditionNames(node.items ?? [], names);
  }
  return names;
}

/** Some block shows or hides by who is looking (block conditions). */
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

/** The arguments of every `splitTest` condition on the page. */
export function splitTestArgs(nodes: BlockNode[], found: unknown[][] = []): unknown[][] {
  for (const node of nodes) {
    for (const condition of node.conditions ?? []) if (condition.name === 'splitTest') found.push(condition.args ?? []);
    splitTestArgs(node.items ?? [], found);
  }
  return found;
}

/**
 * storePageCacheVerdict for a store running split tests: a page whose conditions read only
 * geography and split tests is kept once per region and variation of each test it shows
 * (`split:{testId}`), never per visitor.
 */
export function splitPageCacheVerdict(division: Division, page: Page, splitTests: readonly SplitTest[]): CacheVerdict {
  const names = conditionNames(page.blocks);
  if (!names.has('splitTest')) return storePageCacheVerdict(division, page);
  if (!page.published || page.properties.loginState !== 'everyone' || !storeIsOpen(division)) return NOT_SHAREABLE;
  if (![...names].every((name) => name === 'splitTest' || GEOGRAPHY_CONDITIONS.has(name))) return NOT_SHAREABLE;
  const vary: VaryDimension[] = [...names].some((name) => GEOGRAPHY_CONDITIONS.has(name)) ? ['geography'] : [];
  for (const test of testsShown(splitTestArgs(page.blocks), splitTests)) vary.push(`split:${test.id}`);
  return { shareable: true, vary };
}

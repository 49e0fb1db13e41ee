// Link kinds: what the link selection popup offers and the address each choice
// becomes. Pure, so the popup and its tests agree on every address.
import { IN_APP_ACTIONS, type InAppAction } from '../../blocks/action/in-app-actions.ts';
import { isSafeUrl } from '../../src/lib/url-sanitiser.ts';
import { normalisePageUrl } from '../../src/lib/page-routes.ts';

export const LINK_KINDS = [
  { kind: 'product', label: 'Product' },
  { kind: 'collection', label: 'Collection' },
  { kind: 'blog', label: 'Blog' },
  { kind: 'page', label: 'Page' },
  { kind: 'action', label: 'Action' },
  { kind: 'link', label: 'Custom link' },
  { kind: 'studio', label: 'Studio' },
] as const;

export type LinkKind = (typeof LINK_KINDS)[number]['kind'];

/**
 * Ways into the studio a link may open (/studio/{customiseItUrl?}/ and its aliases).
 * Only addresses the store already links to are listed; other studio aliases are added
 * here as they are built. Designable products come from the server as /studio/{urlName}/.
 */
export const STUDIO_ENTRANCES: readonly { title: string; href: string }[] = [
  { title: 'Design your own t-shirt', href: '/design-your-own-t-shirt/' },
  { title: 'Studio', href: '/studio/' },
];

/** The in-app actions as link choices: each is a real address an island may take over. */
export function actionChoices(): { action: InAppAction; title: string; href: string }[] {
  return (Object.keys(IN_APP_ACTIONS) as InAppAction[]).map((action) => ({ action, title: IN_APP_ACTIONS[action].label, href: IN_APP_ACTIONS[action].href }));
}

/** A custom link as typed, or why it cannot be used: the spec's URL sanitiser decides. */
export function customLink(typed: string): { href: string } | { error: string } {
  const trimmed = typed.trim();
  if (trimmed === '') return { error: 'Missing URL' };
  // "example.com/page" is what people type; it means the https address.
  const candidate = /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/|$)/i.test(trimmed) ? `https://${trimmed}` : trimmed;
  if (!isSafeUrl(candidate)) return { error: 'Please enter a valid url.' };
  return { href: candidate };
}

/** A page's link from its url (normalised the way the page is routed). */
export function pageLink(url: string): string {
  return normalisePageUrl(url);
}

/** Which kind an existing address most likely came from, so the popup opens on it. */
export function kindOfLink(href: string | undefined): LinkKind {
  if (!href) return 'product';
  if (href.startsWith('/product/')) return 'product';
  if (href.startsWith('/collection/')) return 'collection';
  if (href.startsWith('/blog/')) return 'blog';
  if (href.startsWith('/studio/') || STUDIO_ENTRANCES.some((entrance) => entrance.href === href)) return 'studio';
  if (actionChoices().some((choice) => choice.href === href)) return 'action';
  if (href.startsWith('/') && !href.startsWith('//')) return 'page';
  return 'link';
}

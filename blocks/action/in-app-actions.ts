import type { IconName } from '../../src/components/icons/paths.ts';

/**
 * Named in-app actions a block can trigger instead of a plain link (the other action
 * targets: /basket, /checkout?express=true). Each is a real address, so it
 * works without JavaScript; `data-action` lets an island take over (live chat opens
 * its panel, the help page is the fallback).
 */
export const IN_APP_ACTIONS = {
  basket: { label: 'View basket', href: '/basket', icon: 'basket' },
  expressCheckout: { label: 'Express checkout', href: '/checkout?express=true', icon: 'arrow-right' },
  liveChat: { label: 'Chat with us', href: '/help/', icon: 'mail' },
  favourites: { label: 'Your favourites', href: '/favourites/', icon: 'heart' },
  search: { label: 'Search', href: '/search/', icon: 'search' },
  studio: { label: 'Design your own', href: '/design-your-own-t-shirt/', icon: 'plus' },
  getAQuote: { label: 'Get a quote', href: '/get-a-quote/', icon: 'mail' },
  help: { label: 'Help', href: '/help/', icon: 'user' },
} as const satisfies Record<string, { label: string; href: string; icon: IconName }>;

export type InAppAction = keyof typeof IN_APP_ACTIONS;
export const IN_APP_ACTION_NAMES = Object.keys(IN_APP_ACTIONS) as [InAppAction, ...InAppAction[]];

/** The `data-action` value islands listen for: the action's name in kebab case. */
export function actionAttribute(name: InAppAction): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The attributes of an action's `<a>`. */
export interface ActionLink {
  href: string | undefined;
  'data-action': string | undefined;
  target: '_blank' | undefined;
  rel: 'noopener' | undefined;
}

/**
 * A button's link: a named action goes to its own address (and wins over `href`), for
 * an island to take over; a plain link may open in a new tab, never with the opener.
 */
export function actionLink(item: { href?: string | undefined; action?: InAppAction | undefined; newTab?: boolean }): ActionLink {
  const named = item.action;
  const newTab = item.newTab === true && !named;
  return {
    href: named ? IN_APP_ACTIONS[named].href : item.href,
    'data-action': named ? actionAttribute(named) : undefined,
    target: newTab ? '_blank' : undefined,
    rel: newTab ? 'noopener' : undefined,
  };
}

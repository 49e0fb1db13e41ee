// Operator modes: a store page shown by an operator (a kiosk, a till, an app that
// frames the store) rather than browsed. Outside the default mode the announcement bar,
// header, sidebar, footer, sub-footer and nav bar are hidden; in headless mode the header's
// and sidebar's content is not even rendered.
//
// The mode is chosen per request with ?operator-mode={mode} on any storefront page. A
// request with a query string never meets the page cache (render-cache/policy.ts
// cacheableRequest), so a mode's HTML is never served to, or taken from, ordinary visitors;
// the shell's fragment caches key the headless variant apart (StoreLayout.astro).

export const OPERATOR_MODE_PARAM = 'operator-mode';

export const OPERATOR_MODES = ['default', 'kiosk', 'headless'] as const;
export type OperatorMode = (typeof OPERATOR_MODES)[number];

/** The request's operator mode; an absent or unknown value is the default mode. */
export function operatorModeOf(url: URL): OperatorMode {
  const value = url.searchParams.get(OPERATOR_MODE_PARAM);
  return OPERATOR_MODES.find((mode) => mode === value) ?? 'default';
}

export interface OperatorShell {
  /** Announcement, header, sidebar, footer, sub-footer and nav bar are in the page but hidden. */
  hideChrome: boolean;
  /** The header and sidebar are left out of the HTML altogether. */
  renderHeaderAndSidebar: boolean;
}

export function operatorShell(mode: OperatorMode): OperatorShell {
  return { hideChrome: mode !== 'default', renderHeaderAndSidebar: mode !== 'headless' };
}

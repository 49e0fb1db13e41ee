import { setMainSiteOrigin } from '../../lib/url-sanitiser.ts';
import { platformHost } from './store-hosts.ts';

/** The platform's main site, protocol-relative so a link to it keeps the page's scheme. */
export const MAIN_SITE_ORIGIN = `//${platformHost()}`;

/** Blocked URLs go to the main site's 404 page. Runs once as the app starts. */
export function pointBlockedUrlsAtMainSite(): void {
  setMainSiteOrigin(MAIN_SITE_ORIGIN);
}

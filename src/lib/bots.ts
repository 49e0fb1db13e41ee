import { isbot, list } from 'isbot';

// Who is a bot, one answer for every part that asks: the event collector and server events
// (a bot's events are dropped), the split-test step (a bot gets no session), feature flags
// (datadog is off for bots) and the browser's event client. isbot's list is kept up to date
// by its maintainers: crawlers, link previewers, headless browsers, HTTP libraries.

/** A missing user agent counts as a bot: browsers always send one. */
export function isBot(userAgent: string | null | undefined): boolean {
  return !userAgent || isbot(userAgent);
}

/** The entries of isbot's list the inline shell script tests: the crawlers and tools that run a page's script. */
export const SHELL_BOT_ENTRIES = ['(?<! cu)bots?(?:\\b|_)', 'crawl', 'spider', 'headless', 'chrome-lighthouse', 'phantomjs', 'pingdom'] as const;

/**
 * The pattern the inline shell script tests before sending a page view. isbot's whole
 * pattern would take most of that script's 2 KB budget, so it is these alternatives of it
 * alone: the browser skips fewer bots than the server, never a visitor the server counts,
 * and the collector drops the rest.
 */
export const SHELL_BOT_PATTERN = new RegExp(list.filter((entry) => (SHELL_BOT_ENTRIES as readonly string[]).includes(entry)).join('|'), 'i');

// Watching the page's web fonts, in the inline shell script (src/lib/shell-script.ts, with its
// `d`, document): if they are still loading 3 s after the script runs, or a face fails to load,
// the page dispatches \`webfonts-failed-to-load\` on window (the app's event client passes it on
// when a script has loaded it: src/lib/client/events/browser.ts). The text keeps showing in the
// fallback fonts meanwhile (every face is font-display: swap). Written to fit the shell script's
// 2 KB gzip budget: about 140 bytes, ~57 gzipped. setTimeout calls the handler without an
// event, which then checks whether loading is still under way; a face that hangs and later
// fails is reported twice.

/** The font loader's timeout. */
export const FONT_LOADER_TIMEOUT_MS = 3000;
export const WEBFONTS_FAILED_EVENT = 'webfonts-failed-to-load';

export const FONT_WATCH_SCRIPT = `d.fonts&&setTimeout(d.fonts.onloadingerror=e=>(e||d.fonts.status>"loaded")&&dispatchEvent(new CustomEvent("${WEBFONTS_FAILED_EVENT}")),${FONT_LOADER_TIMEOUT_MS / 1000}e3);`;

// Watching the page's web fonts: if they have not all loaded 3 s after the shell script runs,
// or a face fails, the page says so once with a `webfonts-failed-to-load` event on document
// (the app's event client, when a script has loaded it, passes it on: src/lib/client/events/)
// and marks <html data-webfonts="failed"> for a listener that arrives later. The text keeps
// showing in the fallback fonts meanwhile (every face is font-display: swap).
// Part of the inline shell script (src/lib/shell-script.ts), written with its `d` (document).

/** The font loader's timeout. */
export const FONT_LOADER_TIMEOUT_MS = 3000;
export const WEBFONTS_FAILED_EVENT = 'webfonts-failed-to-load';

export const FONT_WATCH_SCRIPT = `{const w=d.fonts;if(w&&d.dispatchEvent){let o=0;const x=r=>{if(o)return;o=1;d.documentElement.dataset.webfonts="failed";d.dispatchEvent(new CustomEvent("${WEBFONTS_FAILED_EVENT}",{detail:{reason:r}}))},t=setTimeout(()=>x("timeout"),${FONT_LOADER_TIMEOUT_MS});
w.addEventListener("loadingerror",()=>x("error"));w.ready.then(()=>{clearTimeout(t);w.forEach(f=>{if(f.status=="error")x("error")})})}}`;

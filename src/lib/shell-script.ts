import { REGISTRATION_SCRIPT } from './pwa/registration.ts';

// The only script of a content page, inlined (budget: 2 KB gzip, asserted by a test).
// It fills in what differs per visitor from cookies the API sets, so the HTML itself
// can be cached and shared: basket count, favourites heart, chosen currency.
// Basket count and heart: the basket is found by the httpOnly `pf_visitor` cookie (or the
// session), which scripts cannot read, so every basket call, the basket and favourites
// pages and sign-in also write two non-httpOnly hints, `pf_basket` (total quantity) and
// `pf_favourites` (how many), from the database (src/api/basket-request.ts). Reading
// them costs no request and keeps cached pages shareable; the API stays authoritative:
// the basket islands' store (islands/basket/store.ts) rewrites the header from each
// answer, and the next answer rewrites the hints. Reading
// cookies throws in a sandboxed frame (a store page embedded by an iframe block).
// The content security policy allows it by its hash (src/platform/security/).
// Page views: one page_view per navigation, sent when tracking is enabled 5 s
// after load or, if the visitor leaves first, by sendBeacon on pagehide; never
// for bots (some of the server's isbot entries, src/lib/bots.ts; the collector drops the
// rest). A page restored from the back/forward cache is a navigation too, and counts again.
// No cookie is read or set for it and the 5 s send omits credentials: the collector counts
// visitors by a daily salted hash (src/server/engagement/events/). The store's id, name, currency and environment come from <html>.
import { SHELL_BOT_PATTERN } from './bots.ts';
import { PAGE_VIEW_EVENT } from './event-calls.ts';
import { apiPath } from '../schemas/api.ts';

const PAGE_VIEW = `const n=navigator,h=d.documentElement.dataset;
if(!/${SHELL_BOT_PATTERN.source}/i.test(n.userAgent)){let s=0;const u="${apiPath('events.collect')}",m={environment:h.env,location:location.href,userAgent:n.userAgent,currency:k("currency")||h.currency};
if(h.storeId)m.division={id:+h.storeId,name:h.storeName};
const v=x=>{if(s)return;s=1;const b=JSON.stringify({event:"${PAGE_VIEW_EVENT}",payload:{title:d.title,referrer:d.referrer},metadata:m});x&&n.sendBeacon?n.sendBeacon(u,b):fetch(u,{method:"POST",body:b,keepalive:!0,credentials:"omit"}).catch(()=>{})};
addEventListener("pagehide",()=>v(1));addEventListener("load",()=>setTimeout(v,5e3));
addEventListener("pageshow",e=>{if(e.persisted){s=0;setTimeout(v,5e3)}})}`;
// The cookie banner's lines (src/lib/consent/consent-script.ts) run at its end, with d, q and k.
import { CONSENT_SCRIPT } from './consent/consent-script.ts';

// Web fonts that fail or take over 3 s are reported (src/lib/fonts/font-watch.ts).
import { FONT_WATCH_SCRIPT } from './fonts/font-watch.ts';

// Offline changes still queued are synced from any page (src/lib/offline-sync/pending-check.ts).
import { PENDING_CHECK_SCRIPT } from './offline-sync/pending-check.ts';

// It ends with the service worker's registration and update flow (src/lib/pwa/registration.ts).
export const SHELL_SCRIPT = `(()=>{
const d=document,q=s=>d.querySelectorAll(s),k=n=>{try{return decodeURIComponent((d.cookie.match("(?:^|; )"+n+"=([^;]*)")||[])[1]||"")}catch(e){return""}};
const b=+k("pf_basket")||0;q("[data-basket-count]").forEach(e=>{e.textContent=b>99?"99+":b;e.hidden=!b});
const f=+k("pf_favourites")||0;q("[data-favourites]").forEach(e=>{e.hidden=!f});
const r=d.getElementById("pf-currencies");
if(r){const m=JSON.parse(r.textContent),s=m.store,c=k("currency"),t=m.list[c];
q("[data-currency-select]").forEach(e=>{if(t)e.value=c;e.onchange=()=>{d.cookie="currency="+e.value+";path=/;max-age=31536000;samesite=lax";location.reload()}});
q("[data-currency-submit]").forEach(e=>e.hidden=!0);
if(t&&c!=s.code){const g=(n,p)=>n.replace(/\\B(?=(\\d{3})+(?!\\d))/g,p);
q("[data-money]").forEach(e=>{const v=Math.round(e.dataset.money/10**s.digits/s.rate*t.rate*10**t.digits),a=Math.abs(v),w=10**t.digits,
n=g(String(Math.floor(a/w)),t.sep)+(t.digits?t.dot+String(a%w).padStart(t.digits,"0"):"");
e.textContent=(v<0?"-":"")+(t.align=="left"?t.symbol+n:n+t.symbol)})}}
${PAGE_VIEW}
${FONT_WATCH_SCRIPT}
${PENDING_CHECK_SCRIPT};
${CONSENT_SCRIPT}})();${REGISTRATION_SCRIPT}`;

/** The element every store page ends with, as UTF-8 bytes, which Astro writes as they are: encoded once, not on every render. */
export const SHELL_SCRIPT_ELEMENT = new TextEncoder().encode(`<script>${SHELL_SCRIPT}</script>`);

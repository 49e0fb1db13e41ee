import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_MAX_AGE_SECONDS } from './consent.ts';

// The cookie banner's few lines, appended to the inline shell script (src/lib/shell-script.ts)
// so a content page still ships one inline script and no file. The banner's markup
// (src/components/consent/ConsentBanner.astro) is in the cached HTML, hidden; this shows it
// when no choice was made and the query's cgi is not 5, and keeps a choice in the cookie
// (rules in ./consent.ts). The choice is announced with CONSENT_EVENT, which the pixel loader
// (src/lib/pixels/) waits for; a choice already made is read from the cookie instead.
// Reading cookies throws in a sandboxed frame: then nothing happens and nothing is tracked.
export const CONSENT_SCRIPT = `(()=>{try{
const d=document,h=d.documentElement,b=d.querySelector("[data-consent-banner]"),m=d.cookie.match(/(?:^|; )${CONSENT_COOKIE}=(all|essential)(?:;|$)/);
if(m)h.dataset.consent=m[1];
if(!b)return;
b.hidden=!!m||new URLSearchParams(location.search).get("cgi")==="5";
b.querySelectorAll("[data-consent-choice]").forEach(e=>e.onclick=()=>{const v=e.dataset.consentChoice;
d.cookie="${CONSENT_COOKIE}="+v+";path=/;max-age=${CONSENT_MAX_AGE_SECONDS};samesite=lax"+(location.protocol=="https:"?";secure":"");
h.dataset.consent=v;b.hidden=true;dispatchEvent(new CustomEvent("${CONSENT_EVENT}",{detail:v}))})
}catch(e){}})()`;

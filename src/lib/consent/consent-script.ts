import { CONSENT_COOKIE, CONSENT_EVENT, CONSENT_MAX_AGE_SECONDS } from './consent.ts';

// The cookie banner's few lines, run inside the inline shell script (src/lib/shell-script.ts)
// with its `d` (document), `q` (querySelectorAll) and `k` (cookie reader, safe in a sandboxed
// frame), so a content page still ships one inline script and no file. The banner's markup
// (src/components/consent/ConsentBanner.astro) is in the cached HTML, hidden; this shows it
// when no choice was made and the query's cgi is not 5, and keeps a choice in the cookie
// (rules in ./consent.ts). The choice is announced with CONSENT_EVENT, which the pixel loader
// (src/lib/pixels/) waits for; a choice already made is read from the cookie instead.
// "Cookie settings" (a hidden button in the footer, shown here) reopens the banner with every
// choice offered — "Essential cookies only" too, so consent can always be withdrawn.
export const CONSENT_SCRIPT = `{const b=q("[data-consent-banner]")[0],c=q("[data-consent-choice]"),x=d.documentElement.dataset,m=k("${CONSENT_COOKIE}");
if(/^(all|essential)$/.test(m))x.consent=m;
if(b){b.hidden=!!x.consent||/[?&]cgi=5(&|$)/.test(location.search);
q("[data-consent-settings]").forEach(e=>{e.hidden=!1;e.onclick=()=>{b.hidden=!1;c.forEach(e=>e.hidden=!1);c[0].focus()}});
c.forEach(e=>e.onclick=()=>{const v=x.consent=e.dataset.consentChoice;d.cookie="${CONSENT_COOKIE}="+v+";path=/;max-age=${CONSENT_MAX_AGE_SECONDS};samesite=lax"+(location.protocol=="https:"?";secure":"");b.hidden=!0;dispatchEvent(new CustomEvent("${CONSENT_EVENT}",{detail:v}))})}}
`;

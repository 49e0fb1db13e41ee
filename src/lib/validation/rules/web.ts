import { isSafeUrl } from '../../url-sanitiser.ts';
import { messages } from '../messages.ts';
import { defineRule } from '../rule.ts';

// One DNS label: letters, digits and inner dashes, at most 63 characters.
const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
// A top-level domain: letters, or an internationalised one in punycode.
const TLD = '(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})';
const DOMAIN = new RegExp(`^(?=.{1,253}$)(?:${LABEL}\\.)+${TLD}$`, 'i');

/** A host name such as shop.example.co.uk: no scheme, path or port. */
export const domain = defineRule('domain', messages.domain, (value) => DOMAIN.test(value));

const LOCAL_PART = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;

/** local@domain, with the domain checked as above so "me@localhost" or "me@x" fail. */
export const email = defineRule('email', messages.email, (value) => {
  const at = value.lastIndexOf('@');
  if (at < 1) return false;
  const local = value.slice(0, at);
  return local.length <= 64 && LOCAL_PART.test(local) && DOMAIN.test(value.slice(at + 1));
});

// Schemes whose URLs name a host; a link to one without a real host is a typo.
const HOST_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', 'mqtt:', 'mqtts:']);

function hasRealHost(url: string): boolean {
  try {
    const host = new URL(url.startsWith('//') ? `https:${url}` : url).hostname;
    return host === 'localhost' || DOMAIN.test(host) || /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
  } catch {
    // new URL throws for text that is not a URL at all: that is exactly a failing value.
    return false;
  }
}

/**
 * A link the URL sanitiser would render as given (an allowed scheme, #name, @name, /path);
 * web and socket URLs must also name a real host.
 */
export const url = defineRule('url', messages.url, (value) => {
  if (/\s/.test(value) || !isSafeUrl(value)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*:)/i.exec(value)?.[1]?.toLowerCase();
  if (value.startsWith('//') || (scheme !== undefined && HOST_SCHEMES.has(scheme))) return hasRealHost(value);
  // "mailto:" or "tel:" alone links nowhere.
  return scheme === undefined || value.length > scheme.length;
});

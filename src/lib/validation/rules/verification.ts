import { parseVoidTag } from '../html-tag.ts';
import { messages } from '../messages.ts';
import { defineRule, type Rule } from '../rule.ts';

/** The meta name each site-verification service asks a store to add to its head. */
export const VERIFICATION_META_NAMES = {
  google: 'google-site-verification',
  pinterest: 'p:domain_verify',
  facebook: 'facebook-domain-verification',
} as const;

export type VerificationService = keyof typeof VERIFICATION_META_NAMES;

// Tokens are base64url or hex; anything else could smuggle markup into the head.
const TOKEN = /^[A-Za-z0-9_\-.=+/]{8,128}$/;

/**
 * The token inside a pasted `<meta name="…" content="…">` snippet for `service`, or null.
 * Pages render the tag again from this token, never the pasted HTML.
 */
export function readVerificationToken(service: VerificationService, snippet: string): string | null {
  const attributes = parseVoidTag(snippet, 'meta');
  if (attributes?.size !== 2) return null;
  const content = attributes.get('content');
  if (attributes.get('name') !== VERIFICATION_META_NAMES[service] || content === undefined) return null;
  return TOKEN.test(content) ? content : null;
}

function verificationRule(service: VerificationService): Rule {
  return defineRule(`${service}_verification`, messages.verificationSnippet, (value) => readVerificationToken(service, value) !== null);
}

export const googleVerification = verificationRule('google');
export const pinterestVerification = verificationRule('pinterest');
export const facebookVerification = verificationRule('facebook');

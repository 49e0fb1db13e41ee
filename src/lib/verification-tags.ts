import type { PluginMap } from '../schemas/plugins.ts';
import { readVerificationToken, VERIFICATION_META_NAMES, type VerificationService } from './validation/index.ts';

/** A site-verification meta tag: the service's name and the token read from the owner's snippet. */
export interface VerificationTag {
  name: string;
  content: string;
}

const SERVICES = Object.keys(VERIFICATION_META_NAMES) as VerificationService[];

/**
 * The verification plugin's tags for every page's head (each a meta tag snippet).
 * The pasted HTML is never echoed: each tag is written again from the token alone.
 */
export function verificationTags(plugins: Pick<PluginMap, 'verification'>): VerificationTag[] {
  const settings = plugins.verification;
  if (!settings.enabled) return [];
  return SERVICES.flatMap((service) => {
    const content = readVerificationToken(service, settings[service]);
    return content ? [{ name: VERIFICATION_META_NAMES[service], content }] : [];
  });
}

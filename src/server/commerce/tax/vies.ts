import { config } from '../../../platform/config/config.ts';

// The EU's VIES service says whether a VAT number is registered, which the checksum alone
// cannot. Its REST API takes { countryCode, vatNumber } and answers { valid }. It is asked
// only when VIES_CHECK=1 (it needs the internet; tests and offline demos leave it off), at
// VIES_URL (default: the Commission's endpoint), and is often slow or down: an answer that
// does not come within 5 seconds is "unavailable", never a registration.

export type ViesAnswer = 'registered' | 'not-registered' | 'unavailable';

export interface ViesSettings {
  enabled: boolean;
  url: string;
  timeoutMs?: number;
}

export type ViesChecker = (vatNumber: string) => Promise<ViesAnswer>;

/** Greece is EL in VAT numbers and in VIES. */
const viesCountry = (vatNumber: string) => vatNumber.slice(0, 2);

export function viesChecker(settings: ViesSettings = config.vies): ViesChecker | null {
  if (!settings.enabled) return null;
  return async (vatNumber) => {
    try {
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ countryCode: viesCountry(vatNumber), vatNumber: vatNumber.slice(2) }),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 5000),
      });
      if (!response.ok) return 'unavailable';
      const answer = (await response.json()) as { valid?: unknown };
      if (typeof answer.valid !== 'boolean') return 'unavailable';
      return answer.valid ? 'registered' : 'not-registered';
    } catch {
      return 'unavailable';
    }
  };
}

import { config } from '../../platform/config/config.ts';
import { ApiError } from '../../platform/errors/api-error.ts';
import type { CaptchaTokens } from '../../schemas/account.ts';

// Captcha behind an adapter: off by default here (no provider reachable), Google
// reCAPTCHA (v3 score, v2 challenge as fallback) when CAPTCHA_PROVIDER=recaptcha.

export interface CaptchaVerifier {
  verify(tokens: CaptchaTokens, clientIp: string): Promise<boolean>;
}

const off: CaptchaVerifier = { verify: async () => true };

function recaptcha(secret: string, minimumScore = 0.5): CaptchaVerifier {
  const check = async (token: string, clientIp: string) => {
    const response = await fetch('https://www.google.com/recaptcha/api/siteverify', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ secret, response: token, remoteip: clientIp }),
      signal: AbortSignal.timeout(5000),
    });
    return (await response.json()) as { success: boolean; score?: number };
  };
  return {
    async verify(tokens, clientIp) {
      if (tokens.v3captchaToken) {
        const result = await check(tokens.v3captchaToken, clientIp);
        if (result.success && (result.score ?? 0) >= minimumScore) return true;
      }
      if (tokens.v2captchaToken) return (await check(tokens.v2captchaToken, clientIp)).success;
      return false;
    },
  };
}

export function captchaVerifier(): CaptchaVerifier {
  if (config.captchaProvider === 'recaptcha' && process.env.RECAPTCHA_SECRET) return recaptcha(process.env.RECAPTCHA_SECRET);
  return off;
}

export async function assertHuman(tokens: CaptchaTokens, clientIp: string, verifier = captchaVerifier()): Promise<void> {
  if (!(await verifier.verify(tokens, clientIp))) throw ApiError.validation({ captcha: ['Please confirm you are not a robot.'] });
}

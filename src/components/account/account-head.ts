import { headTags, type HeadTags } from '../../lib/head.ts';
import type { LoginState } from '../../schemas/page.ts';
import type { ShellData } from '../../server/storefront/shell.ts';

export interface AccountHeadInput {
  title: string;
  description: string;
  /** Path for the canonical link; a page whose URL carries a secret passes its plain path. */
  path: string;
  loginState: LoginState;
}

/** Head tags of an account page: never in the sitemap, never indexed (per-visitor pages). */
export function accountHead(shell: ShellData, origin: string, input: AccountHeadInput): HeadTags {
  return headTags({
    title: input.title,
    companyName: shell.companyName,
    description: input.description,
    canonical: origin + input.path,
    images: [shell.logo],
    isHome: false,
    inSitemap: false,
    loginState: input.loginState,
    forceNoindex: true,
  });
}

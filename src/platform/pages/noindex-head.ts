import { headTags, type HeadTags } from '../../lib/head.ts';
import type { LoginState } from '../../schemas/page.ts';
import type { ShellData } from './shell-data.ts';

export interface NoindexHeadInput {
  title: string;
  description: string;
  /** Path for the canonical link; a page whose URL carries a secret passes its plain path. */
  path: string;
  loginState: LoginState;
}

/**
 * Head tags of a page that is never in the sitemap nor indexed: account pages, outboxes,
 * search results, the not-found page and other per-visitor or per-query pages.
 */
export function noindexHead(shell: ShellData, origin: string, input: NoindexHeadInput): HeadTags {
  return headTags({
    title: input.title,
    companyName: shell.companyName,
    description: input.description,
    canonical: origin + input.path,
    images: [shell.shareImage, shell.logo],
    isHome: false,
    inSitemap: false,
    loginState: input.loginState,
    forceNoindex: true,
  });
}

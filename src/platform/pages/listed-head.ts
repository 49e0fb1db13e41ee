import { headTags, type HeadInput, type HeadTags } from '../../lib/head.ts';
import type { ShellData } from './shell-data.ts';

export type ListedHeadInput = Pick<HeadInput, 'title' | 'description' | 'canonical' | 'forceNoindex'> & {
  /** The page's own pictures, best first; then the store's share image, then its logo (the og:image chain). */
  images: HeadInput['images'];
};

/** Head tags of a public page of a store (catalogue, blog, help): in the sitemap, open to everyone. */
export function listedHead(shell: Pick<ShellData, 'companyName' | 'logo' | 'shareImage'>, input: ListedHeadInput): HeadTags {
  return headTags({
    ...input,
    images: [...input.images, shell.shareImage, shell.logo],
    companyName: shell.companyName,
    isHome: false,
    inSitemap: true,
    loginState: 'everyone',
  });
}

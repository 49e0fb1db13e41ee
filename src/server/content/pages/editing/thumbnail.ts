import { createHash } from 'node:crypto';
import type { StoreScope } from '../../../stores/index.ts';
import { requirePageRow, workingCopy } from './page-rows.ts';
import { pageThumbnailSvg } from './page-thumbnail.ts';

export interface Thumbnail {
  svg: string;
  etag: string;
}

/** GET …/pages/{id}/thumbnail.svg: the picture of the page's working copy, with its ETag. */
export async function pageThumbnail(scope: StoreScope, id: number): Promise<Thumbnail> {
  const { page } = await workingCopy(scope, await requirePageRow(scope, id));
  const svg = pageThumbnailSvg(page.blocks, { title: page.properties.title || page.url });
  return { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
}

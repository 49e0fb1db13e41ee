import { readImageRecord } from '../platform/storage/image-record.ts';

// The attributes that let a storefront <img> show its placeholder (dominant colour, tiny
// preview) as its background until it loads, and be watched by ImageState.astro's script.
// Read on the server from the picture's record (cached): no request of its own. Both values
// are checked by the record's schema (a hex colour, a base64 data: address), so they go into
// the style attribute as they are. Pictures from elsewhere have no record: no placeholder.

export interface ImageStateAttributes {
  'data-image': '';
  'data-placeholder'?: '';
  style?: string;
}

export async function imageStateAttributes(src: string): Promise<ImageStateAttributes> {
  const placeholder = (await readImageRecord(src))?.placeholder;
  if (!placeholder) return { 'data-image': '' };
  return {
    'data-image': '',
    'data-placeholder': '',
    style: `background:${placeholder.colour} url("${placeholder.preview}") center/cover no-repeat`,
  };
}

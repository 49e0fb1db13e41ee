import { z } from 'zod';
import { Image } from './image.ts';

/** Where an upload is: waiting for or being turned into responsive widths, usable, or refused by the image service. */
export const MediaStatus = z.enum(['processing', 'ready', 'failed']);
export type MediaStatus = z.infer<typeof MediaStatus>;

/** One picture or file in a store's library, as the media calls answer it. */
export const MediaItem = z.object({
  id: z.int().positive(),
  kind: z.enum(['image', 'file']),
  /** The file name it was uploaded with. */
  name: z.string(),
  contentType: z.string(),
  /** Size of the upload in bytes. */
  bytes: z.int().min(0),
  status: MediaStatus,
  /** 0–100: how far processing has come (100 once ready). */
  progress: z.int().min(0).max(100),
  /** The address to use: the largest rendition of a picture, the file itself otherwise; null until ready. */
  url: z.string().nullable(),
  /** A picture's responsive renditions, once ready. */
  image: Image.nullable(),
  altText: z.string(),
  /** Why processing failed, when it did. */
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

/** GET …/media/ query: a page of the library, newest first. */
export const MediaListQuery = z.object({
  kind: z.enum(['image', 'file']).optional(),
  search: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(48),
});
export type MediaListQuery = z.infer<typeof MediaListQuery>;

export const MediaList = z.object({ data: z.array(MediaItem), total: z.int().min(0), page: z.int(), perPage: z.int() });
export type MediaList = z.infer<typeof MediaList>;

/** The link selection popup's searchable kinds answered by the server. */
export const LinkTargetKind = z.enum(['product', 'collection', 'blog', 'page', 'studio']);
export type LinkTargetKind = z.infer<typeof LinkTargetKind>;

export const LinkTargetQuery = z.object({
  kind: LinkTargetKind,
  search: z.string().trim().max(100).default(''),
});

/** Something a link can point at: its title, its address on the storefront and a picture when it has one. */
export const LinkTarget = z.object({
  kind: LinkTargetKind,
  title: z.string(),
  href: z.string(),
  image: z.string().nullable(),
});
export type LinkTarget = z.infer<typeof LinkTarget>;

/** A product with its pictures, for the product image selector. */
export const ProductImages = z.object({
  productId: z.int(),
  name: z.string(),
  images: z.array(Image),
});
export type ProductImages = z.infer<typeof ProductImages>;

/** GET …/media/{id}/ */
export const MediaItemAnswer = z.object({ data: MediaItem });
export type MediaItemAnswer = z.infer<typeof MediaItemAnswer>;

/** GET …/media/link-targets?kind=&search= */
export const LinkTargetsAnswer = z.object({ data: z.array(LinkTarget) });
export type LinkTargetsAnswer = z.infer<typeof LinkTargetsAnswer>;

/** GET …/media/product-images?search= */
export const ProductImagesAnswer = z.object({ data: z.array(ProductImages) });
export type ProductImagesAnswer = z.infer<typeof ProductImagesAnswer>;

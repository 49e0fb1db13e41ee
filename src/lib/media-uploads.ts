// What the store's image library accepts, shared by
// the upload call and the upload button so both refuse the same files with the same words.
import { messages } from './validation/messages.ts';

/** Pictures: turned into the responsive widths by the image service. */
export const IMAGE_FORMATS = ['jpg', 'jpeg', 'png', 'webp', 'gif'] as const;
/** Other files (the drive): stored as uploaded. */
export const FILE_FORMATS = ['pdf'] as const;
export const UPLOAD_FORMATS: readonly string[] = [...IMAGE_FORMATS, ...FILE_FORMATS];

/** Largest upload, in bytes (10 MB: a full-resolution phone photo fits with room to spare). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The ext rule: 'Must upload the following formats: {list}.' */
export const UPLOAD_FORMAT_MESSAGE = messages.ext(UPLOAD_FORMATS);
/** Not a spec text (the spec is silent on sizes): written in its voice. */
export const UPLOAD_SIZE_MESSAGE = `Must upload a file no larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`;
/** Pictures with more pixels are refused: a small file can declare a huge canvas (a decompression bomb). */
export const MAX_PICTURE_PIXELS = 50_000_000;
/** Checked by the server, which reads the picture's header. Not a spec text. */
export const UPLOAD_PIXELS_MESSAGE = `Must upload a picture no larger than ${MAX_PICTURE_PIXELS / 1_000_000} megapixels.`;

export type MediaKind = 'image' | 'file';

/** The lower-case extension of a file name, without the dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The library kind a file name belongs to, or undefined when the format is not accepted. */
export function mediaKindOf(name: string): MediaKind | undefined {
  const extension = extensionOf(name);
  if ((IMAGE_FORMATS as readonly string[]).includes(extension)) return 'image';
  if ((FILE_FORMATS as readonly string[]).includes(extension)) return 'file';
  return undefined;
}

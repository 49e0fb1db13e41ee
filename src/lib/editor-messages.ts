import { z } from 'zod';

// The editor island and its preview frame (a storefront page in preview mode)
// talk by postMessage. Every message is typed here, read only from the expected window
// and origin, and the conversation starts with the frame saying it is ready.

/** The editor → the preview frame. */
export const EditorToPreview = z.discriminatedUnion('kind', [
  /** Draw this unsaved page; `seq` orders renders so a late answer never overwrites a newer one. */
  z.object({
    kind: z.literal('render'),
    seq: z.int().nonnegative(),
    /** The page object (PageSaveBody); the preview call validates it. */
    page: z.record(z.string(), z.unknown()),
  }),
  /** Outline the block the owner selected in the editor. */
  z.object({ kind: z.literal('select'), id: z.string().nullable() }),
]);
export type EditorToPreview = z.infer<typeof EditorToPreview>;

/** The preview frame → the editor. */
export const PreviewToEditor = z.discriminatedUnion('kind', [
  /** The handshake: the frame's script runs and listens. */
  z.object({ kind: z.literal('ready') }),
  /**
   * The render `seq` is on screen since `shownAt` (performance.timeOrigin + now(), in ms): the
   * frame's own clock, so the editor's latency figure does not wait for the editor's thread.
   */
  z.object({ kind: z.literal('rendered'), seq: z.int().nonnegative(), shownAt: z.number().nonnegative() }),
  /** The render `seq` failed; `message` is the API's text. */
  z.object({ kind: z.literal('failed'), seq: z.int().nonnegative(), message: z.string() }),
  /** The owner clicked a block in the preview: select it in the editor. */
  z.object({ kind: z.literal('blockClicked'), id: z.string() }),
  /** Ctrl/Cmd+Z or Shift+Ctrl/Cmd+Z pressed while the preview had focus: undo works everywhere. */
  z.object({ kind: z.literal('history'), action: z.enum(['undo', 'redo']) }),
]);
export type PreviewToEditor = z.infer<typeof PreviewToEditor>;

/** What a message event must match to be read. */
export interface MessageSource {
  origin: string;
  /** The window the message must come from (the frame's contentWindow, or the parent). */
  source: unknown;
}

/**
 * A message's data when it comes from the expected window at the expected origin and
 * parses against the schema; undefined for anything else (other frames, extensions, forgeries).
 */
export function readMessage<S extends z.ZodType>(
  event: { origin: string; source: unknown; data: unknown },
  expected: MessageSource,
  schema: S,
): z.infer<S> | undefined {
  if (event.origin !== expected.origin || event.source !== expected.source || expected.source == null) return undefined;
  const parsed = schema.safeParse(event.data);
  return parsed.success ? parsed.data : undefined;
}

/** The storefront address of a page in the editor's preview mode (page mode 'preview'). */
export function previewAddress(pageUrl: string): string {
  const path = pageUrl.startsWith('/') ? pageUrl : `/${pageUrl}`;
  return `${path}${path.includes('?') ? '&' : '?'}preview=1`;
}

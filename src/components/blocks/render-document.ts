import { experimental_AstroContainer } from 'astro/container';
import type { StoreScope } from '../../server/stores/index.ts';
import type { RenderContext } from '../../server/storefront/index.ts';
import type { Visitor } from '../../server/accounts/index.ts';
import { ANONYMOUS_VISITOR } from '../../server/accounts/index.ts';
import { blockConditions } from '../../server/storefront/index.ts';
import { loadShell } from '../../server/stores/index.ts';
import { resolvePageBlocks } from '../../server/storefront/index.ts';
import { parsePageDocument } from '../../schemas/parse-page-document.ts';
import PageBlocks from './PageBlocks.astro';

// The editor's preview draws a document that is not saved yet. It goes the
// way of a published page (parse, expand factories, visibility, load block data, the
// same PageBlocks and block components) and only the last step differs: the blocks are
// rendered on their own with Astro's Container API instead of inside a page route.

export interface RenderDocumentOptions {
  /** Draw in this named theme instead of the store's (the editor's theme preview). */
  previewTheme?: string | undefined;
  /** Whom block conditions are judged for; an anonymous visitor in the UK by default. */
  visitor?: Visitor | undefined;
  /** Preview mode shows unpublished blocks faded rather than hiding them (default true). */
  preview?: boolean | undefined;
  /** Vertical space between blocks, in rem (the page's ySpacing). */
  ySpacing?: number | undefined;
}

export interface RenderedDocument {
  html: string;
  /** What was dropped or reset while reading the document, for the editor to show. */
  reports: string[];
}

let container: Promise<experimental_AstroContainer> | undefined;

/** Renders an unsaved page document of the store to HTML, through the published page's block components. */
export async function renderDocument(scope: StoreScope, document: unknown, options: RenderDocumentOptions = {}): Promise<RenderedDocument> {
  const reports: string[] = [];
  const log = (message: string) => reports.push(message);
  const preview = options.preview ?? true;
  const shell = await loadShell(scope, options.previewTheme);
  const blocks = await resolvePageBlocks(scope, parsePageDocument(document, log), {
    mode: preview ? 'preview' : 'native',
    conditions: blockConditions(scope.division, options.visitor ?? ANONYMOUS_VISITOR),
    log,
  });
  const context: RenderContext = { currency: shell.currency, preview, theme: shell.themeTokens, favourites: shell.favouritesEnabled };
  container ??= experimental_AstroContainer.create();
  // No locals reach the container, so FragmentCache renders every block afresh: an
  // unsaved document must never be cached under a published page's key.
  const html = await (await container).renderToString(PageBlocks, {
    props: { blocks, context, ySpacing: options.ySpacing, fragmentKey: 'unsaved-document' },
  });
  return { html, reports };
}

import { RENDERED_BODY_KEY } from '../platform/front/rendered-body.ts';
import type { AstroPatch } from './astro-patch.ts';

export const RENDER_PAGE = 'astro/dist/runtime/server/render/page.js';

// ── A rendered page is read from its own chunks (page.js) ────────────────────────────────────
// On Node, Astro renders a page into an async iterable of byte chunks and hands it to
// `new Response(…)`, which wraps it in a web byte stream. Reading that stream back (the front
// server sends a page in one write, with its length) pulls each chunk through the stream,
// copies it, and copies them all again into one buffer: 10–20% of the CPU time of an uncached
// render under load. The Response is kept as it is (headers, status, and a body anyone else
// may still read); the iterable is only also left on it, under a registered symbol that
// src/platform/front/rendered-body.ts reads. Constructing the Response does not pull from the
// iterable, so whichever reader comes first gets every chunk.
const renderedBody: AstroPatch = {
  file: RENDER_PAGE,
  name: 'the end of renderPage: chunks left on the Response',
  why: "The front server reads a rendered page from the renderer's own chunks instead of through the web stream around them (src/platform/front/rendered-body.ts).",
  expected: `  if (status) {
    return new Response(body, { ...init, headers, status, statusText });
  } else {
    return new Response(body, { ...init, headers });
  }
}`,
  replacement: `  const response = status ? new Response(body, { ...init, headers, status, statusText }) : new Response(body, { ...init, headers });
  if (streaming && typeof body?.[Symbol.asyncIterator] === "function") response[Symbol.for(${JSON.stringify(RENDERED_BODY_KEY)})] = body;
  return response;
}`,
};

/** The page.js patches, in the order they apply. */
export const RENDER_PAGE_PATCHES: readonly AstroPatch[] = [renderedBody];

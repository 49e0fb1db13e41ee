// Build step (a Vite plugin in astro.config.mjs): a page Astro renders keeps its own chunks
// beside the Response that carries them, so the front server can read them straight.
//
// Why: on Node, Astro renders a page into an async iterable of byte chunks and hands it to
// `new Response(…)`, which wraps it in a web byte stream. Reading that stream back (the front
// server sends a page in one write, with its length) pulls each chunk through the stream,
// copies it, and copies them all again into one buffer: 10–20% of the CPU time of an uncached
// render under load. The Response is kept as it is (headers, status, and a body anyone else
// may still read); the iterable is only also left on it, under a registered symbol that
// src/platform/front/rendered-body.ts reads. Constructing the Response does not pull from the
// iterable, so whichever reader comes first gets every chunk.
//
// The replaced text must be found exactly once (src/build/astro-patch.ts), so an Astro
// upgrade that moves it fails the build instead of silently losing the shortcut.
import type { Plugin } from 'vite';
import { applyPatches, astroFilePlugin } from './astro-patch.ts';
import { RENDERED_BODY_KEY } from '../platform/front/rendered-body.ts';

const PLUGIN = 'printfront:rendered-body';
const PAGE = 'astro/dist/runtime/server/render/page.js';

const endOfRenderPage = {
  name: 'the end of renderPage',
  from: `  if (status) {
    return new Response(body, { ...init, headers, status, statusText });
  } else {
    return new Response(body, { ...init, headers });
  }
}`,
  to: `  const response = status ? new Response(body, { ...init, headers, status, statusText }) : new Response(body, { ...init, headers });
  if (streaming && typeof body?.[Symbol.asyncIterator] === "function") response[Symbol.for(${JSON.stringify(RENDERED_BODY_KEY)})] = body;
  return response;
}`,
};

export function patchRenderPage(code: string): string {
  return applyPatches(code, [endOfRenderPage], PLUGIN, PAGE);
}

export function renderedBody(): Plugin {
  return astroFilePlugin(PLUGIN, PAGE, patchRenderPage);
}

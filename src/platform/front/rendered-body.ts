// A page's body as bytes, for sending in one write. A page Astro rendered carries its
// renderer's own chunks (src/build/astro-patches.ts leaves them on the Response):
// read straight from them, not through the web stream undici wraps around them, which pulls
// each chunk, copies it, and copies them all again into one buffer (10–20% of the CPU time
// of an uncached render under load). The stream is then never read.

/** Registered (`Symbol.for`), so the build step and the server name the same symbol. */
export const RENDERED_BODY_KEY = 'printfront.renderedBody';
const RENDERED_BODY = Symbol.for(RENDERED_BODY_KEY);

type RenderedResponse = Response & { [RENDERED_BODY]?: AsyncIterable<Uint8Array> };

export async function bodyOf(response: Response): Promise<Buffer> {
  const rendered = (response as RenderedResponse)[RENDERED_BODY];
  if (!rendered || response.bodyUsed) return asBuffer(await response.bytes());
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of rendered) {
    chunks.push(chunk);
    length += chunk.byteLength;
  }
  return chunks.length === 1 ? asBuffer(chunks[0]!) : Buffer.concat(chunks, length);
}

/** A view of the bytes, not a copy. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

import { ADD_TO_CART_COMPLETE, ADD_TO_CART_FAILED, frameOrigins, readFrameMessage, type FrameRequest } from './frame-messages.ts';

// The listener on pages with iframe blocks (tiny; the store and API client load only when
// a frame actually asks). Messages from any other origin are never read.

async function perform(request: FrameRequest): Promise<unknown[]> {
  const { performFrameCart } = await import('./frame-cart-call.ts');
  return performFrameCart(request);
}

export function listenForFrameCart(win: Window): void {
  win.addEventListener('message', (event: MessageEvent) => {
    if (!frameOrigins(win.document).has(event.origin) || !event.source) return;
    const read = readFrameMessage(event.data);
    if (read.kind === 'ignore') return;
    const reply = (name: string, data: unknown) => (event.source as WindowProxy).postMessage({ name, data }, event.origin);
    if (read.kind === 'invalid') {
      reply(ADD_TO_CART_FAILED, { message: read.message });
      return;
    }
    perform(read.request).then(
      (items) => reply(ADD_TO_CART_COMPLETE, { items }),
      (error: unknown) =>
        reply(ADD_TO_CART_FAILED, { message: error instanceof Error ? error.message : 'Oops... looks like something went wrong. Please try again.' }),
    );
  });
}

import type { Db } from '../../../platform/db/database.ts';
import type { ChatHub } from './hub.ts';
import { findChat, chatView, messagesAfter } from './chats.ts';
import type { ChatView } from '../../../schemas/live-chat.ts';
import { listQueues } from './queues.ts';

// Server-Sent Events from an API route: a chat's lines as they are written,
// and the staff console's queues. Each stream reads what is new from the database when
// the hub says its chat changed, one read at a time, so lines go out once and in order;
// an EventSource that reconnects sends Last-Event-ID and resumes after it.

const HEARTBEAT_MS = 15_000;

type Send = (event: string, data: unknown, id?: number) => void;

function eventStream(request: Request, hub: ChatHub, open: (send: Send) => Promise<() => void>): Response {
  const encoder = new TextEncoder();
  let close: (() => void) | undefined;
  let closed = false;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send: Send = (event, data, id) => {
        if (closed) return;
        controller.enqueue(encoder.encode(`${id === undefined ? '' : `id: ${id}\n`}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      };
      // A comment every 15 s keeps proxies from closing a quiet stream.
      const heartbeat = setInterval(() => !closed && controller.enqueue(encoder.encode(': ping\n\n')), HEARTBEAT_MS);
      const stop = await open(send);
      // Cancelled while it was opening: let go at once.
      if (closed) {
        clearInterval(heartbeat);
        stop();
        return;
      }
      // On shutdown: a last comment, then the end; the browser reconnects after `retry` with Last-Event-ID.
      const release = hub.holdStream(() => {
        if (!closed) controller.enqueue(encoder.encode(': this server is restarting\n\n'));
        end();
      });
      close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        release();
        stop();
      };
      const end = () => {
        close?.();
        try {
          controller.close();
        } catch {
          /* already closed */
        }
      };
      request.signal.addEventListener('abort', end);
      // Tells the client how long to wait before reconnecting.
      controller.enqueue(encoder.encode('retry: 2000\n\n'));
    },
    cancel() {
      if (close) close();
      else closed = true;
    },
  });
  return new Response(stream, {
    headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', 'x-accel-buffering': 'no' },
  });
}

/** Runs `work` whenever asked, never two at once; a request made meanwhile runs once after. */
function serialised(work: () => Promise<void>): () => void {
  let running: Promise<void> | undefined;
  let again = false;
  const run = (): void => {
    if (running) {
      again = true;
      return;
    }
    running = work()
      .catch((error: unknown) => console.error('[live-chat] stream read failed', error))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return run;
}

/** One chat: a 'chat' event (status, group) whenever it changes, a 'message' event per line. */
export function chatEventStream(request: Request, db: Db, hub: ChatHub, chatId: number, afterId: number): Response {
  return eventStream(request, hub, async (send) => {
    let lastId = afterId;
    let lastChat = '';
    const flush = serialised(async () => {
      const row = await findChat(db, chatId);
      if (!row) return;
      const chat: ChatView = chatView(row);
      const key = `${chat.status}:${chat.group}:${chat.staffUserId}`;
      if (key !== lastChat) {
        lastChat = key;
        send('chat', chat);
      }
      for (const message of await messagesAfter(db, chatId, lastId)) {
        lastId = message.id;
        send('message', message, message.id);
      }
    });
    const unsubscribe = await hub.subscribe((changed) => (changed === chatId || changed === 0) && flush());
    flush();
    return unsubscribe;
  });
}

/** The staff console: the queues, again whenever any chat or availability changes (at most every 200 ms). */
export function staffEventStream(request: Request, db: Db, hub: ChatHub): Response {
  return eventStream(request, hub, async (send) => {
    let timer: NodeJS.Timeout | undefined;
    const flush = serialised(async () => send('queues', await listQueues(db)));
    const unsubscribe = await hub.subscribe(() => {
      timer ??= setTimeout(() => {
        timer = undefined;
        flush();
      }, 200);
    });
    flush();
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  });
}

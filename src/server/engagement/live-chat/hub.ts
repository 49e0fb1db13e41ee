import { sql } from 'kysely';
import type { Db, DialectName } from '../../../platform/db/database.ts';

// Live chat's fan-out. A change to a chat (a message, a status, a transfer)
// is announced with the chat's id only; every event stream listening in any instance then
// reads what is new from the database, so nothing is lost to a payload limit and a stream
// that reconnects catches up the same way. On PostgreSQL the announcement is a NOTIFY,
// heard by every instance, this one included (one path, tested); on SQLite the announcement
// goes straight to this process's listeners, and to its sibling workers through the cluster
// primary (src/app/siblings.ts).

export const CHAT_CHANNEL = 'printfront_live_chat';

/** A chat changed (its id), or 0: something else did (staff availability) or the listener connection came back, so read again. */
export type ChatListener = (chatId: number) => void;

export class ChatHub {
  private readonly listeners = new Set<ChatListener>();
  /** Open event streams' polite goodbyes (closeStreams, on shutdown). */
  private readonly streams = new Set<() => void>();
  private closingStreams = false;
  private listening: Promise<void> | undefined;
  private client: { end(): Promise<void> } | undefined;
  private stopped = false;
  /** On SQLite under `npm start`'s workers: sends an announcement to the sibling processes (src/app/siblings.ts). */
  private relay: ChatListener | undefined;

  private readonly dialect: DialectName;
  private readonly databaseUrl: string;

  constructor(dialect: DialectName, databaseUrl: string) {
    this.dialect = dialect;
    this.databaseUrl = databaseUrl;
  }

  /** Sends on `db`: inside a transaction the others hear it at commit, or never. */
  async announce(db: Db, chatId: number): Promise<void> {
    if (this.dialect === 'postgres') {
      await sql`select pg_notify(${CHAT_CHANNEL}, ${String(chatId)})`.execute(db);
      return;
    }
    // After the caller's await returns, like a NOTIFY delivered after commit.
    queueMicrotask(() => {
      this.dispatch(chatId);
      this.relay?.(chatId);
    });
  }

  /** Where this process's announcements also go on SQLite (its sibling workers), or undefined. */
  relayTo(relay: ChatListener | undefined): void {
    this.relay = relay;
  }

  /** A sibling worker's announcement, relayed: this process's listeners read what is new. */
  deliver(chatId: number): void {
    this.dispatch(chatId);
  }

  /**
   * Listens for every chat change; resolves once changes are sure to arrive (on PostgreSQL,
   * after LISTEN), so a stream that reads its backlog afterwards misses nothing.
   */
  async subscribe(listener: ChatListener): Promise<() => void> {
    this.listeners.add(listener);
    if (this.dialect === 'postgres') {
      this.listening ??= this.listen().catch((error: unknown) => {
        this.listening = undefined;
        this.listeners.delete(listener);
        throw error;
      });
      await this.listening;
    }
    return () => this.listeners.delete(listener);
  }

  /** An open event stream: `close` ends it politely when this instance shuts down. Returns its release. */
  holdStream(close: () => void): () => void {
    // Opened while this instance drains: it ends at once, and the browser reconnects elsewhere.
    if (this.closingStreams) {
      queueMicrotask(close);
      return () => {};
    }
    this.streams.add(close);
    return () => this.streams.delete(close);
  }

  /** Shutdown: every open stream ends now, and its EventSource reconnects (to another instance) and resumes. */
  closeStreams(): number {
    this.closingStreams = true;
    const open = [...this.streams];
    this.streams.clear();
    for (const close of open) close();
    return open.length;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.client?.end().catch(() => {});
  }

  private dispatch(chatId: number): void {
    for (const listener of this.listeners) {
      try {
        listener(chatId);
      } catch (error) {
        console.error('[live-chat] a listener failed', error);
      }
    }
  }

  /** One connection of its own for LISTEN; when it drops, it connects again and everyone re-reads. */
  private async listen(): Promise<void> {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      const chatId = Number(message.payload);
      if (Number.isInteger(chatId) && chatId >= 0) this.dispatch(chatId);
    });
    client.on('error', (error) => console.error(`[live-chat] listener connection lost: ${error.message}`));
    client.on('end', () => {
      if (this.stopped || this.client !== client) return;
      this.client = undefined;
      setTimeout(() => {
        this.listening = this.listen().then(
          () => this.dispatch(0),
          (error: Error) => {
            console.error(`[live-chat] could not listen again: ${error.message}`);
            this.listening = undefined;
          },
        );
      }, 1000).unref();
    });
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${CHAT_CHANNEL}`);
  }
}

import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { ChatConsoleView, GroupQueue, MessageView, QueueChat } from '../../src/schemas/live-chat.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { LIVE_CHAT_GROUP_IDS, LIVE_CHAT_GROUP_LABELS, LIVE_CHAT_LIMITS, groupName } from '../../src/lib/live-chat-calls.ts';
import './console.css';

// The staff console: availability per group, each group's queue (every store,
// live over Server-Sent Events), and the chat being answered: its transcript, a reply box,
// transfer to another group and end.

const label = (group: number) => LIVE_CHAT_GROUP_LABELS[groupName(group) ?? 'general'];

function errorText(failure: unknown): string {
  return failure instanceof ApiRequestError ? failure.message : 'Oops... looks like something went wrong. Please try again.';
}

function ChatPane({ chat, onError }: { chat: QueueChat; onError: (message: string | null) => void }) {
  const [lines, setLines] = useState<MessageView[]>([]);
  const [draft, setDraft] = useState('');
  const [target, setTarget] = useState<number>(LIVE_CHAT_GROUP_IDS.find((id) => id !== chat.group) ?? 0);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    setLines([]);
    const events = new EventSource(apiPath('liveChat.events', { chatId: chat.id }));
    events.addEventListener('message', (event) => {
      const line = JSON.parse((event as MessageEvent<string>).data) as MessageView;
      setLines((current) => (current.some((known) => known.id === line.id) ? current : [...current, line]));
    });
    return () => events.close();
  }, [chat.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a line is added, to scroll it into view
  useEffect(() => {
    list.current?.lastElementChild?.scrollIntoView({ block: 'end' });
  }, [lines.length]);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    try {
      await call('liveChat.message', { chatId: chat.id }, { body });
      setDraft('');
      onError(null);
    } catch (failure) {
      onError(errorText(failure));
    }
  }

  async function act(work: () => Promise<unknown>) {
    try {
      await work();
      onError(null);
    } catch (failure) {
      onError(errorText(failure));
    }
  }

  return (
    <section className="chat-pane" aria-label={`Chat with ${chat.visitorName}`} data-chat-id={chat.id}>
      <header>
        <h2>
          {chat.visitorName}{' '}
          <small>
            {chat.storeName} · {label(chat.group)}
          </small>
        </h2>
      </header>
      <ol ref={list} className="chat-lines" aria-live="polite">
        {lines.map((line) => (
          <li key={line.id} className={line.author} data-author={line.author}>
            {line.body}
          </li>
        ))}
      </ol>
      <form onSubmit={send} className="chat-reply">
        <label>
          Reply <textarea value={draft} maxLength={LIVE_CHAT_LIMITS.message} rows={2} onChange={(event) => setDraft(event.target.value)} />
        </label>
        <button type="submit" className="button small">
          Send
        </button>
      </form>
      <div className="chat-tools">
        <label>
          Transfer to{' '}
          <select value={target} onChange={(event) => setTarget(Number(event.target.value))}>
            {LIVE_CHAT_GROUP_IDS.filter((id) => id !== chat.group).map((id) => (
              <option key={id} value={id}>
                {label(id)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button small secondary"
          onClick={() => void act(() => call('liveChat.transfer', { chatId: chat.id }, { group_id: target }))}
        >
          Transfer
        </button>
        <button type="button" className="button small secondary" onClick={() => void act(() => call('liveChat.end', { chatId: chat.id }, {}))}>
          End chat
        </button>
      </div>
    </section>
  );
}

export default function ChatConsole({ view }: { view: ChatConsoleView }) {
  const [queues, setQueues] = useState<GroupQueue[]>(view.queues);
  const [availability, setAvailability] = useState(view.availability);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [live, setLive] = useState(false);

  useEffect(() => {
    const events = new EventSource(apiPath('liveChat.staffEvents'));
    events.addEventListener('queues', (event) => {
      setQueues(JSON.parse((event as MessageEvent<string>).data) as GroupQueue[]);
      setLive(true);
    });
    events.addEventListener('error', () => setLive(false));
    return () => events.close();
  }, []);

  /** The box follows the click at once; a refusal puts it back and says why. */
  async function toggle(group: number, online: boolean) {
    setAvailability((current) => ({ ...current, [group]: online }));
    try {
      setAvailability((await call('liveChat.availability', { group_id: group, online })).availability);
      setError(null);
    } catch (failure) {
      setAvailability((current) => ({ ...current, [group]: !online }));
      setError(errorText(failure));
    }
  }

  async function accept(chat: QueueChat) {
    try {
      await call('liveChat.accept', { chatId: chat.id }, {});
      setSelected(chat.id);
      setError(null);
    } catch (failure) {
      setError(errorText(failure));
    }
  }

  const open = queues.flatMap((queue) => queue.chatting).find((chat) => chat.id === selected);
  return (
    <div className="chat-console" data-live={live ? 'yes' : 'no'}>
      <fieldset className="chat-availability">
        <legend>I take chats for</legend>
        {LIVE_CHAT_GROUP_IDS.map((group) => (
          <label key={group}>
            <input type="checkbox" checked={availability[group] ?? false} onChange={(event) => void toggle(group, event.target.checked)} /> {label(group)}
          </label>
        ))}
      </fieldset>
      {error && (
        <p role="alert" className="chat-error">
          {error}
        </p>
      )}
      <div className="chat-layout">
        <div className="chat-queues">
          {queues.map((queue) => (
            <section key={queue.group} aria-label={`${label(queue.group)} queue`} data-group={queue.group}>
              <h2>
                {label(queue.group)} <span className={queue.online ? 'online' : 'offline'}>{queue.online ? 'online' : 'offline'}</span>
              </h2>
              {queue.queued.length === 0 && queue.chatting.length === 0 && <p className="empty">No chats.</p>}
              <ul>
                {queue.queued.map((chat) => (
                  <li key={chat.id} data-chat-id={chat.id} data-status="queued">
                    <strong>{chat.visitorName}</strong> <small>{chat.storeName}</small>
                    <q>{chat.lastMessage}</q>
                    <button type="button" className="button small" onClick={() => void accept(chat)}>
                      Accept
                    </button>
                  </li>
                ))}
                {queue.chatting.map((chat) => (
                  <li key={chat.id} data-chat-id={chat.id} data-status="chatting">
                    <strong>{chat.visitorName}</strong>{' '}
                    <small>
                      {chat.storeName}
                      {chat.staffUserId === view.staffUserId ? ' · yours' : ''}
                    </small>
                    <button type="button" className="button small secondary" onClick={() => setSelected(chat.id)} aria-pressed={selected === chat.id}>
                      Open
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
        {open ? <ChatPane key={open.id} chat={open} onError={setError} /> : <p className="chat-none">Accept or open a chat to answer it.</p>}
      </div>
    </div>
  );
}

import { useEffect, useState, type FormEvent } from 'react';
import type { ChatConsoleView, GroupQueue, MessageView, QueueChat } from '../../src/schemas/live-chat.ts';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { call } from '../../src/lib/client/api.ts';
import { apiPath } from '../../src/schemas/api.ts';
import { LIVE_CHAT_GROUP_IDS, LIVE_CHAT_GROUP_LABELS, LIVE_CHAT_LIMITS, groupName } from '../../src/lib/live-chat-calls.ts';
import { ChatLines, withLine } from './ChatLines.tsx';
import './console.css';

// The staff console: availability per group, each group's queue (every store,
// live over Server-Sent Events), and the chat being answered: its transcript, a reply box,
// transfer to another group and end.

const label = (group: number) => LIVE_CHAT_GROUP_LABELS[groupName(group) ?? 'general'];

type OnError = (message: string | null) => void;

function errorText(failure: unknown): string {
  return failure instanceof ApiRequestError ? failure.message : 'Oops... looks like something went wrong. Please try again.';
}

/** Runs a staff action on a chat: its refusal shown in the console, its success clearing the message. */
async function act(onError: OnError, work: () => Promise<unknown>) {
  try {
    await work();
    onError(null);
  } catch (failure) {
    onError(errorText(failure));
  }
}

/** The chat's lines as they arrive over Server-Sent Events, from its start. */
function useChatPaneLines(chatId: number): MessageView[] {
  const [lines, setLines] = useState<MessageView[]>([]);
  useEffect(() => {
    setLines([]);
    const events = new EventSource(apiPath('liveChat.events', { chatId }));
    events.addEventListener('message', (event) => {
      const line = JSON.parse((event as MessageEvent<string>).data) as MessageView;
      setLines((current) => withLine(current, line));
    });
    return () => events.close();
  }, [chatId]);
  return lines;
}

/** The reply box: a reply that is only spaces is not sent, one sent empties the box. */
function ReplyForm({ chat, onError }: { chat: QueueChat; onError: OnError }) {
  const [draft, setDraft] = useState('');

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = draft.trim();
    if (!body) return;
    await act(onError, async () => {
      await call('liveChat.message', { chatId: chat.id }, { body });
      setDraft('');
    });
  }

  return (
    <form onSubmit={send} className="chat-reply">
      <label>
        Reply <textarea value={draft} maxLength={LIVE_CHAT_LIMITS.message} rows={2} onChange={(event) => setDraft(event.target.value)} />
      </label>
      <button type="submit" className="button small">
        Send
      </button>
    </form>
  );
}

/** Transfer to another group (the first other one chosen at first) and End chat. */
function ChatTools({ chat, onError }: { chat: QueueChat; onError: OnError }) {
  const [target, setTarget] = useState<number>(LIVE_CHAT_GROUP_IDS.find((id) => id !== chat.group) ?? 0);
  return (
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
        onClick={() => void act(onError, () => call('liveChat.transfer', { chatId: chat.id }, { group_id: target }))}
      >
        Transfer
      </button>
      <button type="button" className="button small secondary" onClick={() => void act(onError, () => call('liveChat.end', { chatId: chat.id }, {}))}>
        End chat
      </button>
    </div>
  );
}

function ChatPane({ chat, onError }: { chat: QueueChat; onError: OnError }) {
  const lines = useChatPaneLines(chat.id);
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
      <ChatLines lines={lines} className="chat-lines" />
      <ReplyForm chat={chat} onError={onError} />
      <ChatTools chat={chat} onError={onError} />
    </section>
  );
}

/** Every group's queue as the server sends it; live while the event stream is open. */
function useQueueFeed(initial: GroupQueue[]) {
  const [queues, setQueues] = useState<GroupQueue[]>(initial);
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
  return { queues, live };
}

/** The groups this member of staff takes chats for. */
function useAvailability(initial: ChatConsoleView['availability'], onError: OnError) {
  const [availability, setAvailability] = useState(initial);

  /** The box follows the click at once; a refusal puts it back and says why. */
  async function toggle(group: number, online: boolean) {
    setAvailability((current) => ({ ...current, [group]: online }));
    try {
      setAvailability((await call('liveChat.availability', { group_id: group, online })).availability);
      onError(null);
    } catch (failure) {
      setAvailability((current) => ({ ...current, [group]: !online }));
      onError(errorText(failure));
    }
  }

  return { availability, toggle };
}

function AvailabilityBoxes(props: { availability: ChatConsoleView['availability']; onToggle: (group: number, online: boolean) => void }) {
  return (
    <fieldset className="chat-availability">
      <legend>I take chats for</legend>
      {LIVE_CHAT_GROUP_IDS.map((group) => (
        <label key={group}>
          <input type="checkbox" checked={props.availability[group] ?? false} onChange={(event) => props.onToggle(group, event.target.checked)} />{' '}
          {label(group)}
        </label>
      ))}
    </fieldset>
  );
}

/** One group's queue: the chats waiting, to accept, and those being answered, to open. */
function QueueSection(props: {
  queue: GroupQueue;
  staffUserId: ChatConsoleView['staffUserId'];
  selected: number | null;
  onAccept: (chat: QueueChat) => void;
  onOpen: (chatId: number) => void;
}) {
  const { queue, selected } = props;
  return (
    <section aria-label={`${label(queue.group)} queue`} data-group={queue.group}>
      <h2>
        {label(queue.group)} <span className={queue.online ? 'online' : 'offline'}>{queue.online ? 'online' : 'offline'}</span>
      </h2>
      {queue.queued.length === 0 && queue.chatting.length === 0 && <p className="empty">No chats.</p>}
      <ul>
        {queue.queued.map((chat) => (
          <li key={chat.id} data-chat-id={chat.id} data-status="queued">
            <strong>{chat.visitorName}</strong> <small>{chat.storeName}</small>
            <q>{chat.lastMessage}</q>
            <button type="button" className="button small" onClick={() => props.onAccept(chat)}>
              Accept
            </button>
          </li>
        ))}
        {queue.chatting.map((chat) => (
          <li key={chat.id} data-chat-id={chat.id} data-status="chatting">
            <strong>{chat.visitorName}</strong>{' '}
            <small>
              {chat.storeName}
              {chat.staffUserId === props.staffUserId ? ' · yours' : ''}
            </small>
            <button type="button" className="button small secondary" onClick={() => props.onOpen(chat.id)} aria-pressed={selected === chat.id}>
              Open
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function ChatConsole({ view }: { view: ChatConsoleView }) {
  const { queues, live } = useQueueFeed(view.queues);
  const [selected, setSelected] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { availability, toggle } = useAvailability(view.availability, setError);

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
      <AvailabilityBoxes availability={availability} onToggle={(group, online) => void toggle(group, online)} />
      {error && (
        <p role="alert" className="chat-error">
          {error}
        </p>
      )}
      <div className="chat-layout">
        <div className="chat-queues">
          {queues.map((queue) => (
            <QueueSection
              key={queue.group}
              queue={queue}
              staffUserId={view.staffUserId}
              selected={selected}
              onAccept={(chat) => void accept(chat)}
              onOpen={setSelected}
            />
          ))}
        </div>
        {open ? <ChatPane key={open.id} chat={open} onError={setError} /> : <p className="chat-none">Accept or open a chat to answer it.</p>}
      </div>
    </div>
  );
}

import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { ApiRequestError } from '../../src/lib/client/api-client.ts';
import { LIVE_CHAT_LIMITS } from '../../src/lib/live-chat-calls.ts';
import { transferTarget, type ChatStatus } from '../../src/lib/live-chat/rules.ts';
import { readChatMemory, writeChatMemory, withStatus, type ChatMemory } from '../../src/lib/client/live-chat/memory.ts';
import { chatEvents, endChat, loadChat, newToken, sendLine, startChat, transfer } from './chat-client.ts';
import { ChatLines, withLine } from './ChatLines.tsx';
import type { ChatView, MessageView } from '../../src/schemas/live-chat.ts';

// The shopper's chat window: a first message starts a chat in the block's
// group, the window says when it is queued, staff lines arrive over Server-Sent Events, and
// a chat carried onto a page whose block names another group is transferred there.

export interface LiveChatProps {
  /** The group the block on this page selects. */
  group: number;
  title: string;
  onClose: () => void;
}

const STATUS_TEXT: Record<ChatView['status'], string> = {
  queued: 'Waiting for someone from our team…',
  chatting: 'You are chatting with our team.',
  ended: 'This chat has ended.',
};

function chatStatus(chat: ChatView | null): ChatStatus {
  return chat && chat.status !== 'ended' ? chat.status : 'browsing';
}

type VisitorChat = ReturnType<typeof useVisitorChat>;

/** The chat this window shows and its lines: one remembered from an earlier page read back (a stale one forgotten), then followed as it happens. */
function useVisitorChat() {
  const [memory, setMemory] = useState<ChatMemory>(() => readChatMemory());
  const [chat, setChat] = useState<ChatView | null>(null);
  const [lines, setLines] = useState<MessageView[]>([]);

  const remember = (next: ChatMemory) => {
    writeChatMemory(next);
    setMemory(next);
  };

  // A chat remembered from an earlier page: read it back (a stale one is forgotten).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once on mount on purpose: what was remembered when the page opened
  useEffect(() => {
    if (!memory.token || !memory.chatId) return;
    loadChat(memory.token, memory.chatId).then(
      ({ chat: loaded, messages }) => {
        setChat(loaded);
        setLines(messages);
      },
      () => remember({ ...memory, chatId: null, status: 'browsing', opened: false }),
    );
  }, []);

  // Lines and status as they happen.
  const chatId = chat?.id;
  useEffect(() => {
    if (!chatId || !memory.token) return;
    const events = chatEvents(memory.token, chatId);
    events.addEventListener('message', (event) => {
      const line = JSON.parse((event as MessageEvent<string>).data) as MessageView;
      setLines((current) => withLine(current, line));
    });
    events.addEventListener('chat', (event) => setChat(JSON.parse((event as MessageEvent<string>).data) as ChatView));
    return () => events.close();
  }, [chatId, memory.token]);

  return { memory, remember, chat, setChat, lines, setLines };
}

/** The remembered status and opened flag follow the chat. */
function useStatusMemory(chat: ChatView | null, status: ChatStatus) {
  useEffect(() => {
    if (!chat) return;
    const current = readChatMemory();
    writeChatMemory(withStatus({ ...current, opened: current.opened || status !== 'browsing' }, status));
  }, [chat, status]);
}

/** Once chatting, the chat is moved to the group this page selects if it differs and changed. */
function useGroupTransfer(visitor: VisitorChat, status: ChatStatus, group: number, previousSelected: RefObject<number | undefined>) {
  const { chat, memory, setChat } = visitor;
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the chat's id, not the object each event replaces, so a transfer is asked for once
  useEffect(() => {
    if (!chat || !memory.token) return;
    const target = transferTarget({ status, chatGroup: chat.group, selected: group, previousSelected: previousSelected.current });
    // The selection counts as seen once acted on while chatting: a page visited while queued
    // still moves the chat when someone picks it up.
    if (status === 'chatting') {
      previousSelected.current = group;
      writeChatMemory({ ...readChatMemory(), selected: group });
    }
    if (target !== null) transfer(memory.token, chat.id, target).then(setChat, () => {});
  }, [chat?.id, status, group]);
}

interface ChatComposer {
  name: string;
  setName: (name: string) => void;
  draft: string;
  setDraft: (draft: string) => void;
  error: string | null;
  busy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onEnd: () => Promise<void>;
}

/** The visitor's side of the form: a first message starts a chat in the page's group, later ones are sent into it; End chat ends it. */
function useChatComposer(group: number, visitor: VisitorChat, previousSelected: RefObject<number | undefined>): ChatComposer {
  const { memory, remember, chat, setChat, setLines } = visitor;
  const [name, setName] = useState('');
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const body = draft.trim();
    if (!body || busy) return;
    setBusy(true);
    setError(null);
    try {
      const token = memory.token ?? (await newToken());
      if (chat && chat.status !== 'ended') {
        const line = await sendLine(token, chat.id, body);
        setLines((current) => withLine(current, line));
      } else {
        const started = await startChat(token, { group_id: group, name: name.trim(), message: body });
        remember({ token, chatId: started.id, status: 'queued', opened: true, selected: group });
        previousSelected.current = group;
        setLines([]);
        setChat(started);
      }
      setDraft('');
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : 'Oops... looks like something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  async function onEnd() {
    if (!chat || !memory.token) return;
    setChat(await endChat(memory.token, chat.id).catch(() => chat));
    remember({ ...readChatMemory(), chatId: null, status: 'browsing', opened: false });
  }

  return { name, setName, draft, setDraft, error, busy, onSubmit, onEnd };
}

/** The window's name (its title) and the button that minimises it. */
function ChatHeader({ titleId, title, onClose }: { titleId: string; title: string; onClose: () => void }) {
  return (
    <header>
      <h2 id={titleId}>{title || 'Live chat'}</h2>
      <button type="button" className="pf-live-chat-close" onClick={onClose} aria-label="Minimise chat">
        ×
      </button>
    </header>
  );
}

/** The visitor's name (before a chat is open), the message box that sends on Enter, a refusal, and Send / Start chat and End chat. */
function ChatForm({ open, composer }: { open: boolean; composer: ChatComposer }) {
  const { name, draft, error, busy } = composer;
  return (
    <form onSubmit={composer.onSubmit}>
      {!open && (
        <label>
          Your name{' '}
          <input
            type="text"
            value={name}
            maxLength={LIVE_CHAT_LIMITS.name}
            onChange={(event) => composer.setName(event.target.value)}
            autoComplete="given-name"
          />
        </label>
      )}
      <label>
        Message
        <textarea
          value={draft}
          maxLength={LIVE_CHAT_LIMITS.message}
          rows={2}
          required
          onChange={(event) => composer.setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
      </label>
      {error && (
        <p className="pf-live-chat-error" role="alert">
          {error}
        </p>
      )}
      <div className="pf-live-chat-actions">
        <button type="submit" className="button small" disabled={busy}>
          {open ? 'Send' : 'Start chat'}
        </button>
        {open && (
          <button type="button" className="button small secondary" onClick={() => void composer.onEnd()}>
            End chat
          </button>
        )}
      </div>
    </form>
  );
}

export default function LiveChat({ group, title, onClose }: LiveChatProps) {
  const visitor = useVisitorChat();
  const { chat } = visitor;
  // What the block selected on the last page this chat was open on: a chat staff moved to
  // another group stays there unless the visitor's selection changes.
  const previousSelected = useRef<number | undefined>(visitor.memory.selected);
  const titleId = useId();

  const status = chatStatus(chat);
  useStatusMemory(chat, status);
  useGroupTransfer(visitor, status, group, previousSelected);
  const composer = useChatComposer(group, visitor, previousSelected);

  const open = chat !== null && chat.status !== 'ended';
  return (
    <section className="pf-live-chat" role="dialog" aria-labelledby={titleId} data-status={chat?.status ?? 'new'}>
      <ChatHeader titleId={titleId} title={title} onClose={onClose} />
      {chat && (
        <p className="pf-live-chat-status" role="status">
          {STATUS_TEXT[chat.status]}
        </p>
      )}
      <ChatLines lines={visitor.lines} className="pf-live-chat-lines" />
      <ChatForm open={open} composer={composer} />
    </section>
  );
}

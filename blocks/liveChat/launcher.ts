import { liveChatGroupStatusPath } from '../../src/lib/live-chat-calls.ts';
import { INITIAL_VISIBILITY, shouldNudge, visibilityFor } from '../../src/lib/live-chat/rules.ts';
import { readChatMemory, NUDGED_KEY } from '../../src/lib/client/live-chat/memory.ts';

// The liveChat block's only script before anyone presses it. The launcher
// starts hidden; after showAfterSeconds it asks whether the group is online and shows the
// button only if so. Pressing it imports the chat island (React and its styles, a chunk of
// their own). A chat left open on an earlier page (opened flag) opens again here.

async function groupOnline(group: number): Promise<boolean> {
  try {
    const response = await fetch(liveChatGroupStatusPath(group), { headers: { accept: 'application/json' } });
    return response.ok && (await response.json()).online === true;
  } catch {
    return false;
  }
}

async function open(block: HTMLElement, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  try {
    const { openLiveChat } = await import('../../islands/live-chat/mount.tsx');
    openLiveChat({ group: Number(block.dataset.group), title: block.dataset.title ?? '', opener: button });
  } catch (error) {
    console.warn('[live chat] the chat could not load', error);
  } finally {
    button.removeAttribute('aria-busy');
  }
}

function arm(block: HTMLElement, reopen: boolean): void {
  const button = block.querySelector<HTMLButtonElement>('button[data-live-chat-open]');
  const nudge = block.querySelector<HTMLElement>('[data-live-chat-nudge]');
  if (!button) return;
  button.hidden = INITIAL_VISIBILITY === 'hidden';
  button.addEventListener('click', () => void open(block, button));
  const group = Number(block.dataset.group);
  const memory = readChatMemory();
  const reveal = async () => {
    const online = await groupOnline(group);
    button.hidden = visibilityFor(online, 'minimized') === 'hidden';
    block.dataset.ready = online ? 'online' : 'offline';
    if (nudge && shouldNudge({ groupOnline: online, alreadyNotified: sessionStorage.getItem(NUDGED_KEY) === '1', chatOpened: memory.opened })) {
      nudge.hidden = false;
      sessionStorage.setItem(NUDGED_KEY, '1');
    }
  };
  // A chat still queued or in progress from an earlier page opens again straight away.
  if (reopen && memory.opened && memory.chatId) void open(block, button);
  setTimeout(() => void reveal(), Number(block.dataset.showAfter ?? 0) * 1000);
}

/** Arms every liveChat block under `scope` once; only the first reopens a remembered chat. */
export function armLiveChat(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>('[data-live-chat]').forEach((block, index) => {
    if ('armed' in block.dataset) return;
    block.dataset.armed = '';
    arm(block, index === 0);
  });
}

import { createRoot, type Root } from 'react-dom/client';
import LiveChat from './LiveChat.tsx';
import styles from './live-chat.css?inline';
import { onLeave, readChatMemory, writeChatMemory } from '../../src/lib/client/live-chat/memory.ts';

// The chat window drawn on demand: the liveChat block's launcher imports this module only
// when the chat is opened, so a page with the block costs no React and no chat CSS before.
// The styles come as text (?inline): imported as a stylesheet, Astro would put them on every page.

let root: Root | undefined;
let opener: HTMLElement | undefined;

function addStyles(): void {
  if (document.querySelector('style[data-live-chat-styles]')) return;
  const style = document.createElement('style');
  style.dataset.liveChatStyles = '';
  style.textContent = styles;
  document.head.append(style);
}

/** Minimised: the next page does not open it again by itself (its opened flag goes). */
function close(): void {
  writeChatMemory({ ...readChatMemory(), opened: false });
  root?.render(null);
  opener?.focus();
}

/** Opens the chat window for a block's group (mounting React the first time). */
export function openLiveChat(options: { group: number; title: string; opener?: HTMLElement }): void {
  if (!root) {
    addStyles();
    const host = document.createElement('div');
    host.dataset.liveChatRoot = '';
    document.body.append(host);
    root = createRoot(host);
    // Leaving while not in chat clears the opened flag.
    window.addEventListener('pagehide', () => writeChatMemory(onLeave(readChatMemory())));
  }
  opener = options.opener;
  root.render(<LiveChat group={options.group} title={options.title} onClose={close} />);
}

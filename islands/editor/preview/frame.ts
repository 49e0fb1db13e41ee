import { EditorToPreview, readMessage, type PreviewToEditor } from '../../../src/lib/editor-messages.ts';
import { ApiRequestError } from '../../../src/lib/client/api-client.ts';
import { call } from '../../../src/lib/client/api.ts';
import { morphInto } from './morph.ts';

// The preview frame's side of the editor connection. Runs only in a storefront
// page opened in preview mode by a store member inside the editor: shoppers never load it.
// It says it is ready, draws each unsaved document the editor sends through the preview
// call into the page's content, and tells the editor which block the owner clicked.

const parent = window.parent;
const division = Number(document.documentElement.dataset.division);

function tell(message: PreviewToEditor): void {
  parent.postMessage(message, location.origin);
}

let latest = -1;
let selected: string | null = null;

function outline(): void {
  for (const element of document.querySelectorAll('[data-editor-selected]')) element.removeAttribute('data-editor-selected');
  if (selected) document.querySelector(`[data-block-id="${CSS.escape(selected)}"]`)?.setAttribute('data-editor-selected', '');
}

async function render(seq: number, page: Record<string, unknown>): Promise<void> {
  latest = seq;
  try {
    const { html } = await call('pages.preview', { division }, { page });
    // A later document may have been sent while this one was drawn: keep the newest only.
    if (seq !== latest) return;
    const content = document.getElementById('content');
    // The HTML comes from our own renderer (every owner string escaped, rich text sanitised).
    if (content) morphInto(content, html);
    outline();
    tell({ kind: 'rendered', seq, shownAt: performance.timeOrigin + performance.now() });
  } catch (error) {
    tell({ kind: 'failed', seq, message: error instanceof ApiRequestError ? error.failure.message : String(error) });
  }
}

if (parent !== window) {
  window.addEventListener('message', (event) => {
    const message = readMessage(event, { origin: location.origin, source: parent }, EditorToPreview);
    if (!message) return;
    if (message.kind === 'render') void render(message.seq, message.page);
    else {
      selected = message.id;
      outline();
    }
  });
  // Clicks choose blocks to edit rather than follow links away from the page being edited.
  document.addEventListener(
    'click',
    (event) => {
      const block = (event.target as Element | null)?.closest('[data-block-id]');
      event.preventDefault();
      if (block instanceof HTMLElement && block.dataset.blockId) tell({ kind: 'blockClicked', id: block.dataset.blockId });
    },
    true,
  );
  // Undo and redo reach the editor from here too (the frame is its own document).
  document.addEventListener('keydown', (event) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key !== 'z' && key !== 'y') return;
    event.preventDefault();
    tell({ kind: 'history', action: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
  });
  tell({ kind: 'ready' });
}

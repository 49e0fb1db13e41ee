import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { type EditorToPreview, PreviewToEditor, previewAddress, readMessage } from '../../src/lib/editor-messages.ts';
import { withOrder } from '../../src/lib/page-document/index.ts';
import { useEditor } from './editor-context.ts';

export const PREVIEW_WIDTHS = { desktop: '100%', tablet: '768px', mobile: '375px' } as const;
export type PreviewDevice = keyof typeof PREVIEW_WIDTHS;

interface Props {
  pageUrl: string;
  ySpacing: number | undefined;
  device: PreviewDevice;
}

/** Name of the performance measure from an edit to its rendering on screen (budget: < 100 ms). */
export const PREVIEW_MEASURE = 'pf-preview-latency';

/** Posts to the page in the preview frame, on this origin only. */
function postTo(frame: HTMLIFrameElement | null, message: EditorToPreview): void {
  frame?.contentWindow?.postMessage(message, location.origin);
}

/**
 * The live preview: the real storefront page in preview mode in a frame. After
 * the frame's ready handshake every change of the document is posted to it; the frame
 * draws it through the preview call and answers with the render it shows.
 */
export function PreviewFrame({ pageUrl, ySpacing, device }: Props) {
  const { store } = useEditor();
  const selected = useStore(store.$selected);
  const frame = useRef<HTMLIFrameElement>(null);
  // Counts handshakes: a frame that reloads says ready again and is sent the document again.
  const [ready, setReady] = useState(0);
  const [shown, setShown] = useState(-1);
  const [failure, setFailure] = useState<string | null>(null);
  const seq = useRef(0);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const message = readMessage(event, { origin: location.origin, source: frame.current?.contentWindow }, PreviewToEditor);
      if (!message) return;
      if (message.kind === 'ready') setReady((count) => count + 1);
      else if (message.kind === 'rendered') {
        // From the edit to the new blocks in the frame's DOM (the frame paints them next).
        const start = `pf-preview-edit-${message.seq}`;
        if (performance.getEntriesByName(start).length > 0) {
          performance.measure(PREVIEW_MEASURE, { start, end: Math.max(0, message.shownAt - performance.timeOrigin) });
        }
        setShown(message.seq);
        setFailure(null);
      } else if (message.kind === 'failed') setFailure(message.message);
      else if (message.kind === 'history') {
        if (message.action === 'undo') store.undo();
        else store.redo();
      } else store.select(message.id);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [store]);

  // Posted from the store's own subscription, in the same task as the edit: the preview
  // request leaves before React has re-rendered the editor (the latency budget is 100 ms).
  useEffect(() => {
    if (!ready) return;
    return store.$blocks.subscribe(() => {
      seq.current += 1;
      performance.mark(`pf-preview-edit-${seq.current}`);
      postTo(frame.current, { kind: 'render', seq: seq.current, page: { blocks: withOrder(store.$blocks.get()), properties: { ySpacing } } });
    });
  }, [ready, store, ySpacing]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: shown too: each new render in the frame is sent the selection again
  useEffect(() => {
    if (ready) postTo(frame.current, { kind: 'select', id: selected });
  }, [ready, selected, shown]);

  return (
    <div className="pf-preview" data-preview-ready={ready > 0} data-preview-shown={shown}>
      {failure && (
        <p className="pf-preview-failure" role="status">
          {failure}
        </p>
      )}
      <iframe ref={frame} title="Page preview" src={previewAddress(pageUrl)} style={{ width: PREVIEW_WIDTHS[device] }} />
    </div>
  );
}

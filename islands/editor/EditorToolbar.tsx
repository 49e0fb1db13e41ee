import type { ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import { useEditor } from './editor-context.ts';
import { PREVIEW_WIDTHS, type PreviewDevice } from './PreviewFrame.tsx';
import { SchedulePublish } from './SchedulePublish.tsx';
import { scheduledText } from './schedule-time.ts';

interface Props {
  page: EditorPage;
  saving: boolean;
  /** The document revision last saved: anything newer is unsaved. */
  $savedRevision: ReadableAtom<number>;
  publishing: boolean;
  device: PreviewDevice;
  onDevice: (device: PreviewDevice) => void;
  onPublish: () => void;
  /** A schedule call is under way. */
  scheduling: boolean;
  onSchedule: (publishAt: string) => void;
  onCancelSchedule: () => void;
}

const STATUS_TEXT: Record<EditorPage['status'], string> = { published: 'Published', draft: 'Draft', scheduled: 'Scheduled' };
const statusText = (page: EditorPage) => (page.status === 'scheduled' && page.scheduledAt ? scheduledText(page.scheduledAt) : STATUS_TEXT[page.status]);

/** Status, saving, undo/redo, preview width, Schedule and Publish. */
export function EditorToolbar({ page, saving, $savedRevision, publishing, device, onDevice, onPublish, scheduling, onSchedule, onCancelSchedule }: Props) {
  const { store } = useEditor();
  const history = useStore(store.$history);
  const dirty = useStore(store.$revision) !== useStore($savedRevision);
  const state = saving ? 'Saving…' : dirty ? 'Unsaved changes' : page.hasDraft ? 'Draft saved' : 'All changes published';
  return (
    <div className="pf-toolbar" role="toolbar" aria-label="Editor">
      <div className="pf-toolbar-page">
        <strong>{page.properties.title || page.url}</strong>
        <span className={`pf-status pf-status-${page.status}`} data-testid="page-status">
          {statusText(page)}
        </span>
        <span className="pf-saving" role="status" data-testid="save-state">
          {state}
        </span>
      </div>
      <div className="pf-toolbar-actions">
        <button type="button" onClick={() => store.undo()} disabled={history.past.length === 0} aria-keyshortcuts="Control+Z Meta+Z">
          Undo
        </button>
        <button type="button" onClick={() => store.redo()} disabled={history.future.length === 0} aria-keyshortcuts="Shift+Control+Z Shift+Meta+Z">
          Redo
        </button>
        <div role="radiogroup" aria-label="Preview width" className="pf-devices">
          {(Object.keys(PREVIEW_WIDTHS) as PreviewDevice[]).map((name) => (
            // biome-ignore lint/a11y/useSemanticElements: buttons of a segmented control; radio inputs would need restyling to look like them
            <button key={name} type="button" role="radio" aria-checked={device === name} onClick={() => onDevice(name)}>
              {name[0]!.toUpperCase() + name.slice(1)}
            </button>
          ))}
        </div>
        <SchedulePublish page={page} busy={publishing || scheduling} onSchedule={onSchedule} onCancel={onCancelSchedule} />
        <button type="button" className="pf-publish" onClick={onPublish} disabled={publishing || scheduling}>
          {publishing ? 'Publishing…' : 'Publish'}
        </button>
      </div>
    </div>
  );
}

import { useCallback, useMemo, useState } from 'react';
import type { BlockPosition } from '../../src/lib/page-document/index.ts';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import { makeBlock } from '../../blocks/registry.ts';
import { confirm } from '../popups/confirm.ts';
import Loading from '../popups/Loading.tsx';
import { announce, LiveRegion } from './announcer.tsx';
import { BlockCanvas } from './BlockCanvas.tsx';
import { BlockPalette } from './BlockPalette.tsx';
import { blockTitle } from './block-types.ts';
import { EditorContext, type EditorContextValue } from './editor-context.ts';
import { EditorToolbar } from './EditorToolbar.tsx';
import { HistoryPanel } from './HistoryPanel.tsx';
import { PropertyPanel } from './forms/PropertyPanel.tsx';
import { editorModuleSet, hasModule, type EditorModuleSet } from './modules.ts';
import { cancelScheduledPublish, publishPage, saveProblem, schedulePublish, type PageProblem } from './page-api.ts';
import { PreviewFrame, type PreviewDevice } from './PreviewFrame.tsx';
import { createEditorStore, type EditorStore } from './state/editor-store.ts';
import { keyboardMoveTarget, moveAnnouncement } from './state/keyboard-moves.ts';
import { isContainerType } from './block-types.ts';
import { useAutosave } from './use-autosave.ts';
import { useHistoryKeys } from '../shared/use-history-keys.ts';

interface Props {
  divisionId: number;
  initial: EditorPage;
}

/** The editor around one loaded page: block list, live preview, property form, autosave and publish. */
export function EditorWorkspace({ divisionId, initial }: Props) {
  const [page, setPage] = useState(initial);
  const store = useMemo(() => createEditorStore(initial.blocks), [initial]);
  const moduleSet = useMemo(() => editorModuleSet(initial), [initial]);
  const [paletteAt, setPaletteAt] = useState<BlockPosition | null>(null);
  const [device, setDevice] = useState<PreviewDevice>('desktop');
  const onSaved = useCallback((saved: EditorPage) => setPage(saved), []);
  const autosave = useAutosave(store, divisionId, initial.id, onSaved);
  const release = usePublishing(divisionId, page, setPage, autosave);
  useHistoryKeys((action) => (action === 'undo' ? store.undo() : store.redo()));
  const context = useEditorCommands(store, moduleSet, setPaletteAt);

  const addBlock = (type: string) => {
    if (!paletteAt) return;
    const node = makeBlock(type);
    store.dispatch({ type: 'insert', node, to: paletteAt });
    store.select(node.id);
    setPaletteAt(null);
    announce(`${blockTitle(type)} added`);
  };

  if (moduleSet === 'native') {
    return (
      <p className="pf-editor-problem" role="status">
        This page is drawn by the app itself and has no blocks to edit.
      </p>
    );
  }

  return (
    <EditorContext.Provider value={context}>
      <div
        className={`pf-editor pf-editor-${moduleSet}`}
        data-module-set={moduleSet}
        data-hit-target={hasModule(moduleSet, 'improvedHitTarget') ? 'improved' : undefined}
      >
        <EditorToolbar
          page={page}
          saving={autosave.saving}
          $savedRevision={autosave.$savedRevision}
          publishing={release.publishing}
          device={device}
          onDevice={setDevice}
          onPublish={() => void release.publish()}
          scheduling={release.scheduling}
          onSchedule={(publishAt) => void release.schedule(publishAt)}
          onCancelSchedule={() => void release.cancelSchedule()}
        />
        {autosave.problem && <SaveProblem problem={autosave.problem} />}
        {/* Publishing saves the draft and renders the page for shoppers: the editor waits on it, and says so. */}
        <Loading open={release.publishing} message="Publishing your page…" />
        {release.published && (
          <p className="pf-editor-published" role="status">
            Published. Shoppers now see this version.
          </p>
        )}
        <div className="pf-editor-body">
          <section className="pf-editor-blocks" aria-label="Blocks">
            <BlockCanvas />
            {hasModule(moduleSet, 'historyEditor') && <HistoryPanel />}
          </section>
          <section className="pf-editor-preview" aria-label="Preview">
            <PreviewFrame pageUrl={page.url} ySpacing={page.properties.ySpacing} device={device} />
          </section>
          <aside className="pf-editor-props" aria-label="Properties">
            <PropertyPanel />
          </aside>
        </div>
        {paletteAt && <BlockPalette onPick={addBlock} onClose={() => setPaletteAt(null)} />}
        <LiveRegion />
      </div>
    </EditorContext.Provider>
  );
}

/** The editor's commands on the store (open the palette, delete after a confirmation, moves announced), for the context. */
function useEditorCommands(store: EditorStore, moduleSet: EditorModuleSet, openPalette: (to: BlockPosition) => void) {
  return useMemo<EditorContextValue>(() => {
    const moveBlock = (id: string, to: BlockPosition) => {
      store.dispatch({ type: 'move', id, to });
      announce(moveAnnouncement(store.$blocks.get(), id, blockTitle));
    };
    return {
      store,
      moduleSet,
      openPalette,
      async confirmRemove(id) {
        const ok = await confirm({
          title: 'Delete block',
          message: 'Are you sure you want to delete this block?',
          confirmText: 'Delete block',
          cancelText: 'Cancel',
          danger: true,
        });
        if (!ok) return;
        store.dispatch({ type: 'remove', id });
        if (store.$selected.get() === id) store.select(null);
        announce('Block deleted');
      },
      moveBlock,
      keyboardMove(id, move) {
        const to = keyboardMoveTarget(store.$blocks.get(), id, move, isContainerType);
        if (to) moveBlock(id, to);
      },
    };
  }, [store, moduleSet, openPalette]);
}

/**
 * Publishing the page now, scheduling it and cancelling a schedule: the draft on screen is saved
 * first, the page as the server answers replaces ours, and a failure shows as the save problem.
 */
function usePublishing(
  divisionId: number,
  page: EditorPage,
  setPage: (page: EditorPage) => void,
  autosave: Pick<ReturnType<typeof useAutosave>, 'flush' | 'setProblem'>,
) {
  const [publishing, setPublishing] = useState(false);
  const [published, setPublished] = useState(false);
  const [scheduling, setScheduling] = useState(false);

  const publish = async () => {
    setPublishing(true);
    setPublished(false);
    try {
      if (!(await autosave.flush())) return;
      setPage(await publishPage(divisionId, page.id));
      setPublished(true);
    } catch (error) {
      autosave.setProblem(saveProblem(error));
    } finally {
      setPublishing(false);
    }
  };

  /** Schedules what is on screen: the draft is saved first, as Publish does. */
  const schedule = async (publishAt: string) => {
    setScheduling(true);
    setPublished(false);
    try {
      if (!(await autosave.flush())) return;
      setPage(await schedulePublish(divisionId, page.id, publishAt));
      autosave.setProblem(null);
    } catch (error) {
      autosave.setProblem(saveProblem(error));
    } finally {
      setScheduling(false);
    }
  };

  const cancelSchedule = async () => {
    setScheduling(true);
    try {
      setPage(await cancelScheduledPublish(divisionId, page.id));
      autosave.setProblem(null);
    } catch (error) {
      autosave.setProblem(saveProblem(error));
    } finally {
      setScheduling(false);
    }
  };

  return { publishing, published, scheduling, publish, schedule, cancelSchedule };
}

/** Why the draft could not be saved (or published), with each field's messages. */
function SaveProblem({ problem }: { problem: PageProblem }) {
  return (
    <div className="pf-editor-problem" role="alert" data-testid="save-problem">
      <p>{problem.message}</p>
      {problem.fields.length > 0 && (
        <ul>
          {problem.fields.map((field) => (
            <li key={field.name}>
              <code>{field.name}</code>: {field.messages.join(' ')}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import type { EditorPage } from '../../src/schemas/page-editing.ts';
import { createRefetchGuard } from './state/save-timing.ts';
import { EditorWorkspace } from './EditorWorkspace.tsx';
import { PaletteContext, type PaletteColour } from './forms/palette-context.ts';
import { loadPage, type PageProblem } from './page-api.ts';
import './editor.css';

interface Props {
  divisionId: number;
  pageId: number;
  palette: PaletteColour[];
}

// One guard for the island's lifetime: a page is fetched at most once per 30 s.
const refetchGuard = createRefetchGuard();

/** The live block editor: loads the page through the page calls, then edits it. */
export default function PageEditor({ divisionId, pageId, palette }: Props) {
  const [page, setPage] = useState<EditorPage | null>(null);
  const [problem, setProblem] = useState<PageProblem | null>(null);

  useEffect(() => {
    if (!refetchGuard.shouldFetch(pageId)) return;
    refetchGuard.fetched(pageId);
    void loadPage(divisionId, pageId).then((loaded) => (loaded.ok ? setPage(loaded.page) : setProblem(loaded.problem)));
  }, [divisionId, pageId]);

  if (problem)
    return (
      <p className="pf-editor-problem" role="alert">
        {problem.message}
      </p>
    );
  if (!page)
    return (
      <p className="pf-editor-loading" role="status">
        Loading page…
      </p>
    );
  return (
    <PaletteContext.Provider value={palette}>
      <EditorWorkspace divisionId={divisionId} initial={page} />
    </PaletteContext.Provider>
  );
}

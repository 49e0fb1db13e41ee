// Addresses of the page calls, shared by the dashboard, the editor
// island and the tests. `division` is the store's id.

const base = (division: number) => `/omnis/v3/divisions/${division}/pages`;

export const pageCalls = {
  /** GET: the store's pages (PageListItem[]). */
  list: (division: number) => `${base(division)}?page-type=StorePage`,
  /** POST: create a page (PageSaveBody without id) → EditorPage. */
  create: (division: number) => `${base(division)}/?imageType=object`,
  /** GET: load → EditorPage; PATCH: save the draft (PageSaveBody) → EditorPage. */
  page: (division: number, id: number) => `${base(division)}/${id}/?imageType=object`,
  /** DELETE: delete a saved page that is not the homepage. */
  remove: (division: number, id: number) => `${base(division)}/${id}/`,
  /** POST: make the draft live now → EditorPage. */
  publish: (division: number, id: number) => `${base(division)}/${id}/publish/`,
  /** POST { publishAt }: publish the draft at a time; DELETE: cancel that. */
  schedule: (division: number, id: number) => `${base(division)}/${id}/schedule/`,
  /** GET: the published versions, newest first (PageVersionSummary[]). */
  versions: (division: number, id: number) => `${base(division)}/${id}/versions/`,
  /** POST: copy a version into the draft → EditorPage. */
  restore: (division: number, id: number, version: number) => `${base(division)}/${id}/versions/${version}/restore/`,
  /** POST { page }: HTML of the unsaved page for the editor's preview. */
  preview: (division: number) => `${base(division)}/preview/`,
} as const;

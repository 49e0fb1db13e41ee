// The page calls' services. The owner edits a draft; publishing makes it live.
export { loadEditorPage } from './editor-page.ts';
export { createPage, savePage } from './save-page.ts';
export { deletePage } from './delete-page.ts';
export { publishPage } from './publish-page.ts';
export { schedulePublish, cancelScheduledPublish } from './schedule-page.ts';
export { runScheduledPublish } from './scheduled-publish.ts';
export { listVersions, restoreVersion, pageHistory, type PageHistoryEntry } from './versions.ts';
export { listEditorPages } from './page-list.ts';
export { pageThumbnail } from './thumbnail.ts';
export { pageIdParam } from './page-rows.ts';
export { PAGE_MESSAGES } from './page-errors.ts';
export { PAGE_TEMPLATES, templateBlocks, isPageTemplate, type PageTemplateKey } from './page-templates.ts';

// The content area's public face: what other areas, routes and components may use of it.
// Code inside the area imports its own files directly.

export { type BlogListingView, type BlogPostView, type BlogTagPageView, loadBlogIndex, loadBlogPost, loadBlogTagPage } from './blog/blog-pages.ts';
export { paginateBlog } from './blog/blog-paginate.ts';
export { BLOG_PATH, blogPostPath, blogTagPath } from './blog/blog-paths.ts';
export { listPublishedPosts } from './blog/blog-posts.ts';
export { blogPublicPaths } from './blog/blog-public-paths.ts';
export { insertBlogPost } from './blog/blog-writes.ts';
export { formatPostDate } from './blog/post-date.ts';
export { answerTeaser } from './help/answer-text.ts';
export { helpPage, type HelpPageView, type HelpView } from './help/help-pages.ts';
export { helpPublicPaths } from './help/help-public-paths.ts';
export {
  HELP_GROUPS_PATH,
  HELP_PATH,
  HELP_QUESTIONS_PATH,
  HELP_REASONS_PATH,
  helpGroupPath,
  helpQuestionPath,
  helpReasonPath,
  parseHelpPath,
} from './help/help-routes.ts';
export { insertContactReason, insertHelpGroup, insertHelpQuestion } from './help/help-writes.ts';
export { helpfulVoteResponse } from './help/helpful-vote.ts';
export { deletePage } from './pages/editing/delete-page.ts';
export { loadEditorPage } from './pages/editing/editor-page.ts';
export { PAGE_BODY_MAX_BYTES } from './pages/editing/page-body.ts';
export { PAGE_CALL_OPTIONS, pageErrors } from './pages/editing/page-errors.ts';
export { listEditorPages } from './pages/editing/page-list.ts';
export { sharedBlocks, type SharedBlocks } from './pages/shared-blocks.ts';
export { pageIdParam } from './pages/editing/page-rows.ts';
export type { PAGE_TEMPLATES } from './pages/editing/page-templates.ts';
export { publishPage } from './pages/editing/publish-page.ts';
export { createPage, savePage } from './pages/editing/save-page.ts';
export { cancelScheduledPublish, schedulePublish } from './pages/editing/schedule-page.ts';
export { scheduledPublishTask } from './pages/editing/scheduled-publish-task.ts';
export { deletePageScreen, type DeletePageView } from './pages/editing/screens/delete-page-screen.ts';
export { historyScreen, type HistoryView } from './pages/editing/screens/history-screen.ts';
export { newPageScreen, type NewPageView } from './pages/editing/screens/new-page-screen.ts';
export { pagesListScreen, type PagesListView } from './pages/editing/screens/pages-list-screen.ts';
export { deletePath, editorPath, historyPath, screenPageId } from './pages/editing/screens/screen-page.ts';
export { pageThumbnail } from './pages/editing/thumbnail.ts';
export { listVersions, restoreVersion } from './pages/editing/versions.ts';
export { editorScreen, type EditorScreenView } from './pages/editor-screen.ts';
export { findPageByUrl, insertPage, listPageSummaries, type NewPage } from './pages/pages.ts';

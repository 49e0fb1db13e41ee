import type { StoreScope } from '../../../../stores/index.ts';
import type { ShellData } from '../../../../../platform/pages/shell-data.ts';
import type { StorefrontPage } from '../../../../../platform/pages/page-result.ts';
import type { FormPost } from '../../../../../platform/pages/form-post.ts';
import { createPage } from '../save-page.ts';
import { slugify } from '../../../../../lib/slugify.ts';
import { PAGE_TEMPLATES, isPageTemplate, templateBlocks, templateEditor } from '../page-templates.ts';
import { pageScreen, editorPath, refusal, refusalStatus, sameHostForm } from './screen-page.ts';

export interface NewPageView {
  templates: typeof PAGE_TEMPLATES;
  values: { title: string; url: string; template: string };
  error: string | null;
}

/**
 * /dashboard/store/pages/new/: GET shows the form (blank page or a template); POST creates
 * the page as a draft and sends the owner on to its editor. Works without JavaScript.
 */
export async function newPageScreen(
  scope: StoreScope,
  shell: ShellData,
  post: FormPost | undefined,
  url: URL,
  userId: number | null,
): Promise<StorefrontPage<NewPageView>> {
  const blank = { title: '', url: '', template: url.searchParams.get('template') ?? 'blank' };
  if (!post) return pageScreen(shell, url, 'New page', { templates: PAGE_TEMPLATES, values: blank, error: null });
  let values = blank;
  try {
    const fields = sameHostForm(post);
    values = { title: fields.get('title')?.trim() ?? '', url: fields.get('url') ?? '', template: fields.get('template') ?? 'blank' };
    const template = isPageTemplate(values.template) ? values.template : 'blank';
    const page = await createPage(
      scope,
      {
        url: values.url.trim() || slugify(values.title),
        properties: { title: values.title, ...templateEditor(template) },
        blocks: templateBlocks(template, values.title),
      },
      userId,
    );
    return { kind: 'redirect', location: editorPath(page.id), status: 303 };
  } catch (error) {
    return pageScreen(shell, url, 'New page', { templates: PAGE_TEMPLATES, values, error: refusal(error) }, refusalStatus(error));
  }
}

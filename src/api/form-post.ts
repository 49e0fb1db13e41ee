import type { FormPost } from '../platform/pages/form-post.ts';
import { isSameHostForm } from './same-host-form.ts';

/** A page's posted form for its page service (undefined unless the request is a POST). */
export async function readFormPost(request: Request, url: URL): Promise<FormPost | undefined> {
  if (request.method !== 'POST') return undefined;
  return { sameHost: isSameHostForm(request.headers, url.host), form: await request.formData().catch(() => undefined) };
}

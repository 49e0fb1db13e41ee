import type { StoreScope } from '../../stores/index.ts';
import type { HelpRoute } from './help-routes.ts';
import { HelpfulAnswer } from '../../../schemas/help.ts';
import { loadHelpPage } from './help-pages.ts';
import { recordHelpfulAnswer } from './help-writes.ts';

/**
 * "Was this helpful?" is a form posted to the question's own address: it is counted, then
 * the browser is sent on (303) to ?helpful=yes|no, which only thanks. A GET never counts,
 * so link prefetchers, crawlers and reloads cannot vote.
 */
export async function helpfulVoteResponse(scope: StoreScope | undefined, route: HelpRoute | undefined, request: Request): Promise<Response> {
  const result = scope && route?.kind === 'question' ? await loadHelpPage(scope, route, new URL(request.url).origin, scope.division.companyName) : undefined;
  if (!scope || result?.kind !== 'page' || result.view.kind !== 'question') return new Response(null, { status: 404 });
  const posted = await request.formData().then(
    (form) => form.get('helpful'),
    () => null,
  );
  const vote = HelpfulAnswer.safeParse(posted);
  if (!vote.success) return new Response('Choose yes or no.', { status: 400, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  await recordHelpfulAnswer(scope, result.view.question, vote.data);
  return new Response(null, { status: 303, headers: { location: `${result.canonicalPath}?helpful=${vote.data}#helpful` } });
}

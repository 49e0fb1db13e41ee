import { defineMiddleware } from 'astro:middleware';
import { captureRendering } from '../server/render-cache/capture.ts';

/** Keeps shareable store pages in the render cache, marks everything else private. */
export const renderCapture = defineMiddleware(async (context, next) => {
  const scope = context.locals.scope;
  const response = await next();
  if (!scope) return response;
  return captureRendering(
    {
      db: scope.db,
      division: scope.division,
      host: context.request.headers.get('host') ?? '',
      pathname: context.url.pathname,
      search: context.url.search,
      method: context.request.method,
      decision: context.locals.renderCache,
    },
    response,
  );
});

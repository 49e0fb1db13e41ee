import { defineMiddleware } from 'astro:middleware';
import { errorResponse } from '../api/respond.ts';
import { ApiError } from '../platform/errors/api-error.ts';
import { unknownStoreResponse } from '../platform/http/unknown-store.ts';
import { badRequestResponse } from '../platform/http/bad-request.ts';
import { previewThemeOf } from '../lib/preview-theme.ts';
import { isThemeName } from '../../themes/index.ts';
import { devLocals } from './dev-runtime.ts';

export const API_PREFIX = '/omnis/';

/**
 * The store was resolved from the Host header by the front server, once per request
 * (STYLE habit 6), and arrives in locals; here the answers that need no page are given.
 */
export const tenancy = defineMiddleware(async (context, next) => {
  if (!context.locals.runtime) Object.assign(context.locals, await devLocals(context.request.headers.get('host') ?? ''));
  const match = context.locals.host;
  if (match.kind === 'unknown') {
    if (context.url.pathname.startsWith(API_PREFIX)) return errorResponse(new ApiError('notFound', 'Store not found'));
    return unknownStoreResponse(match.host);
  }
  if (match.kind === 'store') {
    const previewTheme = previewThemeOf(context.url);
    if (previewTheme !== undefined && !isThemeName(previewTheme)) {
      return badRequestResponse('Unknown theme', `There is no theme called “${previewTheme.slice(0, 60)}” to preview.`);
    }
  }
  return next();
});

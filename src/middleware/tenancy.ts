import { defineMiddleware } from 'astro:middleware';
import { config } from '../server/config.ts';
import { getDb } from '../server/db/database.ts';
import { resolveHostMemo } from '../server/stores/host-memo.ts';
import { errorResponse } from '../server/errors/respond.ts';
import { ApiError } from '../server/errors/api-error.ts';
import { unknownStoreResponse } from '../server/platform/unknown-store.ts';
import { badRequestResponse } from '../server/platform/bad-request.ts';
import { previewThemeOf } from '../lib/preview-theme.ts';
import { isThemeName } from '../../themes/index.ts';
import { noteHost } from '../server/render-cache/capture.ts';

export const API_PREFIX = '/omnis/';

/** Resolves the store from the Host header once per request (STYLE habit 6). */
export const tenancy = defineMiddleware(async (context, next) => {
  const db = await getDb();
  const host = context.request.headers.get('host') ?? '';
  const match = await resolveHostMemo(db, host, config.platformDomain);
  context.locals.host = match;
  if (match.kind === 'unknown') {
    if (context.url.pathname.startsWith(API_PREFIX)) return errorResponse(new ApiError('notFound', 'Store not found'));
    return unknownStoreResponse(match.host);
  }
  if (match.kind === 'store') {
    const previewTheme = previewThemeOf(context.url);
    if (previewTheme !== undefined && !isThemeName(previewTheme)) {
      return badRequestResponse('Unknown theme', `There is no theme called “${previewTheme.slice(0, 60)}” to preview.`);
    }
    context.locals.scope = { db, division: match.division };
    noteHost(host, match.division);
  }
  return next();
});

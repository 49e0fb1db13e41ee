import { sequence } from 'astro:middleware';
import { tenancy } from './tenancy.ts';
import { identity } from './identity.ts';
import { csrf } from './csrf.ts';
import { guards } from './guards.ts';
import { renderCapture } from './render-capture.ts';
import { pointBlockedUrlsAtMainSite } from '../server/platform/main-site.ts';

// Loaded once, before the app renders anything: what browser-safe code learns from the server.
pointBlockedUrlsAtMainSite();

// Host → store, then who is asking, then the CSRF check, then where they may go, and
// innermost the render cache's capture of what a page produced.
export const onRequest = sequence(tenancy, identity, csrf, guards, renderCapture);

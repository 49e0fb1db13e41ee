import { sequence } from 'astro:middleware';
import { tenancy } from './tenancy.ts';
import { identity } from './identity.ts';
import { csrf } from './csrf.ts';
import { guards } from './guards.ts';
import { affiliateLinks } from './affiliate-links.ts';
import { apiMethods } from './api-methods.ts';
import { pointBlockedUrlsAtMainSite } from '../platform/http/main-site.ts';

// Loaded once, before the app renders anything: what browser-safe code learns from the server.
pointBlockedUrlsAtMainSite();

// The store (resolved by the front server), then who is asking, then the CSRF check, then
// where they may go (an API method no route exports is the API's JSON 405). What a page
// produced is kept or not by the front server (render cache).
export const onRequest = sequence(tenancy, identity, csrf, apiMethods, affiliateLinks, guards);

import { sequence } from 'astro:middleware';
import { tenancy } from './tenancy.ts';
import { identity } from './identity.ts';
import { csrf } from './csrf.ts';
import { guards } from './guards.ts';
import { renderCapture } from './render-capture.ts';
import { securityHeaders } from './security-headers.ts';

// Security headers around everything; host → store, then who is asking, then the CSRF check, then where they may go, and
// innermost the render cache's capture of what a page produced.
export const onRequest = sequence(securityHeaders, tenancy, identity, csrf, guards, renderCapture);

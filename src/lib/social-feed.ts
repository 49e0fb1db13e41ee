// Shared by the feed block's schema (which the editor loads in the browser) and the
// server's social-feed service, so it lives in src/lib rather than src/server.

/** At most 20 Instagram posts are asked for at once. */
export const INSTAGRAM_POSTS_LIMIT = 20;

import type { SocialPost } from '../../../schemas/social-post.ts';

/**
 * Where a store's social posts come from (STYLE habit 9: providers speak domain types).
 * The built-in provider reads the `social_posts` table; the Instagram one asks the
 * Graph API. Callers never see a provider's own shapes.
 */
export interface SocialFeedProvider {
  /** Newest first, at most `limit` (1–20). */
  recentPosts(limit: number): Promise<SocialPost[]>;
}

/** The provider could not answer (network down, token expired, unexpected reply). */
export class SocialFeedError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SocialFeedError';
  }
}

import { isBot } from './bots.ts';

// Feature flags: which optional parts a page turns on. Most are on by default;
// datadog is off for bots (src/lib/bots.ts: their visits would only cost monitoring quota);
// any flag can be set for one visit with ?feature-{name}=true|false.

export const FEATURE_FLAGS = ['fontawesome', 'components', 'pages', 'sentry', 'stripe', 'gtm', 'datadog'] as const;
export type FeatureFlag = (typeof FEATURE_FLAGS)[number];
export type FeatureFlags = Record<FeatureFlag, boolean>;

/** The flags for one visit: the defaults, then the query's overrides (anything but exactly true or false is ignored). */
export function featureFlags(query: URLSearchParams, userAgent: string | null | undefined): FeatureFlags {
  const flags: FeatureFlags = {
    fontawesome: true,
    components: true,
    pages: true,
    sentry: true,
    stripe: true,
    gtm: true,
    datadog: !isBot(userAgent),
  };
  for (const name of FEATURE_FLAGS) {
    const value = query.get(`feature-${name}`);
    if (value === 'true') flags[name] = true;
    else if (value === 'false') flags[name] = false;
  }
  return flags;
}

// The customer's page for a bespoke order (its calls, quotes.* and atlasQuotes.*, are in src/schemas/api.ts).

/** The customer's page for a bespoke order: its quote form while editable, then where it stands. */
export const quotePagePath = (hash: string) => `/advanced-quote/${encodeURIComponent(hash)}/`;

// Where a saved design opens again (the studio's calls, studio.*, are in src/schemas/api.ts).

/** Its share link. */
export const designShareUrl = (uuid: string) => `/studio/?design=${uuid}`;

// A 422 carries { errors: { field: [messages] } } and its snackbar shows the
// first message. Same shape and root key as src/api/respond.ts.

export type FieldErrors = Record<string, string[]>;

/** Where an issue about the whole value (an empty path) is filed. */
export const ROOT_FIELD = '_';

interface IssueLike {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * Issues grouped by field (nested paths joined with dots: "items.0.name"). Fields and
 * messages keep issue order, which follows schema and rule order, so the first message
 * of the first field is the one to show; a repeated message is listed once.
 */
export function fieldErrors(error: { readonly issues: readonly IssueLike[] }): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : ROOT_FIELD;
    const list = errors[field] ?? [];
    if (!list.includes(issue.message)) list.push(issue.message);
    errors[field] = list;
  }
  return errors;
}

/** The message a 422 snackbar shows, or null so the caller falls back to the response message. */
export function firstMessage(errors: Readonly<Record<string, readonly string[]>> | null | undefined): string | null {
  if (!errors) return null;
  for (const list of Object.values(errors)) {
    const message = list.find((item) => item !== '');
    if (message !== undefined) return message;
  }
  return null;
}

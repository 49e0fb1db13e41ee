// A plain HTML form posted to a page (it works without JavaScript), as its page service gets it.

export interface FormPost {
  /**
   * A page of this same host sent it: the CSRF rule for plain forms, which cannot carry the
   * API's token header (src/api/same-host-form.ts decides it from the browser's headers).
   */
  sameHost: boolean;
  /** Its fields; undefined when the body could not be read as a form. */
  form: FormData | undefined;
}

/** A text field of a posted form, or undefined when it is absent (or a file). */
export function formText(form: FormData | undefined, name: string): string | undefined {
  const value = form?.get(name);
  return typeof value === 'string' ? value : undefined;
}

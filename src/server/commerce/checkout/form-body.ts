/**
 * A posted form as the JSON body the checkout call takes: "shippingAddress.zip" becomes
 * { shippingAddress: { zip } }. Only string fields, at most two levels, nothing inherited.
 */
export function formBody(form: FormData | undefined): Record<string, unknown> {
  const body: Record<string, unknown> = Object.create(null);
  if (!form) return body;
  for (const [name, value] of form) {
    if (typeof value !== 'string' || name.length > 60) continue;
    const [outer = '', inner, ...rest] = name.split('.');
    if (rest.length > 0 || outer === '' || outer === '__proto__') continue;
    if (inner === undefined) body[outer] = value;
    else {
      const group = (body[outer] ?? Object.create(null)) as Record<string, unknown>;
      body[outer] = group;
      if (typeof group === 'object' && inner !== '__proto__') group[inner] = value;
    }
  }
  return body;
}

/** The flat "a.b" → string map a form shows its values from. */
export function flatValues(body: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string') values[name] = value;
    else if (typeof value === 'boolean') values[name] = value ? 'on' : '';
    else if (value && typeof value === 'object') {
      for (const [inner, nested] of Object.entries(value)) if (typeof nested === 'string') values[`${name}.${inner}`] = nested;
    }
  }
  return values;
}

/**
 * Turns form fields with bracketed names into the JSON body the API takes:
 * `item[productUrl]=tee` → { item: { productUrl: 'tee' } }, `items[0][productId]=3` →
 * { items: [{ productId: '3' }] }. Values stay strings; the call's schema converts them.
 * Prototype keys are refused so a form cannot reach Object.prototype.
 */
export function formToObject(form: FormData): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') continue;
    const path = name.replace(/\]/g, '').split('[');
    if (path.length > 4 || path.some((part) => part === '__proto__' || part === 'constructor' || part === 'prototype')) continue;
    let node: Record<string, unknown> = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      if (last) {
        node[part] = value;
        return;
      }
      const isIndex = /^\d{1,2}$/.test(path[index + 1] ?? '');
      const next = node[part];
      if (typeof next !== 'object' || next === null) node[part] = isIndex ? [] : {};
      node = node[part] as Record<string, unknown>;
    });
  }
  return root;
}

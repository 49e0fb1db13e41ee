// Swaps freshly rendered HTML into the preview in place: nodes that did not change are
// kept (so images are not reloaded and the page does not flash), changed elements of the
// same tag keep their element and get the new attributes and children. A tiny morphdom,
// enough for the renderer's output, which is the same markup give or take the edit.

function syncAttributes(current: Element, next: Element): void {
  for (const { name } of [...current.attributes]) if (!next.hasAttribute(name)) current.removeAttribute(name);
  for (const { name, value } of next.attributes) if (current.getAttribute(name) !== value) current.setAttribute(name, value);
}

function morphChildren(current: Node, next: Node): void {
  const before = [...current.childNodes];
  const after = [...next.childNodes];
  if (before.length !== after.length) {
    (current as ParentNode).replaceChildren(...after);
    return;
  }
  after.forEach((fresh, index) => {
    const old = before[index]!;
    if (old.isEqualNode(fresh)) return;
    if (old instanceof Element && fresh instanceof Element && old.tagName === fresh.tagName && old.tagName !== 'SCRIPT') {
      syncAttributes(old, fresh);
      morphChildren(old, fresh);
    } else if (old.nodeType === Node.TEXT_NODE && fresh.nodeType === Node.TEXT_NODE) {
      old.nodeValue = fresh.nodeValue;
    } else {
      old.replaceWith(fresh);
    }
  });
}

/** Makes `target`'s content equal to `html`, touching only what differs. */
export function morphInto(target: Element, html: string): void {
  const template = document.createElement('template');
  template.innerHTML = html;
  morphChildren(target, template.content);
}

import { acceptedUntil, gateStorageKey, isStillAccepted } from './remembered.ts';

// Remembers a gate's answer. The gate itself is a <details>: it opens on click with no
// script; this only keeps it open on later visits (localStorage, or sessionStorage when
// the gate remembers for 0 days) and opens every gate sharing its name at once.

function storageFor(root: HTMLElement): Storage | undefined {
  try {
    return Number(root.dataset.gateDays) > 0 ? localStorage : sessionStorage;
  } catch (error) {
    // Storage blocked (privacy settings): the gate simply asks on every page.
    console.warn('[gate] cannot remember answers', error);
    return undefined;
  }
}

function enhance(root: HTMLElement): void {
  const details = root.querySelector<HTMLDetailsElement>('details[data-gate-details]');
  const name = root.dataset.gate;
  if (!details || !name || 'enhanced' in root.dataset) return;
  root.dataset.enhanced = '';
  const storage = storageFor(root);
  const key = gateStorageKey(name);
  if (isStillAccepted(storage?.getItem(key) ?? null, Date.now())) details.open = true;
  details.addEventListener('toggle', () => {
    if (!details.open) return;
    storage?.setItem(key, acceptedUntil(Math.max(Number(root.dataset.gateDays), 1), Date.now()));
    for (const other of document.querySelectorAll<HTMLDetailsElement>(`[data-gate="${name}"] details[data-gate-details]`)) other.open = true;
  });
}

/** Enhances every gate under `scope` once. */
export function enhanceGates(scope: ParentNode): void {
  scope.querySelectorAll<HTMLElement>('[data-gate]').forEach(enhance);
}

import { apiFetch, ApiRequestError } from '../../lib/client/api-client.ts';

// Sends the split-test screen's form and End buttons to the owner API as JSON (apiFetch adds
// X-XSRF-TOKEN), shows each field's message beside it, and reloads on success so the
// results table shows the change.

/** The form as the create call's body: named, non-empty variations, the checked one the default. */
export function splitTestBody(form: HTMLFormElement): Record<string, unknown> {
  const data = new FormData(form);
  const chosen = String(data.get('default') ?? '0');
  const variations: { name: string; default: boolean }[] = [];
  for (const slot of [0, 1, 2, 3]) {
    const name = String(data.get(`variation-${slot}`) ?? '').trim();
    if (name !== '') variations.push({ name, default: String(slot) === chosen });
  }
  return { name: String(data.get('name') ?? '').trim(), code: String(data.get('code') ?? '').trim(), variations };
}

function showFailure(form: HTMLFormElement, status: HTMLElement | null, error: unknown): void {
  const failure = error instanceof ApiRequestError ? error : undefined;
  for (const [field, messages] of Object.entries(failure?.failure.errors ?? {})) {
    const line = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(field.split('.')[0]!)}"]`);
    if (line) line.textContent = messages[0] ?? '';
  }
  if (status) {
    status.textContent = failure?.message ?? 'Oops... looks like something went wrong. Please try again.';
    status.dataset.outcome = 'error';
  }
}

export function enhanceSplitTestScreen(scope: ParentNode): void {
  scope.querySelectorAll<HTMLFormElement>('form[data-split-test-form]').forEach((form) => {
    const status = form.querySelector<HTMLElement>('[data-form-status]');
    form.addEventListener('submit', async (event) => {
      event.preventDefault();
      form.querySelectorAll<HTMLElement>('[data-error-for]').forEach((line) => {
        line.textContent = '';
      });
      if (status) status.textContent = '';
      try {
        await apiFetch(form.dataset.action ?? '', { method: 'POST', json: splitTestBody(form) });
        window.location.reload();
      } catch (error) {
        showFailure(form, status, error);
      }
    });
  });
  scope.querySelectorAll<HTMLButtonElement>('button[data-end-test]').forEach((button) => {
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        await apiFetch(button.dataset.endTest ?? '', { method: 'POST', json: {} });
        window.location.reload();
      } catch {
        button.disabled = false;
      }
    });
  });
}

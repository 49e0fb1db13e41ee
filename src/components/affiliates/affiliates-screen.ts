import { apiFetch, ApiRequestError } from '../../lib/client/api-client.ts';

// Sends the affiliate screen's forms to the owner API as JSON (apiFetch adds X-XSRF-TOKEN)
// and shows each field's validation message beside it; a saved form reloads the page so the
// table and figures show the change.

function values(form: HTMLFormElement): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement) || !element.name) continue;
    if (element.type === 'checkbox') body[element.name] = element.checked;
    else if (element.value.trim() !== '') body[element.name] = element.value.trim();
  }
  return body;
}

function enhance(form: HTMLFormElement): void {
  // The screen and the settings form each load this script: a form is enhanced once.
  if ('enhanced' in form.dataset) return;
  form.dataset.enhanced = '';
  const status = form.querySelector<HTMLElement>('[data-form-status]');
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    form.querySelectorAll<HTMLElement>('[data-error-for]').forEach((line) => {
      line.textContent = '';
    });
    if (status) status.textContent = '';
    try {
      await apiFetch(form.dataset.action ?? '', { method: form.dataset.method ?? 'POST', json: values(form) });
      window.location.reload();
    } catch (error) {
      const failure = error instanceof ApiRequestError ? error : undefined;
      for (const [field, messages] of Object.entries(failure?.failure.errors ?? {})) {
        const line = form.querySelector<HTMLElement>(`[data-error-for="${CSS.escape(field)}"]`);
        if (line) line.textContent = messages[0] ?? '';
      }
      if (status) {
        status.textContent = failure?.message ?? 'Oops... looks like something went wrong. Please try again.';
        status.dataset.outcome = 'error';
      }
    }
  });
}

export function enhanceAffiliateForms(scope: ParentNode): void {
  scope.querySelectorAll<HTMLFormElement>('form[data-affiliate-form]').forEach(enhance);
}

import { ensureXsrfToken } from '../../src/lib/client/api-client.ts';
import { XSRF_HEADER } from '../../src/lib/xsrf.ts';
import { SUBSCRIBE_API_PATH, subscribeOutcome } from './outcome.ts';

// Sends the newsletter form to the JSON API with fetch (the XSRF-TOKEN cookie echoed
// as the X-XSRF-TOKEN header, as every unsafe API call does; cached pages set no cookie, so ensureXsrfToken
// asks the API for one first) and shows the answer in place. Without this script the
// same form posts to the /subscribe/ page.

async function send(form: HTMLFormElement): Promise<{ status: number; body: unknown }> {
  const token = await ensureXsrfToken();
  const response = await fetch(SUBSCRIBE_API_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { [XSRF_HEADER]: token } : {}) },
    body: JSON.stringify(Object.fromEntries(new FormData(form))),
  });
  return { status: response.status, body: await response.json().catch(() => undefined) };
}

function enhance(form: HTMLFormElement): void {
  const status = form.parentElement?.querySelector<HTMLElement>('[data-newsletter-status]');
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!status || 'enhanced' in form.dataset) return;
  form.dataset.enhanced = '';
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (button?.disabled) return;
    if (button) button.disabled = true;
    status.textContent = '';
    const outcome = await send(form).then(
      ({ status: code, body }) => subscribeOutcome(code, body),
      (error: unknown) => {
        console.warn('[newsletter] subscribe failed', error);
        return subscribeOutcome(0, undefined);
      },
    );
    status.textContent = outcome.message;
    status.dataset.outcome = outcome.ok ? 'success' : 'error';
    if (outcome.ok) form.reset();
    if (button) button.disabled = false;
  });
}

/** Enhances every newsletter form under `scope` once. */
export function enhanceNewsletterForms(scope: ParentNode): void {
  scope.querySelectorAll<HTMLFormElement>('form[data-newsletter-form]').forEach(enhance);
}

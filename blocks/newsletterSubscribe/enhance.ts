import { subscribeOutcome } from './outcome.ts';

// Sends the newsletter form with fetch (JSON, the XSRF-TOKEN cookie echoed as the
// X-XSRF-TOKEN header, spec §7) and shows the answer in place. Without this script the
// same form posts as a normal page request.

function xsrfToken(): string | undefined {
  const match = /(?:^|;\s*)XSRF-TOKEN=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : undefined;
}

async function send(form: HTMLFormElement): Promise<{ status: number; body: unknown }> {
  const token = xsrfToken();
  const response = await fetch(form.action, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { 'x-xsrf-token': token } : {}) },
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

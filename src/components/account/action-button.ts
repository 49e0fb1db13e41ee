import { ApiRequestError, apiFetch, GENERIC_ERROR } from '../../lib/client/api-client.ts';
import { safeReturnPath } from '../../lib/return-path.ts';

// One-button account actions (log out, resend the verification link, accept the
// licence) need no React: this script posts the button's call with apiFetch (JSON,
// X-XSRF-TOKEN) and then follows the API's redirect or shows its message.

interface ActionAnswer {
  redirect?: string;
  message?: string;
}

function messageOf(error: unknown): string {
  if (error instanceof ApiRequestError && error.failure.status !== 0) return error.failure.message;
  return GENERIC_ERROR;
}

function enhance(button: HTMLButtonElement): void {
  if ('enhanced' in button.dataset) return;
  button.dataset.enhanced = '';
  const status = button.dataset.statusId ? document.getElementById(button.dataset.statusId) : null;
  button.addEventListener('click', async () => {
    if (button.getAttribute('aria-busy') === 'true') return;
    const path = button.dataset.accountAction ?? '';
    const body = button.dataset.body ? (JSON.parse(button.dataset.body) as unknown) : {};
    button.setAttribute('aria-busy', 'true');
    if (status) status.textContent = '';
    try {
      const { data } = await apiFetch<ActionAnswer | undefined>(path, { method: 'POST', json: body });
      if (data?.redirect && button.dataset.follow !== undefined) {
        window.location.assign(safeReturnPath(data.redirect, '/'));
        return;
      }
      if (status) {
        status.textContent = data?.message ?? button.dataset.done ?? '';
        status.dataset.tone = 'success';
      }
    } catch (error) {
      if (status) {
        status.textContent = messageOf(error);
        status.dataset.tone = 'error';
      }
    }
    button.removeAttribute('aria-busy');
  });
}

/** Wires every `button[data-account-action]` under `root` once. */
export function enhanceAccountActions(root: ParentNode): void {
  root.querySelectorAll<HTMLButtonElement>('button[data-account-action]').forEach(enhance);
}

import { atom } from 'nanostores';

// Popups are separate islands from the buttons that open them, so their state lives in
// nanostores (DESIGN: "shared client state lives in nanostores"). A popup island
// listens; anything on the page opens it through the functions below.

type Settle = (confirmed: boolean) => void;

/** Callers waiting for the password to be confirmed; null when the popup is closed. */
export const $passwordConfirmation = atom<{ waiting: Settle[] } | null>(null);

/** Two-factor changed on this page (the dashboard turned it on or off); null: as rendered. */
export const $twoFactorEnabled = atom<boolean | null>(null);

/**
 * Opens the password-confirmation popup and resolves true once the password (and code)
 * was accepted, false if the person closed it. Asking while it is open joins the wait.
 */
export function requestPasswordConfirmation(): Promise<boolean> {
  return new Promise((resolve) => {
    const open = $passwordConfirmation.get();
    $passwordConfirmation.set({ waiting: [...(open?.waiting ?? []), resolve] });
  });
}

/** Closes the popup, telling every caller how it ended. */
export function settlePasswordConfirmation(confirmed: boolean): void {
  const open = $passwordConfirmation.get();
  $passwordConfirmation.set(null);
  for (const settle of open?.waiting ?? []) settle(confirmed);
}

export type PermissionRequestKind = 'general' | 'dashboard';

export interface PermissionRequestTarget {
  /** The permission names asked for, e.g. ["dashboard.pages"]. */
  permissions: string[];
  /** 'dashboard' opens the dashboard-access wording, 'general' the plain request. */
  kind: PermissionRequestKind;
  /** What the person tried to open ("Edit pages"), for the popup's wording. */
  feature?: string;
}

export const $permissionRequest = atom<PermissionRequestTarget | null>(null);

export function openPermissionRequest(target: PermissionRequestTarget): void {
  if (target.permissions.length > 0) $permissionRequest.set(target);
}

export function closePermissionRequest(): void {
  $permissionRequest.set(null);
}

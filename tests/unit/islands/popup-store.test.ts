import { afterEach, describe, expect, it } from 'vitest';
import {
  $passwordConfirmation,
  $permissionRequest,
  closePermissionRequest,
  openPermissionRequest,
  requestPasswordConfirmation,
  settlePasswordConfirmation,
} from '../../../islands/account/popups/popup-store.ts';

afterEach(() => {
  $passwordConfirmation.set(null);
  $permissionRequest.set(null);
});

describe('password confirmation popup state', () => {
  it('opens on request and resolves every waiting caller with the outcome', async () => {
    const first = requestPasswordConfirmation();
    const second = requestPasswordConfirmation();
    expect($passwordConfirmation.get()?.waiting).toHaveLength(2);
    settlePasswordConfirmation(true);
    expect(await first).toBe(true);
    expect(await second).toBe(true);
    expect($passwordConfirmation.get()).toBeNull();
  });

  it('resolves false when closed', async () => {
    const waiting = requestPasswordConfirmation();
    settlePasswordConfirmation(false);
    expect(await waiting).toBe(false);
  });
});

describe('permission request popup state', () => {
  it('opens with what was asked, and not for an empty list', () => {
    openPermissionRequest({ permissions: [], kind: 'general' });
    expect($permissionRequest.get()).toBeNull();
    openPermissionRequest({ permissions: ['dashboard.plugins'], kind: 'dashboard', feature: 'Plugins' });
    expect($permissionRequest.get()).toEqual({ permissions: ['dashboard.plugins'], kind: 'dashboard', feature: 'Plugins' });
    closePermissionRequest();
    expect($permissionRequest.get()).toBeNull();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../src/lib/client/api-client.ts';
import { needsPasswordConfirmation, withPasswordConfirmation } from '../../../islands/account/sensitive-action.ts';

const locked = () => new ApiRequestError({ status: 423, message: 'Please confirm your password.', code: 'passwordConfirmationRequired' });

describe('sensitive actions', () => {
  it('recognises the 423 passwordConfirmationRequired answer', () => {
    expect(needsPasswordConfirmation(locked())).toBe(true);
    expect(needsPasswordConfirmation(new ApiRequestError({ status: 403, message: 'Permission denied' }))).toBe(false);
    expect(needsPasswordConfirmation(new Error('x'))).toBe(false);
  });

  it('runs once when no confirmation is needed', async () => {
    const action = vi.fn().mockResolvedValue('ok');
    const confirm = vi.fn();
    expect(await withPasswordConfirmation(action, confirm)).toEqual({ done: true, value: 'ok' });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks for the password on 423 and retries once confirmed', async () => {
    const action = vi.fn().mockRejectedValueOnce(locked()).mockResolvedValueOnce('codes');
    const confirm = vi.fn().mockResolvedValue(true);
    expect(await withPasswordConfirmation(action, confirm)).toEqual({ done: true, value: 'codes' });
    expect(action).toHaveBeenCalledTimes(2);
    expect(confirm).toHaveBeenCalledTimes(1);
  });

  it('stops when the popup is closed, and passes other failures on', async () => {
    const action = vi.fn().mockRejectedValue(locked());
    expect(await withPasswordConfirmation(action, async () => false)).toEqual({ done: false });
    expect(action).toHaveBeenCalledTimes(1);
    const failing = vi.fn().mockRejectedValue(new ApiRequestError({ status: 500, message: 'Server error' }));
    await expect(withPasswordConfirmation(failing, async () => true)).rejects.toThrow('Server error');
  });
});

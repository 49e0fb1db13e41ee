import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, ERROR_KINDS } from '../../../src/server/errors/api-error.ts';
import { errorResponse } from '../../../src/server/errors/respond.ts';
import { v } from '../../../src/lib/validation/index.ts';

describe('API errors', () => {
  it('maps every kind to its status and the spec text', async () => {
    expect(ERROR_KINDS.notFound).toEqual({ status: 404, message: 'Not found' });
    expect(ERROR_KINDS.permissionDenied).toEqual({ status: 403, message: 'Permission denied' });
    expect(ERROR_KINDS.proRequired).toEqual({ status: 402, message: 'Pro upgrade required' });
    expect(ERROR_KINDS.server).toEqual({ status: 500, message: 'Server error' });
    const response = errorResponse(new ApiError('otherStore'));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Oops... Looks like you're trying to access a page from another store", code: 'otherStore' });
  });

  it('turns a zod failure into a 422 whose message is the first field message', async () => {
    const schema = z.object({ email: v.email(), password: v.password() });
    const result = schema.safeParse({ email: 'nope', password: ' padded ' });
    expect(result.success).toBe(false);
    const response = errorResponse(result.error);
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Please enter a valid email address.',
      code: 'validation',
      errors: { email: ['Please enter a valid email address.'], password: ['Password cannot start or end with spaces.'] },
    });
  });

  it('hides unexpected errors behind a 500 with the generic text', async () => {
    const original = console.error;
    console.error = () => {};
    const response = errorResponse(new Error('database exploded: secret detail'));
    console.error = original;
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain('secret');
  });
});

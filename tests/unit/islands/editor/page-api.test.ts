import { describe, expect, it } from 'vitest';
import { PAGE_MESSAGES, saveProblem } from '../../../../islands/editor/page-api.ts';
import { ApiRequestError } from '../../../../src/lib/client/api-client.ts';

const failure = (status: number, message = 'x', errors?: Record<string, string[]>) => new ApiRequestError({ status, message, ...(errors ? { errors } : {}) });

describe('save refusals as the editor shows them', () => {
  it("shows 'Page failed validation' with the failing fields", () => {
    expect(saveProblem(failure(422, 'Invalid colour', { 'blocks.0.properties.textColor': ['Invalid colour'] }))).toEqual({
      message: 'Page failed validation',
      fields: [{ name: 'blocks.0.properties.textColor', messages: ['Invalid colour'] }],
    });
  });

  it("shows 'Pro required to save this page' for a 402", () => {
    expect(saveProblem(failure(402, 'Pro required to save this page')).message).toBe(PAGE_MESSAGES.proRequired);
  });

  it("keeps the API's own 403 text and hides server details", () => {
    expect(saveProblem(failure(403, "Oops... Looks like you're trying to access a page from another store")).message).toBe(PAGE_MESSAGES.otherStore);
    expect(saveProblem(failure(500, 'stack trace')).message).toBe(PAGE_MESSAGES.serverError);
    expect(saveProblem(new Error('boom')).message).toBe(PAGE_MESSAGES.serverError);
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJson } from './body.ts';
import { ApiError } from '../platform/errors/api-error.ts';

const post = (text: string) =>
  new Request('http://demo.localhost/omnis/v3/x/', { method: 'POST', body: text, headers: { 'content-type': 'application/json' } });
const refusal = (text: string) =>
  readJson(post(text), z.unknown()).then(
    () => null,
    (error: unknown) => error,
  );

describe('readJson', () => {
  it('parses a body with its schema', async () => {
    expect(await readJson(post('{"name":"Ann","tags":[["a"]]}'), z.object({ name: z.string(), tags: z.array(z.array(z.string())) }))).toEqual({
      name: 'Ann',
      tags: [['a']],
    });
  });

  it('refuses a NUL in any string or key as a 400 (PostgreSQL cannot store one)', async () => {
    for (const text of ['{"name":"a\\u0000b"}', '{"a\\u0000":1}', '[["\\u0000"]]']) {
      const error = await refusal(text);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).status).toBe(400);
    }
  });

  it('refuses nesting deeper than 64 levels as a 400, before a schema or JSON.stringify recurses into it', async () => {
    expect(await refusal(`${'['.repeat(60)}${']'.repeat(60)}`)).toBeNull();
    const error = await refusal(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('The request body is nested too deeply.');
  });
});

// A kept page belongs to the build that rendered it: after a deploy the shared tier must not
// hand out HTML whose stylesheet and script addresses no longer exist.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testDb } from '../support/api.ts';
import { cachedPage } from '../../src/platform/render-cache/entry.ts';
import { readStoredPage, writeStoredPage } from '../../src/platform/render-cache/persist.ts';
import { findDivisionBySubdomain } from '../../src/server/stores/divisions.ts';
import { buildIdOf } from '../../src/platform/front/build-id.ts';

describe('render cache builds', () => {
  it('serves a stored page only to the build that rendered it', async () => {
    const { db } = await testDb();
    const division = (await findDivisionBySubdomain(db, 'demo'))!;
    const key = `build-test.localhost/${Date.now()}/`;
    const page = cachedPage(division.id, division.contentVersion, '<p>rendered by build A</p>');
    await writeStoredPage(db, 'build-a', key, page);
    expect((await readStoredPage(db, 'build-a', division.id, key, division.contentVersion))?.identity.toString()).toBe('<p>rendered by build A</p>');
    expect(await readStoredPage(db, 'build-b', division.id, key, division.contentVersion)).toBeUndefined();
  });

  it('names a build by its server entry and its hashed chunks and assets', () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'printfront-dist-'));
    try {
      mkdirSync(path.join(dist, 'server/chunks'), { recursive: true });
      mkdirSync(path.join(dist, 'client/_astro'), { recursive: true });
      writeFileSync(path.join(dist, 'server/entry.mjs'), 'export {}');
      writeFileSync(path.join(dist, 'client/_astro/index.AbC123.css'), '');
      const first = buildIdOf(dist);
      expect(buildIdOf(dist)).toBe(first);
      writeFileSync(path.join(dist, 'client/_astro/index.XyZ789.css'), '');
      const second = buildIdOf(dist);
      expect(second).not.toBe(first);
      writeFileSync(path.join(dist, 'server/chunks/page.Q1w2e3.mjs'), '');
      expect(buildIdOf(dist)).not.toBe(second);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

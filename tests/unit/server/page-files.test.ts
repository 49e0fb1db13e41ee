// The render cache's file tier on a real folder (src/platform/render-cache/page-files.ts):
// where a kept page is written for nginx, how a content change takes a store's files out of
// nginx's sight in one rename, and which names are never written.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageFiles } from '../../../src/platform/render-cache/page-files.ts';
import { fileHost, pageFileName } from '../../../src/platform/render-cache/page-file-names.ts';
import { cachedPage } from '../../../src/platform/render-cache/entry.ts';
import { checkPageFileVersions } from '../../../src/platform/render-cache/page-files-check.ts';
import { openDatabase } from '../../../src/platform/db/database.ts';
import { migrateToLatest } from '../../../src/platform/db/migrate.ts';
import { databaseIdentity } from '../../../src/platform/db/database-identity.ts';
import { createStore } from '../../../src/server/stores/create-store.ts';
import { bumpContentVersion } from '../../../src/server/stores/content-version.ts';

let dir: string;
let files: PageFiles;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'printfront-page-files-'));
  PageFiles.empty(dir);
  files = new PageFiles(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** What nginx would send for host and path: the file its try_files line names, through the links. */
function nginxSees(host: string, name: string): string | undefined {
  const file = path.join(dir, 'hosts', host, name);
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
}

const page = (divisionId: number, version: number, html: string) => cachedPage(divisionId, version, html);

describe('file names nginx finds pages by', () => {
  it('names folders index.html and other paths <last segment>.page.html', () => {
    expect(pageFileName('/')).toBe('/index.html');
    expect(pageFileName('/collections/tees/')).toBe('/collections/tees/index.html');
    expect(pageFileName('/about')).toBe('/about.page.html');
    expect(pageFileName('/products/tee.v2')).toBe('/products/tee.v2.page.html');
  });

  it('refuses paths nginx would read differently, or that climb out of the folder', () => {
    for (const pathname of ['/a/../b/', '/..', '/a//b/', '/%2e%2e/', '/caf%C3%A9/', '/.hidden/', '/a b/', 'relative/', '/a\\b'])
      expect(pageFileName(pathname), pathname).toBeUndefined();
  });

  it("takes the host as nginx's $host has it: lower case, no port; refuses anything else", () => {
    expect(fileHost('North.Localhost:4321')).toBe('north.localhost');
    expect(fileHost('shop.example.com.')).toBe('shop.example.com');
    for (const host of ['', '..', '../etc', 'a..b', '-a.com', 'a/b', 'a_b.com']) expect(fileHost(host), host).toBeUndefined();
  });
});

describe('the file tier', () => {
  it('writes a kept page, gzip and brotli beside it, where the host link leads', async () => {
    const kept = page(7, 3, '<p>Home at 3</p>');
    await files.write('North.localhost:4321', '/', kept);
    expect(nginxSees('north.localhost', '/index.html')).toBe('<p>Home at 3</p>');
    const stored = path.join(dir, 'stores/7/v3/north.localhost/index.html');
    expect(gunzipSync(fs.readFileSync(`${stored}.gz`)).toString()).toBe('<p>Home at 3</p>');
    expect(fs.readFileSync(`${stored}.br`).equals(kept.brotli)).toBe(true);
    // nginx's workers run as nobody: they must be able to read it.
    expect(fs.statSync(stored).mode & 0o004).toBe(0o004);
    // No temporary files left behind.
    expect(fs.readdirSync(path.dirname(stored)).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('a content change takes every page of the store out of sight at once, for all its hosts; older folders go', async () => {
    await files.write('north.localhost', '/', page(7, 3, 'home'));
    await files.write('north.localhost', '/about/', page(7, 3, 'about'));
    await files.write('shop.example.com', '/', page(7, 3, 'home on the custom domain'));
    await files.write('demo.localhost', '/', page(8, 1, 'another store'));
    files.noteVersion(7, 4);
    expect(nginxSees('north.localhost', '/index.html')).toBeUndefined();
    expect(nginxSees('north.localhost', '/about/index.html')).toBeUndefined();
    expect(nginxSees('shop.example.com', '/index.html')).toBeUndefined();
    expect(nginxSees('demo.localhost', '/index.html')).toBe('another store');
    expect(files.currentVersion(7)).toBe(4);
    await expect.poll(() => fs.existsSync(path.join(dir, 'stores/7/v3'))).toBe(false);
    // The new version's pages appear as they are rendered.
    await files.write('north.localhost', '/', page(7, 4, 'home at 4'));
    expect(nginxSees('north.localhost', '/index.html')).toBe('home at 4');
  });

  it('never moves backwards, and a late rendering of an older version is not written', async () => {
    await files.write('north.localhost', '/', page(7, 5, 'five'));
    files.noteVersion(7, 4);
    expect(files.currentVersion(7)).toBe(5);
    await files.write('north.localhost', '/late/', page(7, 4, 'late four'));
    expect(nginxSees('north.localhost', '/late/index.html')).toBeUndefined();
    expect(fs.existsSync(path.join(dir, 'stores/7/v4'))).toBe(false);
    expect(nginxSees('north.localhost', '/index.html')).toBe('five');
  });

  it("a page whose version's folder is removed while it is written is dropped quietly; any other failure is reported", async () => {
    await files.write('north.localhost', '/', page(7, 5, 'five'));
    const writeFile = fs.promises.writeFile;
    // A second change lands between the check and the write: version 6 becomes current and
    // version 5's folder is removed, as removeOlderVersions does.
    const spy = vi.spyOn(fs.promises, 'writeFile').mockImplementationOnce(async (...args: Parameters<typeof writeFile>) => {
      files.noteVersion(7, 6);
      fs.rmSync(path.join(dir, 'stores/7/v5'), { recursive: true, force: true });
      return writeFile(...args);
    });
    await expect(files.write('north.localhost', '/about/', page(7, 5, 'about at five'))).resolves.toBeUndefined();
    expect(files.currentVersion(7)).toBe(6);
    expect(nginxSees('north.localhost', '/about/index.html')).toBeUndefined();
    // The same failure at the current version is the tier's own fault: it is reported.
    spy.mockImplementationOnce(async (...args: Parameters<typeof writeFile>) => {
      fs.rmSync(path.join(dir, 'stores/7/v6'), { recursive: true, force: true });
      return writeFile(...args);
    });
    await expect(files.write('north.localhost', '/contact/', page(7, 6, 'contact at six'))).rejects.toThrow(/ENOENT/);
    spy.mockRestore();
  });

  it('a newer rendering moves the store forward by itself (another process made the change)', async () => {
    await files.write('north.localhost', '/', page(7, 1, 'one'));
    await files.write('north.localhost', '/about/', page(7, 2, 'about at two'));
    expect(files.currentVersion(7)).toBe(2);
    expect(nginxSees('north.localhost', '/index.html')).toBeUndefined();
    expect(nginxSees('north.localhost', '/about/index.html')).toBe('about at two');
  });

  it('hears of versions only for stores it holds pages of', () => {
    files.noteVersion(9, 2);
    expect(fs.existsSync(path.join(dir, 'stores/9'))).toBe(false);
    expect(files.storeIds()).toEqual([]);
  });

  it('writes nothing for a host or path nginx could not name the same way', async () => {
    await files.write('../etc', '/', page(7, 1, 'x'));
    await files.write('north.localhost', '/a/../b/', page(7, 1, 'x'));
    expect(fs.readdirSync(path.join(dir, 'hosts'))).toEqual([]);
    expect(files.storeIds()).toEqual([]);
  });

  it('a custom domain that moves to another store leads to that store', async () => {
    await files.write('shop.example.com', '/', page(7, 1, 'seven'));
    await files.write('shop.example.com', '/', page(8, 1, 'eight'));
    expect(nginxSees('shop.example.com', '/index.html')).toBe('eight');
  });

  it('a store that is gone loses its folder, and its hosts lead nowhere', async () => {
    await files.write('north.localhost', '/', page(7, 1, 'seven'));
    files.forgetStore(7);
    expect(nginxSees('north.localhost', '/index.html')).toBeUndefined();
    expect(files.storeIds()).toEqual([]);
  });

  it('empty() starts the tier afresh (another build or database may have written it)', async () => {
    await files.write('north.localhost', '/', page(7, 1, 'seven'));
    PageFiles.empty(dir);
    expect(nginxSees('north.localhost', '/index.html')).toBeUndefined();
    expect(fs.readdirSync(dir).sort()).toEqual(['hosts', 'stores']);
    expect(fs.readdirSync(path.dirname(dir)).filter((name) => name.startsWith(`${path.basename(dir)}.old-`))).toEqual([]);
  });
});

describe('a process starting', () => {
  it("keeps the files of its own build, so restarting one instance leaves the others' pages with nginx", async () => {
    PageFiles.prepare(dir, 'build-a');
    await files.write('north.localhost', '/', page(7, 1, 'seven'));
    PageFiles.prepare(dir, 'build-a');
    expect(nginxSees('north.localhost', '/index.html')).toBe('seven');
  });

  it('empties the files another build wrote (they name its assets)', async () => {
    PageFiles.prepare(dir, 'build-a');
    await files.write('north.localhost', '/', page(7, 1, 'seven'));
    PageFiles.prepare(dir, 'build-b');
    expect(nginxSees('north.localhost', '/index.html')).toBeUndefined();
    expect(fs.readFileSync(path.join(dir, 'build'), 'utf8')).toBe('build-b');
  });
});

describe('a database at the same place', () => {
  it('made afresh, empties the files rendered from the other; a copy of the same one keeps them', async () => {
    const databases = fs.mkdtempSync(path.join(os.tmpdir(), 'printfront-page-files-db-'));
    const identityOf = async (file: string) => {
      const connection = await openDatabase(file);
      try {
        await migrateToLatest(connection.db);
        return await databaseIdentity(connection.db);
      } finally {
        await connection.db.destroy();
      }
    };
    try {
      const first = await identityOf(path.join(databases, 'a.sqlite'));
      fs.copyFileSync(path.join(databases, 'a.sqlite'), path.join(databases, 'copy.sqlite'));
      const copy = await identityOf(path.join(databases, 'copy.sqlite'));
      const afresh = await identityOf(path.join(databases, 'b.sqlite'));
      expect(copy).toBe(first);
      expect(afresh).not.toBe(first);

      PageFiles.prepare(dir, `build-a ${first}`);
      await files.write('north.localhost', '/', page(7, 1, 'seven'));
      PageFiles.prepare(dir, `build-a ${copy}`);
      expect(nginxSees('north.localhost', '/index.html')).toBe('seven');
      // The same store id at the same content version, but another database's page.
      PageFiles.prepare(dir, `build-a ${afresh}`);
      expect(nginxSees('north.localhost', '/index.html')).toBeUndefined();
    } finally {
      fs.rmSync(databases, { recursive: true, force: true });
    }
  });
});

describe("the file tier's version check", () => {
  it("takes a store's files out of sight when another process changed it, and drops a store that is gone or ahead of the database", async () => {
    const connection = await openDatabase(path.join(dir, 'check.sqlite'));
    const { db } = connection;
    const stop: (() => void)[] = [];
    try {
      await migrateToLatest(db);
      const division = await createStore(db, {
        project: { name: 'checked', isPro: true },
        subdomain: 'checked',
        name: 'Checked',
        companyName: 'Checked Ltd',
        themeName: 'naked',
        isPro: true,
      });
      await files.write('checked.localhost', '/', page(division.id, division.contentVersion, 'before'));
      await files.write('gone.localhost', '/', page(division.id + 1000, 1, 'a store that is gone'));
      // Another database's files for a store id this one also has, at a version it has not reached.
      await files.write('other.localhost', '/', page(division.id + 1, 99, 'another database'));
      await createStore(db, {
        project: { name: 'other', isPro: true },
        subdomain: 'other',
        name: 'Other',
        companyName: 'Other Ltd',
        themeName: 'naked',
        isPro: true,
      });
      stop.push(checkPageFileVersions(db, files, (id, version) => files.noteVersion(id, version), 10));
      await expect.poll(() => nginxSees('gone.localhost', '/index.html')).toBeUndefined();
      await expect.poll(() => nginxSees('other.localhost', '/index.html')).toBeUndefined();
      expect(files.storeIds()).toEqual([division.id]);
      expect(nginxSees('checked.localhost', '/index.html')).toBe('before');
      // A command's change: no runtime, so nobody in this process hears of it.
      const version = await bumpContentVersion({ db, division }, { rebuild: false });
      await expect.poll(() => nginxSees('checked.localhost', '/index.html')).toBeUndefined();
      expect(files.currentVersion(division.id)).toBe(version);
    } finally {
      for (const halt of stop) halt();
      await db.destroy();
    }
  });
});

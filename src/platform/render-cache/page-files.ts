import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { CachedPage } from './entry.ts';
import { fileHost, pageFileName } from './page-file-names.ts';

// The file tier: every kept page that is the same for every visitor, written where nginx
// sends it itself (deploy/nginx/cluster.conf.template), so a cached page costs nginx a file
// send and the instances nothing. Only pages the memory tier would answer for anyone go
// here: a page kept per variant (region, split test) needs the instance to pick the copy.
//
// Under the tier's folder (PAGE_FILES_DIR):
//   hosts/<host>                → ../stores/<store id>/current/<host>   made on a host's first page
//   stores/<store id>/current   → v<content version>                    swapped when the version moves on
//   stores/<store id>/v<n>/<host>/<page file>  and .gz, .br beside it    (page-file-names.ts)
//   build                       the build and the database the files were rendered from
// A content change is one atomic rename of `current`: nginx sends the old version's files up
// to that moment and none after it; the new version's folder fills as its pages are rendered.

const CURRENT = 'current';
/** The build and the database the tier's files were rendered from (prepare). */
const STAMP_FILE = 'build';
const VERSION_FOLDER = /^v(\d+)$/;

export class PageFiles {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  /**
   * Readies the tier for a process starting from `stamp`: its build and its database
   * (databaseIdentity). Files another build wrote name other assets, and files rendered from
   * another database (one restored or made afresh at the same place, whose stores may sit at
   * the same content versions) are other pages: the tier is emptied. Files of the same build
   * and database stay, so that restarting one instance of several does not take every
   * instance's pages away from nginx (those kept in the others' memory would not be written
   * again until their store changed). A store whose files are ahead of the database is dropped
   * by the version check (page-files-check.ts), which runs at once on start.
   */
  static prepare(dir: string, stamp: string): void {
    const stampFile = path.join(dir, STAMP_FILE);
    let written: string | undefined;
    try {
      written = fs.readFileSync(stampFile, 'utf8');
    } catch {
      written = undefined;
    }
    if (written === stamp) return;
    PageFiles.empty(dir);
    fs.writeFileSync(stampFile, stamp);
  }

  /** Empties the tier. Pages come back as they are served. */
  static empty(dir: string): void {
    // Out of nginx's sight in one rename, then removed (another instance starting at the
    // same moment may have renamed it first).
    const doomed = `${dir}.old-${process.pid}-${Date.now()}`;
    try {
      fs.renameSync(dir, doomed);
      fs.rmSync(doomed, { recursive: true, force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    for (const folder of ['hosts', 'stores']) fs.mkdirSync(path.join(dir, folder), { recursive: true });
  }

  /** Writes a kept page for nginx (nothing for a host or path nginx could not name the same way). */
  async write(hostHeader: string, pathname: string, page: CachedPage): Promise<void> {
    const host = fileHost(hostHeader);
    const name = pageFileName(pathname);
    if (!host || !name) return;
    const live = this.advance(page.divisionId, page.contentVersion);
    // Rendered before a change this process already applied: nobody will be sent it.
    if (live === undefined || live > page.contentVersion) return;
    const file = path.join(this.storeDir(page.divisionId), `v${page.contentVersion}`, host, name);
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true });
      // The compressed files first: nginx looks for `.gz` only once the page itself is there.
      await writeAtomically(`${file}.br`, page.brotli);
      await writeAtomically(`${file}.gz`, page.gzip);
      await writeAtomically(file, page.identity);
    } catch (error) {
      // The store moved on while the page was being written, and its version's folder was
      // removed under it (a rebuild after a quick second change meets this): nobody will be
      // sent that page, so there is nothing to report.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT' && (this.currentVersion(page.divisionId) ?? 0) > page.contentVersion) return;
      throw error;
    }
    this.linkHost(host, page.divisionId);
  }

  /**
   * A store's content moved on: `current` points at the new version's (empty) folder, so
   * nginx stops sending the old pages now; the older folders are removed after. Synchronous,
   * so that a change made in this process is out of nginx's sight before its request answers.
   * Never moves backwards: processes hear of versions in their own order.
   */
  noteVersion(divisionId: number, version: number): void {
    if (!fs.existsSync(this.storeDir(divisionId))) return;
    this.advance(divisionId, version);
  }

  /** A store that is gone: its hosts' links lead nowhere, so nginx passes them on. */
  forgetStore(divisionId: number): void {
    fs.rmSync(this.storeDir(divisionId), { recursive: true, force: true });
  }

  /** The stores the tier holds pages of (the version check asks the database about them). */
  storeIds(): number[] {
    try {
      return fs
        .readdirSync(path.join(this.dir, 'stores'))
        .filter((name) => /^\d+$/.test(name))
        .map(Number);
    } catch {
      return [];
    }
  }

  /** The version nginx is sending for a store, if any. */
  currentVersion(divisionId: number): number | undefined {
    try {
      const match = VERSION_FOLDER.exec(fs.readlinkSync(path.join(this.storeDir(divisionId), CURRENT)));
      return match ? Number(match[1]) : undefined;
    } catch {
      return undefined;
    }
  }

  private storeDir(divisionId: number): string {
    return path.join(this.dir, 'stores', String(divisionId));
  }

  /** Moves `current` forward to `version` when it is behind; returns the version now current. */
  private advance(divisionId: number, version: number): number | undefined {
    const current = this.currentVersion(divisionId);
    if (current !== undefined && current >= version) return current;
    const storeDir = this.storeDir(divisionId);
    fs.mkdirSync(path.join(storeDir, `v${version}`), { recursive: true });
    replaceLink(path.join(storeDir, CURRENT), `v${version}`);
    void removeOlderVersions(storeDir, version);
    return version;
  }

  /** hosts/<host> leads to the store's current folder (again, after a store took over a custom domain). */
  private linkHost(host: string, divisionId: number): void {
    const link = path.join(this.dir, 'hosts', host);
    const target = path.join('..', 'stores', String(divisionId), CURRENT, host);
    let existing: string | undefined;
    try {
      existing = fs.readlinkSync(link);
    } catch {
      existing = undefined;
    }
    if (existing !== target) replaceLink(link, target);
  }
}

/** A symbolic link put in place in one rename: readers see the old target or the new, never none. */
function replaceLink(link: string, target: string): void {
  const temporary = path.join(path.dirname(link), `.${path.basename(link)}.${randomBytes(6).toString('hex')}`);
  fs.mkdirSync(path.dirname(link), { recursive: true });
  fs.symlinkSync(target, temporary);
  fs.renameSync(temporary, link);
}

/** A file written under a temporary name and renamed: nginx never sends half a page. */
async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}`);
  await fs.promises.writeFile(temporary, bytes, { mode: 0o644 });
  await fs.promises.rename(temporary, file);
}

/** Older versions' folders (and a late render's that recreated one) go once a newer one is current. */
async function removeOlderVersions(storeDir: string, version: number): Promise<void> {
  const names = await fs.promises.readdir(storeDir).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => Number(VERSION_FOLDER.exec(name)?.[1] ?? Infinity) < version)
      .map((name) => fs.promises.rm(path.join(storeDir, name), { recursive: true, force: true }).catch(() => {})),
  );
}

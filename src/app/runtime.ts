import type { Connection, Db, DialectName } from '../platform/db/database.ts';
import type { StoreRuntime } from '../platform/render-cache/store-runtime.ts';
import { ContentEvents } from '../platform/render-cache/content-events.ts';
import { HostDirectory } from '../platform/front/host-directory.ts';
import { resolveHost } from '../server/stores/index.ts';
import { VersionedMemo } from '../platform/render-cache/versioned-memo.ts';
import { FragmentCache } from '../platform/pages/fragment-cache.ts';
import { MemoryTier } from '../platform/render-cache/memory.ts';
import { PageFiles } from '../platform/render-cache/page-files.ts';
import type { SecretBox } from '../platform/security/secret-box.ts';
import { ChatHub } from '../server/engagement/index.ts';
import { config } from '../platform/config/config.ts';
import { logger } from '../platform/ops/logger.ts';

/**
 * Everything a serving process shares between requests, made once by whoever starts the
 * process (the server, store:rebuild, store:export) and handed to the Astro app in
 * `locals` with every request: one owner, passed explicitly, never a module global.
 */
export interface Runtime extends StoreRuntime {
  db: Db;
  dialect: DialectName;
  /** Which store a Host names. */
  hosts: HostDirectory;
  /** Rendered pages (the render cache's memory tier). */
  pages: MemoryTier;
  /** The same pages as files nginx sends itself, when PAGE_FILES_DIR is set (the file tier). */
  files: PageFiles | undefined;
  /** Rendered parts of pages (shell, blocks). */
  fragments: FragmentCache;
  /** Names the Astro build this process renders with; the shared tier keeps pages per build. */
  buildId: string;
  /** Seals and signs with the server key (two-factor secrets, the store-password cookie). */
  secrets: SecretBox;
  /** Live chat's fan-out (LISTEN/NOTIFY on PostgreSQL; it connects on the first event stream). */
  chat: ChatHub;
}

export interface RuntimeOptions {
  platformDomain: string;
  /** Bytes rendered pages may take; fragments get a quarter as much again. */
  renderCacheBytes: number;
  /** See Runtime.buildId ('' where nothing is rendered from a build, e.g. astro dev). */
  buildId?: string;
  secrets: SecretBox;
  /** The file tier's folder (config.pageFilesDir); none when unset. */
  pageFilesDir?: string | undefined;
}

export function createRuntime(connection: Connection, options: RuntimeOptions): Runtime {
  const runtime: Runtime = {
    db: connection.db,
    dialect: connection.dialect,
    hosts: new HostDirectory((host) => resolveHost(connection.db, host, options.platformDomain)),
    pages: new MemoryTier(options.renderCacheBytes),
    files: options.pageFilesDir ? new PageFiles(options.pageFilesDir) : undefined,
    // Fragments are parts of pages the render cache mostly holds whole.
    fragments: new FragmentCache(options.renderCacheBytes / 4),
    memo: new VersionedMemo(),
    content: new ContentEvents(),
    buildId: options.buildId ?? '',
    secrets: options.secrets,
    chat: new ChatHub(connection.dialect, config.databaseUrl),
  };
  runtime.content.listen((divisionId, version) => noteContentVersion(runtime, divisionId, version));
  return runtime;
}

/** A store's content moved on (here, or in another instance): its older pages go and its hosts are read again. */
export function noteContentVersion(runtime: Runtime, divisionId: number, version: number): void {
  runtime.pages.noteVersion(divisionId, version);
  runtime.hosts.forgetStore(divisionId);
  try {
    runtime.files?.noteVersion(divisionId, version);
  } catch (error) {
    // The version check (page-files-check.ts) tries again within a second.
    logger.error({ err: error, divisionId, version }, 'render cache: the file tier could not move to a new version');
  }
}

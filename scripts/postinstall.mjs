// `npm install`'s last step: writes the block and theme registries (scripts/block-registry.ts).
// That script is TypeScript, which Node runs from 22.18 on; with an older system Node the pinned
// Node 24 from node_modules runs it, and an install without dev dependencies (a production
// install, which serves a build that already holds the registries) skips it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const stripsTypes = major > 22 || (major === 22 && minor >= 18);
const pinned = path.join(root, 'node_modules/.bin/node');
const node = stripsTypes ? process.execPath : existsSync(pinned) ? pinned : undefined;
if (!node) {
  console.warn(
    `printfront: Node ${process.versions.node} cannot run scripts/block-registry.ts and no pinned Node is installed; the registries are written by the build`,
  );
  process.exit(0);
}
const result = spawnSync(node, [path.join(root, 'scripts/block-registry.ts')], { stdio: 'inherit' });
process.exit(result.status ?? 1);

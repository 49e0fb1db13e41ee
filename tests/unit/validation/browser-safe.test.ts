import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Island forms bundle this catalogue for the browser, so neither it nor anything it
// imports may reach for Node built-ins.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../../src/lib/validation');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : entry.name.endsWith('.ts') ? [join(dir, entry.name)] : [],
  );
}

const importsOf = (file: string): string[] => [...readFileSync(file, 'utf8').matchAll(/from\s+'([^']+)'/g)].map((match) => match[1] ?? '');

describe('validation catalogue', () => {
  it('imports only zod and relative browser-safe modules', () => {
    const seen = new Set<string>();
    const queue = sourceFiles(root);
    while (queue.length > 0) {
      const file = queue.pop()!;
      if (seen.has(file)) continue;
      seen.add(file);
      for (const specifier of importsOf(file)) {
        if (specifier.startsWith('.')) queue.push(resolve(dirname(file), specifier));
        else expect(specifier, `${file} imports ${specifier}`).toBe('zod');
      }
    }
    expect(seen.size).toBeGreaterThan(10);
  });
});

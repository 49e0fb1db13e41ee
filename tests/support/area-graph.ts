import type { ImportEdge } from './import-graph.ts';

// The business areas (src/server/<area>/) as a graph, for the layer rules: which imports
// reach into another area past its face, and which areas depend on each other in a circle.

/** The area a repository file belongs to, if it is under src/server/<area>/. */
export function areaOf(file: string | undefined): string | undefined {
  return file?.match(/^src\/server\/([^/]+)\//)?.[1];
}

const isFace = (file: string) => /^src\/server\/[^/]+\/index\.ts$/.test(file);
const isTest = (file: string) => file.startsWith('tests/') || /\.test(-d)?\.tsx?$|\.spec\.ts$/.test(file);

/** Imports of an area's inner files from outside the area (tests may look inside). */
export function crossAreaDeepImports(edges: ImportEdge[]): string[] {
  return edges
    .filter((edge) => {
      const area = areaOf(edge.to);
      return area !== undefined && edge.to !== undefined && !isFace(edge.to) && areaOf(edge.from) !== area && !isTest(edge.from);
    })
    .map((edge) => `${edge.from} → ${edge.to}`);
}

/** Every circle of areas, each as "a → b → … → a" starting from its first area by name (type-only imports count). */
export function areaCycles(edges: ImportEdge[]): string[] {
  const next = new Map<string, Set<string>>();
  for (const edge of edges) {
    const from = areaOf(edge.from);
    const to = areaOf(edge.to);
    if (!from || !to || from === to || isTest(edge.from)) continue;
    next.set(from, (next.get(from) ?? new Set()).add(to));
  }
  const cycles = new Set<string>();
  const walk = (start: string, at: string, path: string[]) => {
    for (const to of next.get(at) ?? []) {
      if (to === start) cycles.add([...path, start].join(' → '));
      else if (!path.includes(to) && to > start) walk(start, to, [...path, to]);
    }
  };
  for (const area of [...next.keys()].sort()) walk(area, area, [area]);
  return [...cycles].sort();
}

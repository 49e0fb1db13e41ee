import { describe, expect, it } from 'vitest';
import { importsOf, isNodeBuiltin, reachable, sourceFiles, within, type ImportEdge } from '../../support/import-graph.ts';

// DESIGN "Folders", enforced: each rule names a layer, what it may not import, and why.
// A rule lists the offending imports, so a failure says which line to move. (Islands and
// block schemas, which run in the browser, have their own test: blocks/browser-safe-schemas.)

const APP_LAYERS = ['src/pages', 'src/components', 'src/layouts', 'src/middleware'];
const CODE = ['src', 'blocks', 'islands', 'themes', 'scripts'];

const allCode = CODE.flatMap((dir) => sourceFiles(dir));
const edges = allCode.flatMap(importsOf);
const show = (list: ImportEdge[]) => list.map((edge) => `${edge.from} → ${edge.specifier}`);

describe('import layers (DESIGN "Folders")', () => {
  it('reads the whole code base', () => {
    expect(allCode.length).toBeGreaterThan(500);
    expect(edges.filter((edge) => edge.to).length).toBeGreaterThan(1500);
  });

  it('one import style: relative paths, never the ~/ alias', () => {
    const aliased = CODE.concat('tests')
      .flatMap((dir) => sourceFiles(dir, { tests: true }))
      .flatMap(importsOf)
      .filter((edge) => edge.specifier.startsWith('~'));
    expect(show(aliased)).toEqual([]);
  });

  it('src/lib runs on both sides: it reaches neither src/server, the app layers nor Node built-ins', () => {
    const lib = sourceFiles('src/lib');
    const reached = reachable(lib);
    expect(reached.filter((file) => within('src/server')(file) || APP_LAYERS.some((layer) => within(layer)(file)))).toEqual([]);
    expect(show(reached.flatMap(importsOf).filter((edge) => !edge.typeOnly && isNodeBuiltin(edge.specifier)))).toEqual([]);
  });

  it('the pod view-model is built from domain types alone: it reaches no server module', () => {
    expect(reachable(['blocks/pod/product-pod.ts']).filter(within('src/server'))).toEqual([]);
  });

  it('themes are data: they import nothing from the server or the app layers', () => {
    const offending = edges.filter(
      (edge) => within('themes')(edge.from) && (within('src/server')(edge.to) || APP_LAYERS.some((layer) => within(layer)(edge.to))),
    );
    expect(show(offending)).toEqual([]);
  });

  it('src/server never imports the app layers (routes, components, layouts, middleware)', () => {
    const offending = edges.filter((edge) => within('src/server')(edge.from) && !edge.typeOnly && APP_LAYERS.some((layer) => within(layer)(edge.to)));
    expect(show(offending)).toEqual([]);
  });

  it('routes are leaves: no module imports a file of src/pages', () => {
    const offending = edges.filter((edge) => within('src/pages')(edge.to) && !within('src/pages')(edge.from));
    expect(show(offending)).toEqual([]);
  });

  it('the demo seed sits above the domains: only the seeding entry points import it', () => {
    const entryPoints = ['src/app/main.ts', 'scripts/db-seed.ts', 'scripts/cluster-setup.ts'];
    const offending = edges.filter((edge) => within('src/seed')(edge.to) && !within('src/seed')(edge.from) && !entryPoints.includes(edge.from));
    expect(show(offending)).toEqual([]);
  });

  it('the rules can fail: a route importing the server is seen as an edge into src/server', () => {
    const route = edges.find((edge) => within('src/pages')(edge.from) && within('src/server')(edge.to));
    expect(route).toBeDefined();
  });
});

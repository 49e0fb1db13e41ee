import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { type ImportEdge, importsOf, isNodeBuiltin, ROOT, reachable, sourceFiles, within } from '../../support/import-graph.ts';
import { areaCycles, areaOf, crossAreaDeepImports } from '../../support/area-graph.ts';

// The layers of docs/architecture.md, enforced. Each rule names a layer, what it may not
// import, and why; a failure lists the offending imports, so it says which line to move.
//   src/pages, src/components, src/layouts, src/middleware — the app: routes and their views
//   src/api       — everything HTTP (endpoint wrapper, bodies, cookies, CSRF, errors → responses)
//   src/app       — the running server: wires the platform and the areas into processes
//   src/server/*  — the business, one folder per area, each with a public face (index.ts)
//   src/platform  — infrastructure with no business rule (config, db, jobs, caches, ops…)
//   src/schemas, src/lib, blocks, themes — shared by every side
//   src/lib/client — browser code (DOM, web storage, the credentialed API client), for islands and scripts

const APP_LAYERS = ['src/pages', 'src/components', 'src/layouts', 'src/middleware'];
const CODE = ['src', 'blocks', 'islands', 'themes', 'scripts', 'integrations'];

const allCode = CODE.flatMap((dir) => sourceFiles(dir));
const edges = allCode.flatMap(importsOf);
const show = (list: ImportEdge[]) => list.map((edge) => `${edge.from} → ${edge.specifier}`);
const inAny = (folders: string[]) => (file: string | undefined) => folders.some((folder) => within(folder)(file));
// Astro's prebuilt client scripts are text the content security policy hashes (src/platform/security/), not Astro's API.
const ASTRO_CLIENT_SCRIPT = /^astro\/runtime\/(client|server)\/[\w-]+\.prebuilt(-dev)?\.js$/;
const importsAstro = (edge: ImportEdge) =>
  edge.specifier === 'astro' || edge.specifier.startsWith('astro:') || (edge.specifier.startsWith('astro/') && !ASTRO_CLIENT_SCRIPT.test(edge.specifier));
// The browser's globals: code that reads them runs only in a browser (src/lib/client/).
const BROWSER_GLOBALS = new Set(['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'indexedDB']);

/** Where `source` reads a browser global ("line: name"); names in strings and comments, members and declarations are not reads. */
function browserGlobalsIn(source: string): string[] {
  const file = ts.createSourceFile('module.ts', source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isIdentifier(node) && BROWSER_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isMemberName = (ts.isPropertyAccessExpression(parent) || ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node;
      const isDeclared = (ts.isParameter(parent) || ts.isVariableDeclaration(parent) || ts.isBindingElement(parent)) && parent.name === node;
      if (!isMemberName && !isDeclared) found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const AREAS = readdirSync(join(ROOT, 'src/server'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('import layers', () => {
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

  it('the business and the platform speak no HTTP: nothing under src/server or src/platform imports astro or src/api', () => {
    const offending = edges.filter((edge) => inAny(['src/server', 'src/platform'])(edge.from) && (importsAstro(edge) || within('src/api')(edge.to)));
    expect(show(offending)).toEqual([]);
  });

  it('the platform knows no business: src/platform imports no area, nor the app, the seed or the API layer', () => {
    const offending = edges.filter(
      (edge) => within('src/platform')(edge.from) && inAny(['src/server', 'src/app', 'src/seed', 'src/api', ...APP_LAYERS])(edge.to),
    );
    expect(show(offending)).toEqual([]);
  });

  it('src/lib runs on both sides: it reaches neither the server, the platform, the API nor the app layers, nor Node built-ins', () => {
    const reached = reachable(sourceFiles('src/lib'));
    expect(reached.filter(inAny(['src/server', 'src/platform', 'src/api', 'src/app', ...APP_LAYERS]))).toEqual([]);
    expect(show(reached.flatMap(importsOf).filter((edge) => !edge.typeOnly && isNodeBuiltin(edge.specifier)))).toEqual([]);
    expect(show(sourceFiles('src/lib').flatMap(importsOf).filter(importsAstro))).toEqual([]);
  });

  it('shared src/lib reaches nothing of src/lib/client/ and reads no browser global (window, document, navigator, web storage)', () => {
    const shared = sourceFiles('src/lib').filter((file) => !within('src/lib/client')(file));
    expect(reachable(shared).filter(within('src/lib/client'))).toEqual([]);
    expect(shared.flatMap((file) => browserGlobalsIn(readFileSync(join(ROOT, file), 'utf8')).map((read) => `${file}:${read}`))).toEqual([]);
  });

  it("src/lib/client/ is browser code: only islands, blocks' scripts and the components' and layouts' scripts import it", () => {
    const browserSide = inAny(['islands', 'blocks', 'src/components', 'src/layouts', 'src/lib/client']);
    const offending = edges.filter(
      (edge) => within('src/lib/client')(edge.to) && (!browserSide(edge.from) || /^blocks\/[^/]+\/(load|schema)\.ts$/.test(edge.from)),
    );
    expect(show(offending)).toEqual([]);
  });

  it('src/schemas holds the wire contracts both sides read: it reaches neither the server, the platform, the API, the app nor the seed, nor Node built-ins', () => {
    const reached = reachable(sourceFiles('src/schemas'));
    expect(reached.filter(inAny(['src/server', 'src/platform', 'src/api', 'src/app', 'src/seed']))).toEqual([]);
    expect(show(reached.flatMap(importsOf).filter((edge) => !edge.typeOnly && isNodeBuiltin(edge.specifier)))).toEqual([]);
  });

  it('islands import only wire contracts (src/schemas), src/lib, other islands and the browser-safe declarations of blocks and themes', () => {
    const serverSide = inAny(['src/server', 'src/platform', 'src/api', 'src/app', 'src/seed', ...APP_LAYERS]);
    const offending = edges.filter(
      (edge) => within('islands')(edge.from) && (serverSide(edge.to) || edge.to?.endsWith('.astro') || /^blocks\/[^/]+\/load\.ts$/.test(edge.to ?? '')),
    );
    expect(show(offending)).toEqual([]);
  });

  it('every area has a public face', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(8);
    expect(AREAS.length).toBeLessThanOrEqual(12);
    expect(AREAS.filter((area) => !existsSync(join(ROOT, 'src/server', area, 'index.ts')))).toEqual([]);
  });

  it('other code reaches an area only through its face (src/server/<area>/index.ts)', () => {
    expect(crossAreaDeepImports(edges)).toEqual([]);
  });

  it('no import cycles between areas', () => {
    expect(areaCycles(edges)).toEqual([]);
  });

  it('src/server never imports the app layers (routes, components, layouts, middleware) or the app', () => {
    const offending = edges.filter((edge) => within('src/server')(edge.from) && inAny([...APP_LAYERS, 'src/app'])(edge.to));
    expect(show(offending)).toEqual([]);
  });

  it('routes are leaves: no module imports a file of src/pages', () => {
    const offending = edges.filter((edge) => within('src/pages')(edge.to) && !within('src/pages')(edge.from));
    expect(show(offending)).toEqual([]);
  });

  it('the demo seed sits apart from the areas it fills: only the seeding entry points import it', () => {
    const entryPoints = ['src/app/main.ts', 'scripts/db-seed.ts', 'scripts/cluster-setup.ts'];
    const offending = edges.filter((edge) => within('src/seed')(edge.to) && !within('src/seed')(edge.from) && !entryPoints.includes(edge.from));
    expect(show(offending)).toEqual([]);
  });

  it('themes are data: they import nothing from the server, the platform or the app layers', () => {
    const offending = edges.filter((edge) => within('themes')(edge.from) && inAny(['src/server', 'src/platform', 'src/api', ...APP_LAYERS])(edge.to));
    expect(show(offending)).toEqual([]);
  });
});

describe('the rules can fail', () => {
  const edge = (from: string, to: string, typeOnly = false): ImportEdge => ({ from, specifier: `./${to}`, to, typeOnly });

  it('a route importing the server is seen as an edge into an area', () => {
    const route = edges.find((found) => within('src/pages')(found.from) && within('src/server')(found.to));
    expect(route).toBeDefined();
    expect(areaOf(route?.to)).toBeDefined();
  });

  it('a deep import into another area is reported; one through the face, or inside the area, is not', () => {
    const found = crossAreaDeepImports([
      edge('src/server/commerce/basket/add.ts', 'src/server/catalogue/products.ts'),
      edge('src/server/commerce/basket/add.ts', 'src/server/catalogue/index.ts'),
      edge('src/server/commerce/basket/add.ts', 'src/server/commerce/orders/create-order.ts'),
      edge('src/pages/basket.astro', 'src/server/commerce/basket/add.ts'),
    ]);
    expect(found).toEqual([
      'src/server/commerce/basket/add.ts → src/server/catalogue/products.ts',
      'src/pages/basket.astro → src/server/commerce/basket/add.ts',
    ]);
  });

  it('a read of a browser global is found; the same words in a string, a comment or as a name of its own are not', () => {
    expect(browserGlobalsIn('const width = window.innerWidth;\nif (typeof localStorage !== "undefined") document.title = "x";')).toEqual([
      '1: window',
      '2: localStorage',
      '2: document',
    ]);
    expect(
      browserGlobalsIn('// window.open\nconst script = `navigator.sendBeacon(u)`;\nfunction sides(document: Doc) {}\nconst x = { window: 1 }; x.window;'),
    ).toEqual([]);
  });

  it('a cycle between areas is reported, type-only imports included', () => {
    const cycles = areaCycles([
      edge('src/server/commerce/basket/add.ts', 'src/server/catalogue/index.ts'),
      edge('src/server/catalogue/products.ts', 'src/server/studio/index.ts'),
      edge('src/server/studio/designs/save.ts', 'src/server/commerce/index.ts', true),
      edge('src/server/stores/scope.ts', 'src/server/stores/divisions.ts'),
    ]);
    expect(cycles).toEqual(['catalogue → studio → commerce → catalogue']);
  });
});

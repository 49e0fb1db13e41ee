import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { ROOT, sourceFiles } from '../../support/import-graph.ts';

// Islands reach the API through the call table (src/schemas/api.ts, src/lib/client/api.ts):
// no island writes an API address of its own, so a path changes in one place and every
// call keeps its schemas. Comments may name a call; strings may not.

const API_ADDRESS = /\/omnis\/|\/event-collector/;

/** The strings of a module (literals and template parts) that hold an API address, as "line: text". */
function apiAddressesIn(source: string, fileName = 'module.tsx'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) && API_ADDRESS.test(node.text)) {
      found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('islands write no API address', () => {
  it('reads every island', () => {
    expect(sourceFiles('islands').length).toBeGreaterThan(100);
  });

  it("no string under islands/ holds '/omnis/' or '/event-collector'", () => {
    const offending = sourceFiles('islands').flatMap((file) => apiAddressesIn(readFileSync(join(ROOT, file), 'utf8'), file).map((found) => `${file}:${found}`));
    expect(offending).toEqual([]);
  });

  it('finds an address in a string, a template or a JSX attribute, and none in a comment', () => {
    expect(apiAddressesIn("const a = '/omnis/v3/basket/update/';")).toEqual(['1: /omnis/v3/basket/update/']);
    expect(apiAddressesIn('const b = (id: number) => `/omnis/v3/pages/$' + '{id}/publish/`;')).toEqual(['1: /omnis/v3/pages/']);
    expect(apiAddressesIn('const c = <form action="/event-collector/" />;')).toEqual(['1: /event-collector/']);
    expect(apiAddressesIn("// POST /omnis/v3/basket/update/\nconst d = apiPath('basket.update');")).toEqual([]);
  });
});

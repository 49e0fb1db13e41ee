import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../../scripts/server-node-flags.mjs';
import { ROOT } from '../../support/import-graph.ts';

describe('server Node flags', () => {
  it('`npm start` runs the server with the flags tests and benchmarks use', () => {
    const start: string = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')).scripts.start;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });
});

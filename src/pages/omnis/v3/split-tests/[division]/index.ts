import { ownerEndpoint } from '../../../../../api/owner-endpoint.ts';
import { readJson } from '../../../../../api/body.ts';
import { json } from '../../../../../api/respond.ts';
import { SplitTestCreateBody } from '../../../../../schemas/split-tests.ts';
import { createSplitTest, listSplitTests } from '../../../../../server/engagement/index.ts';

/** GET /omnis/v3/split-tests/{division}/ → { tests }: every test with visitors, conversions and confidence per variation. */
export const GET = ownerEndpoint('dashboard.pages', async (scope) => json({ tests: await listSplitTests(scope) }));

/** POST /omnis/v3/split-tests/{division}/ { name, code, variations }: starts a test → 201 { test }. */
export const POST = ownerEndpoint('dashboard.pages', async (scope, { request }) => {
  const body = await readJson(request, SplitTestCreateBody);
  const id = await createSplitTest(scope, body);
  const test = (await listSplitTests(scope)).find((candidate) => candidate.id === id);
  return json({ test }, 201);
});

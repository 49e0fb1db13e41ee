import { storeEndpoint } from '../../../../api/endpoint.ts';
import { readJson } from '../../../../api/body.ts';
import { ApiError } from '../../../../platform/errors/api-error.ts';
import { errorResponse, json } from '../../../../api/respond.ts';
import { ModelsFetchInput } from '../../../../schemas/catalogue-calls.ts';
import { fetchModels } from '../../../../server/catalogue/index.ts';

/** POST /omnis/v3/models/fetch/ { ids, type, relations?, attributes? }: one id answers one model, several a list. */
export const POST = storeEndpoint(async (scope, { request }) => {
  const input = await readJson(request, ModelsFetchInput);
  return json({ data: await fetchModels(scope, input) });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));

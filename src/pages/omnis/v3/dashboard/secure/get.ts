import { endpoint } from '../../../../../api/endpoint.ts';
import { json } from '../../../../../api/respond.ts';
import { initialState } from '../../../../../server/accounts/index.ts';

/** GET /omnis/v3/dashboard/secure/get/: the initial state for the signed-in user (and the XSRF cookie). */
export const GET = endpoint(async ({ locals }) => json(await initialState(locals.scope?.db ?? locals.runtime.db, locals.identity, locals.scope)));

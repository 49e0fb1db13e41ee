import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../api/respond.ts';
import { readJson } from '../../../../../../api/body.ts';
import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { findCustomer, updateCustomer } from '../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../server/accounts/index.ts';
import { CustomerUpdateBody } from '../../../../../../schemas/people.ts';

/** GET /omnis/v3/atlas/customers/{id}/ (staff): one customer with their orders and quotes. */
export const GET = staffEndpoint(async (scope, context) => {
  const customer = await findCustomer(scope.db, idParam(context.params.id));
  if (!customer) throw new ApiError('notFound');
  return json({ customer });
});

/** PATCH CustomerUpdateBody (staff): names, contact details, CRM profile. */
export const PATCH = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  const body = await readJson(context.request, CustomerUpdateBody);
  return json({ customer: await updateCustomer(scope.db, id, body) });
});

import { staffEndpoint } from '../../../../../../../api/staff-endpoint.ts';
import { json } from '../../../../../../../api/respond.ts';
import { readJson } from '../../../../../../../api/body.ts';
import { addRfid } from '../../../../../../../server/accounts/index.ts';
import { idParam } from '../../../../../../../server/accounts/index.ts';
import { RfidBody } from '../../../../../../../schemas/people.ts';

/** POST /omnis/v3/atlas/staff/{id}/rfids/ { rfid } (staff) → 201 { rfid }; a badge already registered is a 422. */
export const POST = staffEndpoint(async (scope, context) => {
  const id = idParam(context.params.id);
  const { rfid } = await readJson(context.request, RfidBody);
  return json({ rfid: await addRfid(scope.db, id, rfid) }, 201);
});

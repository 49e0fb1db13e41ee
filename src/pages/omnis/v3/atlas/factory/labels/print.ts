import { ApiError } from '../../../../../../platform/errors/api-error.ts';
import { errorResponse } from '../../../../../../api/respond.ts';
import { staffEndpoint } from '../../../../../../api/staff-endpoint.ts';
import { readJson } from '../../../../../../api/body.ts';
import { PrintBody } from '../../../../../../schemas/factory.ts';
import { printLabels } from '../../../../../../server/fulfilment/index.ts';

/**
 * POST /omnis/v3/atlas/factory/labels/print/ { factory } | { orderId } → the labels as a PDF
 * (staff only). A POST, not a GET: printing counts (times_printed, label logs, order moves).
 */
export const POST = staffEndpoint(async (scope, { request, locals }) => {
  const body = await readJson(request, PrintBody);
  const printed = await printLabels(scope.db, body, locals.identity.user!.id);
  const name =
    'orderId' in body ? `labels-order-${body.orderId}.pdf` : `labels-${body.factory}-${new Date().toISOString().slice(0, 16).replace(/\D/g, '')}.pdf`;
  return new Response(new Uint8Array(printed.pdf), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${name}"`,
      'content-length': String(printed.pdf.length),
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-labels-printed': String(printed.count),
    },
  });
});

export const ALL = () => errorResponse(new ApiError('methodNotAllowed'));

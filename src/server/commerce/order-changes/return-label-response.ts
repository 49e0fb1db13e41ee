import type { StoreScope } from '../../stores/index.ts';
import { PRIVATE_ORDER_HEADERS } from '../../../platform/pages/private-page.ts';
import { returnLabelFor } from './request-return.ts';

/** The label PDF as a download for `{code}.pdf`, or undefined (404) when it is not this order's. */
export async function returnLabelResponse(scope: StoreScope, hash: string | undefined, file: string | undefined): Promise<Response | undefined> {
  const code = /^(RT\d{10})\.pdf$/.exec(file ?? '')?.[1];
  const label = await returnLabelFor(scope, hash, code);
  if (!label) return undefined;
  return new Response(new Uint8Array(label.pdf), {
    headers: {
      ...PRIVATE_ORDER_HEADERS,
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="return-label-${label.code}.pdf"`,
      'content-length': String(label.pdf.length),
      'x-content-type-options': 'nosniff',
    },
  });
}

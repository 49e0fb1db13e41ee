// The body schemas the route files do not name themselves: these routes read `z.unknown()` (or a
// record) and hand it to a service that parses it. Every other route's schema is found in its
// own file by tests/support/api-routes.ts; only these few are listed by hand.
import { z } from 'zod';
import { PageSaveBody } from '../../src/schemas/page-editing.ts';
import { MenuSaveBody } from '../../src/schemas/menu-save.ts';
import { SaveDesignBody } from '../../src/schemas/studio-calls.ts';
import { Address } from '../../src/schemas/address.ts';
import { LoggedEvent } from '../../src/schemas/event.ts';
import { PayInput } from '../../src/schemas/payment.ts';

const Checkout = z.object({
  email: z.email(),
  shippingAddress: Address,
  billingSameAsShipping: z.boolean().optional(),
  billingAddress: Address.optional(),
  shippingMethod: z.enum(['standard', 'express']).optional(),
  couponCode: z.string().max(20).optional(),
});

/** Route pattern → the schema its service parses the body with. */
export const SERVICE_BODY_SCHEMAS: Record<string, z.ZodType> = {
  '/omnis/v3/divisions/[division]/pages/': PageSaveBody,
  '/omnis/v3/divisions/[division]/pages/[id]/': PageSaveBody,
  '/omnis/v3/divisions/[division]/menu/': MenuSaveBody,
  '/omnis/v3/divisions/[division]/menu/preview/': MenuSaveBody,
  '/omnis/v3/studio/designs/': SaveDesignBody,
  '/omnis/v3/studio/designs/[uuid]/': SaveDesignBody,
  '/omnis/v3/checkout/orders/': Checkout,
  '/omnis/v3/events/logEvent/': z.object({ events: z.array(LoggedEvent).max(3) }),
  '/omnis/v3/payments/pay/': PayInput(new Date()).extend({ order: z.uuid() }),
};

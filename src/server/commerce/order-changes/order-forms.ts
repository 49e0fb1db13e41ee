import type { StoreScope } from '../../stores/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { asApiError } from '../../../platform/errors/as-api-error.ts';
import { formBody } from '../checkout/form-body.ts';
import { messages } from '../../../lib/validation/messages.ts';
import { ROOT_FIELD, type FieldErrors } from '../../../lib/validation/index.ts';
import { AddressBody, CancelBody, ChangeItemBody, RemoveItemBody, ReturnBody } from '../../../schemas/order-change.ts';
import { changeItem } from './change-item.ts';
import { removeItem } from './remove-item.ts';
import { cancelOrder } from './cancel-order.ts';
import { changeAddress } from './change-address.ts';
import { requestReturn } from './request-return.ts';
import type { ChangeContext } from './change-context.ts';

// The pages' plain HTML forms (no JavaScript needed): each posts to the page's own address
// with an `action`, runs the same service as the JSON call, and is answered with a 303 back
// to the page with `?done=…` (a refresh never repeats the change), or the page again with the
// refusal's status and messages.

/** What `?done=` may say, and the confirmation each shows (nothing from the address is echoed). */
export const DONE_MESSAGES = {
  changed: 'Your order has been changed. We have sent you an email to confirm it.',
  removed: 'The item was removed from your order and its refund is on its way. We have sent you an email to confirm it.',
  cancelled: 'Your order has been cancelled and everything you paid is on its way back to you. We have sent you an email to confirm it.',
  return: 'Your request is booked. Print your prepaid return label below and post the parcel; we have emailed it to you too.',
  address: 'Your delivery address has been changed. We have sent you an email to confirm it.',
} as const;
export type Done = keyof typeof DONE_MESSAGES;

export function doneMessage(value: string | null): string | null {
  return value !== null && Object.hasOwn(DONE_MESSAGES, value) ? DONE_MESSAGES[value as Done] : null;
}

export type FormOutcome = { kind: 'done'; done: Done } | { kind: 'refused'; status: number; errors: FieldErrors; values: Record<string, string>; form: string };

/** "Black|L" → { colour: 'Black', size: 'L' }: a choice of the page's selects (the size follows the last bar). */
export function splitChoice(value: unknown): { colour?: string; size?: string } {
  if (typeof value !== 'string' || value === '') return {};
  const at = value.lastIndexOf('|');
  const colour = at < 0 ? value : value.slice(0, at);
  const size = at < 0 ? '' : value.slice(at + 1);
  return { ...(colour ? { colour } : {}), ...(size ? { size } : {}) };
}

export function joinChoice(choice: { colour: string | null; size: string | null }): string {
  return `${choice.colour ?? ''}|${choice.size ?? ''}`;
}

/** Runs one posted form of /edit-order/ (= /returns/) or /update-address/ against `hash`. */
export async function runOrderForm(scope: StoreScope, hash: string, form: FormData | undefined, context: ChangeContext): Promise<FormOutcome> {
  const body = formBody(form);
  const values: Record<string, string> = {};
  for (const [name, value] of form?.entries() ?? []) if (typeof value === 'string' && name.length <= 60) values[name] = value;
  const action = typeof body.action === 'string' ? body.action : '';
  const formName = `${action}${typeof body.itemId === 'string' ? `:${body.itemId}` : ''}`;
  try {
    switch (action) {
      case 'change-item':
        await changeItem(scope, hash, ChangeItemBody.parse({ version: body.version, itemId: body.itemId, ...splitChoice(body.choice) }), context);
        return { kind: 'done', done: 'changed' };
      case 'remove-item':
        await removeItem(scope, hash, RemoveItemBody.parse({ version: body.version, itemId: body.itemId }), context);
        return { kind: 'done', done: 'removed' };
      case 'cancel':
        // A whole order is not cancelled by a stray click: the box says it is meant.
        if (body.confirm !== 'on') throw ApiError.validation({ confirm: [messages.required] });
        await cancelOrder(scope, hash, CancelBody.parse({ version: body.version }), context);
        return { kind: 'done', done: 'cancelled' };
      case 'return':
        await requestReturn(
          scope,
          hash,
          ReturnBody.parse({
            version: body.version,
            itemId: body.itemId,
            quantity: body.quantity,
            kind: body.kind,
            reason: body.reason,
            wanted: splitChoice(body.wanted),
          }),
          context,
        );
        return { kind: 'done', done: 'return' };
      case 'address':
        await changeAddress(scope, hash, AddressBody.parse({ version: body.version, address: body.address }), context);
        return { kind: 'done', done: 'address' };
      default:
        throw ApiError.validation({ [ROOT_FIELD]: ['Choose what you want to change.'] });
    }
  } catch (error) {
    const refusal = asApiError(error);
    if (refusal.status >= 500 && refusal.kind !== 'upstream') throw error;
    return { kind: 'refused', status: refusal.status, errors: refusal.fieldErrors ?? { [ROOT_FIELD]: [refusal.message] }, values, form: formName };
  }
}

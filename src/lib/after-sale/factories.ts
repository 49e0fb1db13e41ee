// An order's fulfilment factory decides its flow: orders printed at newport (paper goods: art
// prints and stickers) follow the paper flow; everything else is printed at the apparel factory.
import { PAPER_FACTORY } from '../order-flows/flows.ts';

export const APPAREL_FACTORY = 'ryde';

export const FACTORIES = [
  { code: APPAREL_FACTORY, name: 'Ryde (apparel)' },
  { code: PAPER_FACTORY, name: 'Newport (paper)' },
] as const;

export type FactoryCode = (typeof FACTORIES)[number]['code'];

export function isFactoryCode(value: string): value is FactoryCode {
  return FACTORIES.some((factory) => factory.code === value);
}

export function factoryName(code: string | null): string {
  return FACTORIES.find((factory) => factory.code === code)?.name ?? 'Not assigned';
}

/** Product types printed on paper (blank `type` values of art prints and stickers). */
export const PAPER_PRODUCT_TYPES: readonly string[] = ['art-print', 'landscape-art-print', 'sticker'];

/** The factory an order goes to once paid: newport only when every item is paper. */
export function factoryForItems(types: readonly (string | null)[]): FactoryCode {
  return types.length > 0 && types.every((type) => type !== null && PAPER_PRODUCT_TYPES.includes(type)) ? PAPER_FACTORY : APPAREL_FACTORY;
}

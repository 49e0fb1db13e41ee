// Products carry no weight of their own: a weight-band rate weighs a basket by each product
// type's typical packed weight in grams, matched on the type's name (a hoodie, a tote bag…),
// and a default for any other type.

const TYPE_WEIGHTS: readonly [RegExp, number][] = [
  [/hood/i, 600],
  [/sweat/i, 550],
  [/long.?sleeve/i, 250],
  [/tote|bag/i, 250],
  [/vest|tank/i, 150],
  [/t-?shirt|tee/i, 200],
];

export const DEFAULT_WEIGHT_GRAMS = 300;

/** The packed weight in grams of one product of type `type`. */
export function typeWeight(type: string): number {
  return TYPE_WEIGHTS.find(([pattern]) => pattern.test(type))?.[1] ?? DEFAULT_WEIGHT_GRAMS;
}

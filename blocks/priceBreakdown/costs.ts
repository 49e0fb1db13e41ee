// The platform's production costs (minor units, excluding VAT): what a product costs the
// store before its profit. The catalogue keeps each product's type and printed sides; the
// platform's price list for those lives here until base products have their own table.

/** Blank garment cost by product type (spec §3 Product baseCost). */
export const BASE_COSTS: Record<string, number> = {
  't-shirt': 850,
  vest: 800,
  'long-sleeve': 1100,
  sweater: 1650,
  hoodie: 1950,
  'tote-bag': 600,
};
/** Types the list does not name (new garment types) cost this until they are added. */
export const DEFAULT_BASE_COST = 1000;

/** Printing one side (spec §3 Product printCosts): front, back, left or right. */
export const PRINT_COST_PER_SIDE = 250;

export const baseCostOf = (type: string) => BASE_COSTS[type] ?? DEFAULT_BASE_COST;

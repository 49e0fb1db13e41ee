import type { ProductOption } from '../../schemas/product.ts';

// A size or colour change, or an exchange, may only ask for what the product is
// sold in — a colour it offers, and a size offered in that colour.

/** Whether `colour` (by name, any case) in `size` is one of the product's options. */
export function isOffered(options: readonly ProductOption[], colour: string | null, size: string | null): boolean {
  if (options.length === 0) return colour === null && size === null;
  const option = colour === null ? options[0] : options.find((candidate) => candidate.colour.name.toLowerCase() === colour.toLowerCase());
  if (!option) return false;
  return size === null || option.sizes.some((candidate) => candidate.toLowerCase() === size.toLowerCase());
}

/** Every (colour, sizes) the product offers, for the change forms' selects. */
export function offeredChoices(options: readonly ProductOption[]): { colour: string; sizes: string[] }[] {
  return options.map((option) => ({ colour: option.colour.name, sizes: [...option.sizes] }));
}

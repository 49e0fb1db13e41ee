// The texts of a refused basket add, in one place for the product, its options and a
// bundle's parts (form posts map them to fixed codes in form-errors.ts).

/** The add-to-basket refusal: a product that is gone, disabled or of another store. */
export const PRODUCT_UNAVAILABLE = 'Oops... Looks like this product is no longer available';
export const COLOUR_UNAVAILABLE = 'This colour is not available for this product.';
export const SIZE_UNAVAILABLE = 'This size is not available in this colour.';
export const CHOOSE_COLOUR = 'Please choose a colour.';
export const CHOOSE_SIZE = 'Please choose a size.';

export const NOT_A_BUNDLE = 'This product is not a bundle.';
export const NOT_IN_BUNDLE = 'This product is not part of this bundle.';
export const CHOOSE_PARTS = 'Please choose a colour and size for each product in this bundle.';
export const PART_COLOUR_UNAVAILABLE = 'This colour is not available for this part of the bundle.';
export const PART_SIZE_UNAVAILABLE = 'This size is not available for this part of the bundle.';

// The texts a split test's mistakes produce, word for word.

export const splitTestMissing = (name: string) => `Split Test ${name} doesn't exist or is no longer active`;

/** The error marker an invalid variation shows in its place. */
export const invalidVariation = (testName: string, variation: string) => `Invalid variation "${variation}" for Split Test ${testName}`;

export const VARIATION_OUTSIDE_TEST = 'tml-split-test-variation should be placed in the slot of a tml-split-test';

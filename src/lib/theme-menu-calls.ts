// The addresses of the dashboard's theme and menu calls, for islands and tests.

const base = (division: number | string) => `/omnis/v3/divisions/${encodeURIComponent(String(division))}`;

export const themeCalls = {
  /** GET the store's theme; PUT saves it as a base plus token overrides. */
  theme: (division: number | string) => `${base(division)}/theme/`,
  /** POST applies a named theme (optionally its pro variant). */
  apply: (division: number | string) => `${base(division)}/theme/apply/`,
};

export const menuCalls = {
  /** GET the store's main menu; PUT replaces it. */
  menu: (division: number | string) => `${base(division)}/menu/`,
  /** POST an unsaved menu: answers the shell's desktop and mobile menu HTML for the preview. */
  preview: (division: number | string) => `${base(division)}/menu/preview/`,
};

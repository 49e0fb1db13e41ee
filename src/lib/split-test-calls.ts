// The addresses of the dashboard's split-test calls, for islands and tests.

const base = (division: number | string) => `/omnis/v3/split-tests/${encodeURIComponent(String(division))}`;

export const splitTestCalls = {
  /** GET the store's tests with their results; POST { name, code, variations: [{ name, default }] } starts one. */
  tests: (division: number | string) => `${base(division)}/`,
  /** POST ends a running test (its default shows again to everyone). */
  end: (division: number | string, id: number) => `${base(division)}/${id}/end/`,
};

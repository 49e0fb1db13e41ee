// The CSRF cookie and header pair: the API sets XSRF-TOKEN, the shared client
// (src/lib/client/api-client.ts) echoes it in X-XSRF-TOKEN on unsafe methods, and the CSRF
// check (src/middleware/csrf.ts) compares the two.

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
/**
 * The call that sets the cookie (account.state in src/schemas/api.ts), asked before a page's
 * first write: its path is written here, where the client's smallest scripts read it without the table.
 */
export const XSRF_SOURCE_PATH = '/omnis/v3/dashboard/secure/get/';

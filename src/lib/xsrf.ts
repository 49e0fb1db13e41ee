// The CSRF cookie and header pair: the API sets XSRF-TOKEN, the shared client
// (src/lib/client/api-client.ts) echoes it in X-XSRF-TOKEN on unsafe methods, and the CSRF
// check (src/middleware/csrf.ts) compares the two.

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

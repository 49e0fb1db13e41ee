/** A page body may hold a large document (the 64 KB default of other calls is too small). */
export const PAGE_BODY_MAX_BYTES = 1024 * 1024;

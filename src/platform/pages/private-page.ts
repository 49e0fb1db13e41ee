import { PERSONAL_PAGE_HEADERS } from './page-result.ts';

// Receipts, invoices and order histories are one shopper's own, reached by a secret in the
// address: never kept by the render cache (their services answer NOT_SHAREABLE), never by
// a browser or CDN, never indexed; a wrong hash answers exactly like any other 404.

export const PRIVATE_ORDER_HEADERS = { ...PERSONAL_PAGE_HEADERS, 'x-robots-tag': 'noindex' } as const;

export const PRIVATE_NOT_FOUND = { kind: 'not-found', headers: PRIVATE_ORDER_HEADERS } as const;

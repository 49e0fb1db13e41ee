// The store's affiliate programme: affiliates and their links, the
// attribution cookie, commission settings, orders attributed at creation and statistics
// from paid orders.
export * from './affiliates.ts';
export * from './settings.ts';
export * from './attribution-cookie.ts';
export { arriveThroughLink } from './arrive.ts';
export { attributeOrder } from './attribute-order.ts';
export { affiliateStats, PAID_STATUSES, type AffiliateStats, type AffiliateFigures, type MonthFigures } from './stats.ts';
export { joinProgramme, JOIN_LIMIT } from './join.ts';

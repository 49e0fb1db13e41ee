// The back office (atlas): its sections, in the order its navigation shows them.
// Every /atlas/ route is for internal users only.
export const ATLAS_SECTIONS = [
  { path: '/atlas/', label: 'Home' },
  { path: '/atlas/orders/', label: 'Orders' },
  { path: '/atlas/factory/', label: 'Factory' },
  { path: '/atlas/returns/', label: 'Returns' },
  { path: '/atlas/remill/', label: 'Free returns' },
  { path: '/atlas/quotes/', label: 'Quotes' },
  { path: '/atlas/customers/', label: 'Customers' },
  { path: '/atlas/stores/', label: 'Store approval' },
  { path: '/atlas/products/', label: 'Product approval' },
  { path: '/atlas/projects/', label: 'Projects' },
  { path: '/atlas/staff/', label: 'Staff' },
  { path: '/atlas/users/', label: 'Users' },
  { path: '/atlas/chat/', label: 'Live chat' },
] as const;

/** The section a path belongs to (the longest matching prefix), for the nav's current item. */
export function atlasSectionOf(path: string): string {
  const matches = ATLAS_SECTIONS.filter((section) => path === section.path || (section.path !== '/atlas/' && path.startsWith(section.path)));
  return matches.at(-1)?.path ?? '/atlas/';
}

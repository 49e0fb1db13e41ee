/**
 * The storefront's pages the app draws itself, each from a route of its own rather than from
 * blocks: the dashboard lists them beside the store's pages so an owner sees the whole store,
 * with a View link and no Edit one (there are no blocks to edit).
 */
export const APP_DRAWN_PAGES: readonly { title: string; url: string }[] = [
  { title: 'Basket', url: '/basket/' },
  { title: 'Checkout', url: '/checkout/' },
  { title: 'Search', url: '/search/' },
  { title: 'Favourites', url: '/favourites/' },
  { title: 'Order history', url: '/order-history/' },
  { title: 'Contact', url: '/contact/' },
  { title: 'Blog', url: '/blog/' },
  { title: 'Studio', url: '/studio/' },
];

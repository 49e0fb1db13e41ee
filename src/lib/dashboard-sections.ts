// The merchant dashboard's sections, in the order its navigation shows them.
// Every dashboard screen draws DashboardNav with its own section as `current`.

export const DASHBOARD_SECTIONS = [
  { key: 'home', label: 'Home', href: '/dashboard/' },
  { key: 'pages', label: 'Pages', href: '/dashboard/store/pages/' },
  { key: 'products', label: 'Products', href: '/dashboard/store/products/' },
  { key: 'collections', label: 'Collections', href: '/dashboard/store/collections/' },
  { key: 'theme', label: 'Theme', href: '/dashboard/store/theme/' },
  { key: 'menu', label: 'Menu', href: '/dashboard/store/menu/' },
  { key: 'images', label: 'Images', href: '/dashboard/store/images/' },
  { key: 'plugins', label: 'Plugins', href: '/plugins/' },
  { key: 'analytics', label: 'Analytics', href: '/dashboard/store/analytics/' },
  { key: 'reports', label: 'Reports', href: '/dashboard/store/reports/' },
  { key: 'affiliates', label: 'Affiliates', href: '/dashboard/store/affiliates/' },
  { key: 'notifications', label: 'Notifications', href: '/marketing-tools/notifications/builder' },
  { key: 'split-tests', label: 'Split tests', href: '/dashboard/store/split-tests/' },
  { key: 'settings', label: 'Settings', href: '/dashboard/store/settings/' },
] as const;

export type DashboardSection = (typeof DASHBOARD_SECTIONS)[number]['key'];

import type { LoginState } from '../schemas/page.ts';

// The guarded redirects and access rules as they apply to a store page.

export interface PageAccessVisitor {
  loggedIn: boolean;
  internal: boolean;
  dashboardAccess: boolean;
}

export type PageAccess = { kind: 'allow' } | { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'forbidden' };

export function loginRedirect(fullPath: string): string {
  return `/login/?redirect_uri=${encodeURIComponent(fullPath)}`;
}

export function pageAccess(page: { published: boolean; properties: { loginState: LoginState } }, visitor: PageAccessVisitor, fullPath: string): PageAccess {
  // Unpublished pages exist only for internal users; to everyone else they are not there.
  if (!page.published && !visitor.internal) return { kind: 'not-found' };
  switch (page.properties.loginState) {
    case 'everyone':
      return { kind: 'allow' };
    case 'logged-in':
      return visitor.loggedIn ? { kind: 'allow' } : { kind: 'redirect', location: loginRedirect(fullPath) };
    case 'logged-out':
      return visitor.loggedIn ? { kind: 'redirect', location: '/dashboard/' } : { kind: 'allow' };
    case 'dashboard-access':
      if (!visitor.loggedIn) return { kind: 'redirect', location: loginRedirect(fullPath) };
      return visitor.dashboardAccess ? { kind: 'allow' } : { kind: 'redirect', location: '/403/' };
  }
}

import { breadcrumbList, type Crumb } from '../../lib/structured-data.ts';
import type { PageAnswer } from './unlisted-page.ts';

/** A page answer with a breadcrumb trail: shown on desktop, and as BreadcrumbList data that matches it. */
export function withCrumbs<V>(answer: PageAnswer<V>, crumbs: Crumb[], origin: string): PageAnswer<V> {
  return { ...answer, crumbs, jsonLd: [...answer.jsonLd, breadcrumbList(crumbs, origin)] };
}

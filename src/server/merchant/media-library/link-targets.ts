import type { StoreScope } from '../../stores/index.ts';
import { fromJson } from '../../../platform/db/json.ts';
import type { LinkTarget, LinkTargetKind } from '../../../schemas/media-library.ts';
import { collectionHref, productHref } from '../../../lib/catalogue-paths.ts';
import { blogPostPath } from '../../content/index.ts';
import { pagePath } from '../../../lib/page-routes.ts';
import { nameContains } from '../../../platform/db/name-search.ts';
import { SHOPPER_LISTED } from '../../catalogue/index.ts';

// The link selection popup's search: the store's own products,
// collections, blog posts, pages and designable products, found by title. The action and
// custom-link kinds need no search on the server: the popup knows the actions and
// sanitises a typed address itself.

/** Enough to choose from; the person narrows the list by typing. */
const LIMIT = 20;

type Picture = { original?: string; sizes?: Record<string, string> } | null | undefined;

function smallest(picture: Picture): string | null {
  if (!picture) return null;
  const widths = Object.keys(picture.sizes ?? {})
    .map(Number)
    .sort((a, b) => a - b);
  const first = widths[0];
  return (first !== undefined ? picture.sizes?.[String(first)] : undefined) ?? picture.original ?? null;
}

export async function searchLinkTargets(scope: StoreScope, kind: LinkTargetKind, search: string): Promise<LinkTarget[]> {
  const division = scope.division.id;
  if (kind === 'product' || kind === 'studio') {
    let query = scope.db.selectFrom('products').select(['name', 'url_name', 'images_json']).where('division_id', '=', division).where('enabled', '=', 1);
    // Products shoppers can find (not blanks or one customer's design); the studio only for designable ones.
    query = kind === 'studio' ? query.where('customise_it', '=', 1) : query.where(SHOPPER_LISTED);
    if (search) query = query.where(nameContains('name', search));
    const rows = await query.orderBy('name').limit(LIMIT).execute();
    return rows.map((row) => ({
      kind,
      title: row.name,
      href: kind === 'product' ? productHref({ urlName: row.url_name }) : `/studio/${row.url_name}/`,
      image: smallest(fromJson<Picture[]>(row.images_json, 'products.images_json')?.[0]),
    }));
  }
  if (kind === 'collection') {
    let query = scope.db.selectFrom('collections').select(['name', 'url_name', 'banner_json']).where('division_id', '=', division);
    if (search) query = query.where(nameContains('name', search));
    const rows = await query.orderBy('position').orderBy('name').limit(LIMIT).execute();
    return rows.map((row) => ({
      kind,
      title: row.name,
      href: collectionHref(row.url_name),
      image: smallest(fromJson<Picture>(row.banner_json, 'collections.banner_json')),
    }));
  }
  if (kind === 'blog') {
    let query = scope.db.selectFrom('blog_posts').select(['title', 'url_name', 'banner_json']).where('division_id', '=', division).where('published', '=', 1);
    if (search) query = query.where(nameContains('title', search));
    const rows = await query.orderBy('published_at', 'desc').limit(LIMIT).execute();
    return rows.map((row) => ({
      kind,
      title: row.title,
      href: blogPostPath(row.url_name),
      image: smallest(fromJson<Picture>(row.banner_json, 'blog_posts.banner_json')),
    }));
  }
  // Pages: titles live in the properties JSON, so match on the url in SQL and on the title here.
  const rows = await scope.db
    .selectFrom('pages')
    .select(['uuid', 'url', 'properties_json', 'flags_json'])
    .where('division_id', '=', division)
    .orderBy('url')
    .limit(500)
    .execute();
  const needle = search.toLowerCase();
  const targets: LinkTarget[] = [];
  for (const row of rows) {
    if (fromJson<{ deleted?: boolean }>(row.flags_json, 'pages.flags_json')?.deleted) continue;
    const href = pagePath(row);
    const title = fromJson<{ title?: string }>(row.properties_json, 'pages.properties_json')?.title || href;
    if (needle && !title.toLowerCase().includes(needle) && !href.includes(needle)) continue;
    targets.push({ kind, title, href, image: null });
    if (targets.length === LIMIT) break;
  }
  return targets;
}

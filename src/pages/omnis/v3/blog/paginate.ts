import { storeEndpoint } from '../../../../api/endpoint.ts';
import { json } from '../../../../api/respond.ts';
import { BlogPaginateQuery } from '../../../../schemas/blog-post.ts';
import { paginateBlog } from '../../../../server/content/index.ts';

/**
 * GET /omnis/v3/blog/paginate/?paginate=N&page=P&lite=1&divisions=… →
 * { data: [{ url, title, metaImage: { banner }, … }], meta: { page, perPage, total, lastPage } }.
 */
export const GET = storeEndpoint(async (scope, { url }) => {
  const query = BlogPaginateQuery.parse(
    Object.fromEntries(
      ['paginate', 'page', 'lite', 'divisions', 'tag'].flatMap((name) => {
        const value = url.searchParams.get(name);
        return value === null ? [] : [[name, value]];
      }),
    ),
  );
  return json(await paginateBlog(scope, query));
});

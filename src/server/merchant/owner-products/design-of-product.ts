import type { StoreScope } from '../../stores/index.ts';
import type { DesignRow } from '../../studio/index.ts';

/** The store's design a product is printed from (by its row id), or undefined. */
export async function findDesignRowById(scope: StoreScope, id: number): Promise<DesignRow | undefined> {
  return scope.db.selectFrom('designs').selectAll().where('division_id', '=', scope.division.id).where('id', '=', id).executeTakeFirst();
}

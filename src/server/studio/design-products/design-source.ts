import type { StoreScope } from '../../stores/index.ts';
import type { Product, ProductOption } from '../../../schemas/product.ts';
import type { BlankStudio } from '../../../schemas/blank-studio.ts';
import type { DesignDocument } from '../../../schemas/design-document.ts';
import { productFromRow } from '../../catalogue/index.ts';
import { blankStudioOf } from '../../catalogue/index.ts';
import { ApiError } from '../../../platform/errors/api-error.ts';
import { fromJson } from '../../../platform/db/json.ts';
import { parseDesignDocument } from '../../../schemas/design-document.ts';
import { designFileRows, findDesignRow, type DesignFileRow, type DesignRow } from '../designs/design-records.ts';

// A saved design with everything a product or a basket line is made from: its document, its
// blank (this store's), the blank's option in the design's colour and the files rendered.

export const DESIGN_NOT_FOUND = 'This design was not found.';
export const DESIGN_FAILED = 'This design could not be printed. Please open it in the studio and save it again.';
export const COLOUR_GONE = 'The colour of this design is no longer available.';

export interface DesignSource {
  row: DesignRow;
  document: DesignDocument;
  blank: Product;
  blankOption: ProductOption;
  studio: BlankStudio | null;
  files: DesignFileRow[];
}

/** The store's design by share id (another store's is not found), refused when it failed to render. */
export async function loadDesignSource(scope: StoreScope, uuid: string): Promise<DesignSource> {
  const row = await findDesignRow(scope, uuid);
  if (!row) throw new ApiError('notFound', DESIGN_NOT_FOUND);
  if (row.status === 'failed') throw ApiError.validation({ design: [DESIGN_FAILED] });
  return sourceOf(scope, row);
}

/** The same for a design row already read (the render hook). */
export async function sourceOf(scope: StoreScope, row: DesignRow): Promise<DesignSource> {
  const parsed = parseDesignDocument(fromJson(row.document_json, 'designs.document_json'));
  if (!parsed.ok) throw new Error(`Design ${row.id} holds an invalid document: ${parsed.problems.join(' ')}`);
  const blankRow = await scope.db
    .selectFrom('products')
    .selectAll()
    .where('division_id', '=', scope.division.id)
    .where('id', '=', row.blank_product_id)
    .executeTakeFirst();
  if (!blankRow) throw new ApiError('notFound', DESIGN_NOT_FOUND);
  const blank = productFromRow(blankRow);
  const blankOption = blank.options.find((option) => option.colour.name === parsed.document.colour);
  if (!blankOption) throw ApiError.validation({ colour: [COLOUR_GONE] });
  return { row, document: parsed.document, blank, blankOption, studio: await blankStudioOf(scope, blank.id), files: await designFileRows(scope, row.id) };
}

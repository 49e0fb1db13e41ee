import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';
import { STUDIO_ALIAS_PATHS } from '../studioSuggestion/schema.ts';

// Issue 10 §3 / spec §3 "customisationCatalog": every garment shoppers can design in this
// store's studio (each studio alias the store has a blank for), as a grid of links into it.

export const customisationCatalogProps = z.object({
  title: text(80).default('Design your own').meta({ label: 'Title', help: 'The heading above the grid.', group: 'Content', widget: 'text' }),
  garments: z.array(z.enum(STUDIO_ALIAS_PATHS)).max(STUDIO_ALIAS_PATHS.length).default([]).meta({
    label: 'Garments',
    help: 'Studio pages to list, e.g. /custom-printed-hoodies/; none lists every garment the store has.',
    group: 'Content',
    widget: 'list',
  }),
  showPrice: z
    .boolean()
    .default(true)
    .meta({ label: 'Show prices', help: 'Shows "from" each garment\'s price with one printed side.', group: 'Content', widget: 'toggle' }),
  columns: z
    .int()
    .min(2)
    .max(6)
    .default(4)
    .meta({ label: 'Columns', help: 'Garments per row on wide screens (two on phones).', group: 'Layout', widget: 'slider', step: 1 }),
});
export type CustomisationCatalogProps = z.infer<typeof customisationCatalogProps>;

export const customisationCatalog = defineBlockType({
  name: 'customisationCatalog',
  title: 'Customisation Catalogue',
  props: customisationCatalogProps,
  compatibility: [],
  builder: () => ({}),
});

import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, colourFields, text } from '../fields.ts';
import { DEFAULT_STUDIO_ALIAS, STUDIO_ALIASES } from '../../src/lib/studio/studio-routes.ts';

// The studioSuggestion block: invites shoppers into the studio on a chosen
// garment — its blank drawn in a colour, with a call to action to the garment's studio alias.
// (productMockup, "Product Suggestion", does the same for a finished product.)

/** The studio aliases' paths, as a block picks a garment by them. */
export const STUDIO_ALIAS_PATHS = STUDIO_ALIASES.map((alias) => alias.path) as [string, ...string[]];

export const studioSuggestionProps = z.object({
  title: text(80)
    .default('Design your own')
    .meta({ label: 'Title', help: 'The invitation, e.g. "Design your own T-Shirt".', group: 'Content', widget: 'text' }),
  copy: text(300)
    .default('Add your words and pictures, see the print as it will be, and we print it for you.')
    .meta({ label: 'Text', help: 'A line or two under the title.', group: 'Content', widget: 'textarea' }),
  alias: z
    .enum(STUDIO_ALIAS_PATHS)
    .default(DEFAULT_STUDIO_ALIAS.path)
    .meta({ label: 'Garment', help: 'The studio page the button opens: which garment shoppers design.', group: 'Link', widget: 'select' }),
  colour: text(40)
    .default('')
    .meta({ label: 'Colour', help: 'A colour the garment comes in, e.g. Navy; empty shows its default colour.', group: 'Content', widget: 'text' }),
  buttonText: text(30)
    .min(1)
    .default('Start designing')
    .meta({ label: 'Button text', help: 'Words of the link into the studio.', group: 'Content', widget: 'text' }),
  showPrice: z
    .boolean()
    .default(true)
    .meta({ label: 'Show price', help: 'Shows "from" the garment\'s price with one printed side.', group: 'Content', widget: 'toggle' }),
  imagePosition: z
    .enum(['left', 'right'])
    .default('left')
    .meta({ label: 'Picture side', help: 'Which side the picture sits on wide screens.', group: 'Layout', widget: 'select' }),
  alignment: alignmentField('left', 'Text alignment'),
  ...colourFields(),
});
export type StudioSuggestionProps = z.infer<typeof studioSuggestionProps>;

export const studioSuggestion = defineBlockType({
  name: 'studioSuggestion',
  title: 'Studio Suggestion',
  props: studioSuggestionProps,
  compatibility: [],
  builder: () => ({ title: 'Design your own T-Shirt' }),
});

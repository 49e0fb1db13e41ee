import type { BlockComponent } from '../../../blocks/components.ts';
import type { BlockComponentProps } from '../../../src/server/storefront/render-context.ts';
import { BLOCK_COMPONENTS } from '../../../blocks/components.ts';
import Text from '../../../blocks/text/Block.astro';
import Banner from '../../../blocks/banner/Block.astro';

// Type test, checked by `npm run typecheck` (astro check reads tests/): the renderer map is
// typed by the block registry, so a component given another type's props is an error.
// Each @ts-expect-error below fails the typecheck if its line ever stops being an error.

declare const bannerProps: BlockComponentProps<'banner'>;
declare const textProps: BlockComponentProps<'text'>;

// The right props are accepted.
export const drawsBanner: BlockComponent<'banner'> = Banner;
export const drawsText = (): unknown => Text(textProps);

// A text block's component cannot render a banner…
// @ts-expect-error: text's Block.astro takes BlockComponentProps<'text'>
export const textAsBanner: BlockComponent<'banner'> = Text;

// …nor be filed under banner in the renderer map…
// @ts-expect-error: the map pairs each type name with that type's component
export const misfiled: typeof BLOCK_COMPONENTS = { ...BLOCK_COMPONENTS, banner: Text };

// …nor be called with a banner's props.
// @ts-expect-error: a banner block is not a text block
export const wrongProps = (): unknown => Text(bannerProps);

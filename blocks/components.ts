import type { BlockTypeName } from './registry.ts';
import Banner from './banner/Block.astro';
import Button from './button/Block.astro';
import Expandable from './expandable/Block.astro';
import Grid from './grid/Block.astro';
import Image from './image/Block.astro';
import NewsletterSubscribe from './newsletterSubscribe/Block.astro';
import Pod from './pod/Block.astro';
import ProductList from './productList/Block.astro';
import Row from './row/Block.astro';
import Spacer from './spacer/Block.astro';
import Text from './text/Block.astro';

type AstroComponent = typeof Banner;

// Renderers by block type: imported by the storefront renderer only (never by the
// editor or scripts). Hidden types such as `_shadow_` have no renderer.
export const BLOCK_COMPONENTS: Record<Exclude<BlockTypeName, '_shadow_'>, AstroComponent> = {
  banner: Banner,
  button: Button,
  expandable: Expandable,
  grid: Grid,
  image: Image,
  newsletterSubscribe: NewsletterSubscribe,
  pod: Pod,
  productList: ProductList,
  row: Row,
  spacer: Spacer,
  text: Text,
};

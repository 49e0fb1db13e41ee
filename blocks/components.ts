import type { BlockTypeName } from './registry.ts';
import type { BlockComponentProps } from '../src/server/storefront/index.ts';
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
import Carousel from './carousel/Block.astro';
import Feed from './feed/Block.astro';
import Gate from './gate/Block.astro';
import Interactions from './interactions/Block.astro';
import Slide from './slide/Block.astro';
import Slideshow from './slideshow/Block.astro';
import Youtube from './youtube/Block.astro';
import Action from './action/Block.astro';
import Announcement from './announcement/Block.astro';
import AnnouncementV2 from './announcementV2/Block.astro';
import AppIcon from './appIcon/Block.astro';
import Badge from './badge/Block.astro';
import Card from './card/Block.astro';
import Feature from './feature/Block.astro';
import Graph from './graph/Block.astro';
import Html from './html/Block.astro';
import Iframe from './iframe/Block.astro';
import Placeholder from './placeholder/Block.astro';
import ProductMockup from './productMockup/Block.astro';
import Quote from './quote/Block.astro';
import Socials from './socials/Block.astro';
import StoreHidden from './storeHidden/Block.astro';
import Summary from './summary/Block.astro';
import Tag from './tag/Block.astro';
import Taglets from './taglets/Block.astro';
import BadgeProgress from './badgeProgress/Block.astro';
import ProBenefits from './proBenefits/Block.astro';
import MailContactForm from './mailContactForm/Block.astro';
import PriceBreakdown from './priceBreakdown/Block.astro';
import ProfitPerMonth from './profitPerMonth/Block.astro';
import AffiliateAttribution from './affiliateAttribution/Block.astro';
import AffiliateSettings from './affiliateSettings/Block.astro';
import AffiliateStats from './affiliateStats/Block.astro';
import StudioSuggestion from './studioSuggestion/Block.astro';
import CustomisationCatalog from './customisationCatalog/Block.astro';
import RemillReturn from './remillReturn/Block.astro';
import LiveChat from './liveChat/Block.astro';

/** Types that draw something: hidden types such as `_shadow_` have no renderer. */
export type RenderedBlockType = Exclude<BlockTypeName, '_shadow_'>;

/**
 * A block type's renderer: a component taking that type's resolved block. Each Block.astro
 * declares its Props as BlockComponentProps<its type>, so a component filed under another
 * type, or given another type's block, fails the typecheck (tests/unit/blocks/render-types.test-d.ts).
 */
export type BlockComponent<K extends RenderedBlockType> = (props: BlockComponentProps<K>) => unknown;

// Renderers by block type: imported by the storefront renderer only (never by the
// editor or scripts).
export const BLOCK_COMPONENTS: { [K in RenderedBlockType]: BlockComponent<K> } = {
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
  carousel: Carousel,
  feed: Feed,
  gate: Gate,
  interactions: Interactions,
  slide: Slide,
  slideshow: Slideshow,
  youtube: Youtube,
  action: Action,
  announcement: Announcement,
  announcementV2: AnnouncementV2,
  appIcon: AppIcon,
  badge: Badge,
  card: Card,
  feature: Feature,
  graph: Graph,
  html: Html,
  iframe: Iframe,
  placeholder: Placeholder,
  productMockup: ProductMockup,
  quote: Quote,
  socials: Socials,
  storeHidden: StoreHidden,
  summary: Summary,
  tag: Tag,
  taglets: Taglets,
  badgeProgress: BadgeProgress,
  proBenefits: ProBenefits,
  mailContactForm: MailContactForm,
  priceBreakdown: PriceBreakdown,
  profitPerMonth: ProfitPerMonth,
  affiliateAttribution: AffiliateAttribution,
  affiliateSettings: AffiliateSettings,
  affiliateStats: AffiliateStats,
  studioSuggestion: StudioSuggestion,
  customisationCatalog: CustomisationCatalog,
  remillReturn: RemillReturn,
  liveChat: LiveChat,
};

/**
 * The renderer of a block's type. Indexing the mapped type with the block's own type keeps
 * the component and its props paired (TypeScript's correlated union pattern), with no cast.
 */
export function blockComponent<K extends RenderedBlockType>(type: K): BlockComponent<K> {
  return BLOCK_COMPONENTS[type];
}

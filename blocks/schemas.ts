import { shadow } from './_shadow_/schema.ts';
import { banner } from './banner/schema.ts';
import { button } from './button/schema.ts';
import { expandable } from './expandable/schema.ts';
import { grid } from './grid/schema.ts';
import { image } from './image/schema.ts';
import { newsletterSubscribe } from './newsletterSubscribe/schema.ts';
import { pod } from './pod/schema.ts';
import { productList } from './productList/schema.ts';
import { row } from './row/schema.ts';
import { spacer } from './spacer/schema.ts';
import { text } from './text/schema.ts';
import { carousel } from './carousel/schema.ts';
import { feed } from './feed/schema.ts';
import { gate } from './gate/schema.ts';
import { interactions } from './interactions/schema.ts';
import { slide } from './slide/schema.ts';
import { slideshow } from './slideshow/schema.ts';
import { youtube } from './youtube/schema.ts';
import { action } from './action/schema.ts';
import { announcement } from './announcement/schema.ts';
import { announcementV2 } from './announcementV2/schema.ts';
import { appIcon } from './appIcon/schema.ts';
import { badge } from './badge/schema.ts';
import { card } from './card/schema.ts';
import { feature } from './feature/schema.ts';
import { graph } from './graph/schema.ts';
import { html } from './html/schema.ts';
import { iframe } from './iframe/schema.ts';
import { placeholder } from './placeholder/schema.ts';
import { productMockup } from './productMockup/schema.ts';
import { quote } from './quote/schema.ts';
import { socials } from './socials/schema.ts';
import { storeHidden } from './storeHidden/schema.ts';
import { summary } from './summary/schema.ts';
import { tag } from './tag/schema.ts';
import { taglets } from './taglets/schema.ts';
import { badgeProgress } from './badgeProgress/schema.ts';
import { proBenefits } from './proBenefits/schema.ts';
import { mailContactForm } from './mailContactForm/schema.ts';
import { priceBreakdown } from './priceBreakdown/schema.ts';
import { profitPerMonth } from './profitPerMonth/schema.ts';
import { affiliateAttribution } from './affiliateAttribution/schema.ts';
import { affiliateSettings } from './affiliateSettings/schema.ts';
import { affiliateStats } from './affiliateStats/schema.ts';
import { studioSuggestion } from './studioSuggestion/schema.ts';
import { customisationCatalog } from './customisationCatalog/schema.ts';
import { remillReturn } from './remillReturn/schema.ts';
import { liveChat } from './liveChat/schema.ts';

// Every built-in block type's definition (schema side only: safe for the server,
// the editor and scripts). Renderers live in components.ts.
export const BLOCK_TYPES = {
  _shadow_: shadow,
  banner,
  button,
  expandable,
  grid,
  image,
  newsletterSubscribe,
  pod,
  productList,
  row,
  spacer,
  text,
  carousel,
  feed,
  gate,
  interactions,
  slide,
  slideshow,
  youtube,
  action,
  announcement,
  announcementV2,
  appIcon,
  badge,
  card,
  feature,
  graph,
  html,
  iframe,
  placeholder,
  productMockup,
  quote,
  socials,
  storeHidden,
  summary,
  tag,
  taglets,
  badgeProgress,
  proBenefits,
  mailContactForm,
  priceBreakdown,
  profitPerMonth,
  affiliateAttribution,
  affiliateSettings,
  affiliateStats,
  studioSuggestion,
  customisationCatalog,
  remillReturn,
  liveChat,
} as const;

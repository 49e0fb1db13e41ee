import { z } from 'zod';
import { BLOCK_TYPES } from '../../blocks/schemas.ts';
import { BLOCK_NODE_FIELDS } from './block.ts';

// The stored page document (a page and its blocks), one contract for the renderer and
// the editor. A block node is a discriminated union on `type`: each member pairs a
// registered type name with that type's own properties schema (blocks/schemas.ts), and its
// items are block nodes again (a zod 4 recursive getter, so no twin interface is needed).

type BlockTypeName = keyof typeof BLOCK_TYPES;

/** The node schema of one block type: its name and properties, with items that are nodes again. */
type BlockNodeSchemaOf<K extends BlockTypeName> = z.ZodObject<
  typeof BLOCK_NODE_FIELDS & {
    type: z.ZodLiteral<K>;
    properties: (typeof BLOCK_TYPES)[K]['props'];
    items: z.ZodDefault<z.ZodArray<BlockNodeSchema>>;
  }
>;
type BlockNodeSchemas = { [K in BlockTypeName]: BlockNodeSchemaOf<K> };
type BlockNodeSchema = z.ZodDiscriminatedUnion<[BlockNodeSchemas[BlockTypeName], ...BlockNodeSchemas[BlockTypeName][]], 'type'>;

// Made once, on first use (BlockNode does not exist yet while the members are built):
// a getter returning a fresh schema would have zod compile a new one on every parse.
let itemsSchema: z.ZodDefault<z.ZodArray<BlockNodeSchema>> | undefined;

function blockNodeOf<K extends BlockTypeName>(type: K): BlockNodeSchemaOf<K> {
  return z.object({
    ...BLOCK_NODE_FIELDS,
    type: z.literal(type),
    properties: BLOCK_TYPES[type].props,
    get items(): z.ZodDefault<z.ZodArray<BlockNodeSchema>> {
      itemsSchema ??= z.array(BlockNode).default([]);
      return itemsSchema;
    },
  });
}

// Keyed by type name, so a type added to the registry but missing here fails the typecheck.
const NODE_SCHEMAS: BlockNodeSchemas = {
  _shadow_: blockNodeOf('_shadow_'),
  banner: blockNodeOf('banner'),
  button: blockNodeOf('button'),
  expandable: blockNodeOf('expandable'),
  grid: blockNodeOf('grid'),
  image: blockNodeOf('image'),
  newsletterSubscribe: blockNodeOf('newsletterSubscribe'),
  pod: blockNodeOf('pod'),
  productList: blockNodeOf('productList'),
  row: blockNodeOf('row'),
  spacer: blockNodeOf('spacer'),
  text: blockNodeOf('text'),
  carousel: blockNodeOf('carousel'),
  feed: blockNodeOf('feed'),
  gate: blockNodeOf('gate'),
  interactions: blockNodeOf('interactions'),
  slide: blockNodeOf('slide'),
  slideshow: blockNodeOf('slideshow'),
  youtube: blockNodeOf('youtube'),
  action: blockNodeOf('action'),
  announcement: blockNodeOf('announcement'),
  announcementV2: blockNodeOf('announcementV2'),
  appIcon: blockNodeOf('appIcon'),
  badge: blockNodeOf('badge'),
  card: blockNodeOf('card'),
  feature: blockNodeOf('feature'),
  graph: blockNodeOf('graph'),
  html: blockNodeOf('html'),
  iframe: blockNodeOf('iframe'),
  placeholder: blockNodeOf('placeholder'),
  productMockup: blockNodeOf('productMockup'),
  quote: blockNodeOf('quote'),
  socials: blockNodeOf('socials'),
  storeHidden: blockNodeOf('storeHidden'),
  summary: blockNodeOf('summary'),
  tag: blockNodeOf('tag'),
  taglets: blockNodeOf('taglets'),
  badgeProgress: blockNodeOf('badgeProgress'),
  proBenefits: blockNodeOf('proBenefits'),
  mailContactForm: blockNodeOf('mailContactForm'),
  priceBreakdown: blockNodeOf('priceBreakdown'),
  profitPerMonth: blockNodeOf('profitPerMonth'),
  affiliateAttribution: blockNodeOf('affiliateAttribution'),
  affiliateSettings: blockNodeOf('affiliateSettings'),
  affiliateStats: blockNodeOf('affiliateStats'),
  studioSuggestion: blockNodeOf('studioSuggestion'),
  customisationCatalog: blockNodeOf('customisationCatalog'),
  remillReturn: blockNodeOf('remillReturn'),
  liveChat: blockNodeOf('liveChat'),
};

const [firstNode, ...otherNodes] = Object.values(NODE_SCHEMAS);
if (!firstNode) throw new Error('The block registry is empty');

/** One node of a page document, discriminated on `type`. */
export const BlockNode: BlockNodeSchema = z.discriminatedUnion('type', [firstNode, ...otherNodes]);
export type BlockNode = z.output<typeof BlockNode>;
/** A node as stored or sent by the editor, before defaults are filled in. */
export type BlockNodeInput = z.input<typeof BlockNode>;

/** The node of one block type. */
export type BlockNodeOf<K extends BlockNode['type']> = Extract<BlockNode, { type: K }>;

/** The blocks of a page: its document. */
export const PageDocument = z.array(BlockNode);
export type PageDocument = z.output<typeof PageDocument>;

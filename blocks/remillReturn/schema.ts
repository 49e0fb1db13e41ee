import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { text } from '../fields.ts';

/**
 * Spec §1 "Free return offer" as a block: the offer in the store's words, and a button that
 * opens the return-offer popup (spec §2: an email form, then a thanks state). What may be
 * sent is the offer's own rule, not the owner's copy: the block always lists it.
 */
export const remillReturnProps = z.object({
  title: text(120).default('Send us your old clothes, free').meta({ label: 'Title', group: 'Content', widget: 'text' }),
  copy: text(400)
    .default(
      'Worn out your favourite tee? Send it back to us, whatever the brand. Postage is paid in the UK, we recycle it into new products, and you get a coupon for your next purchase.',
    )
    .meta({ label: 'Copy', group: 'Content', widget: 'textarea' }),
  buttonText: text(40)
    .default('Get a free returns label')
    .meta({ label: 'Button text', help: 'Opens the form that emails the shopper a prepaid label.', group: 'Content', widget: 'text' }),
  showConditions: z.boolean().default(true).meta({
    label: 'List what can be sent',
    help: '100% cotton from any brand, not denim or underwear, care label visible.',
    group: 'Behaviour',
    widget: 'toggle',
  }),
});
export type RemillReturnProps = z.infer<typeof remillReturnProps>;

/** Spec §1: what the offer takes and gives, in the order a shopper checks a garment. */
export const REMILL_CONDITIONS = [
  '100% cotton clothing from any brand',
  'Not denim or underwear',
  'The care label must be visible',
  'Free: postage is paid in the UK',
  'Recycled into new products',
  'A coupon for your next purchase',
] as const;

export const remillReturn = defineBlockType({
  name: 'remillReturn',
  title: 'Free return offer',
  props: remillReturnProps,
  compatibility: [],
  builder: () => ({}),
});

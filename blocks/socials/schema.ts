import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { alignmentField, linkField, text } from '../fields.ts';

/** The networks a store can link to, with the name read out for each icon. */
export const SOCIAL_NETWORKS = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
} as const;
export type SocialNetwork = keyof typeof SOCIAL_NETWORKS;

const socialLink = z.object({
  network: z
    .enum(Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]])
    .meta({ label: 'Network', help: 'Which network the link is for; it picks the icon.', group: 'Content', widget: 'select' }),
  href: linkField('Profile address', "The store's profile address; https only."),
});

export const socialsProps = z.object({
  title: text(60).default('').meta({ label: 'Title', help: 'A heading above the icons, e.g. "Follow us".', group: 'Content', widget: 'text' }),
  links: z
    .array(socialLink)
    .max(12)
    .default([])
    .transform((links) =>
      links.filter(
        (link, index) =>
          link.href !== undefined && /^https:\/\/[^/\s\\?#]+/i.test(link.href) && links.findIndex((other) => other.network === link.network) === index,
      ),
    )
    .meta({ label: 'Links', help: 'One link per network, in the order shown. Links that are not https are left out.', group: 'Content', widget: 'list' }),
  variant: z
    .enum(['plain', 'filled', 'outline'])
    .default('filled')
    .meta({ label: 'Style', help: 'Plain icons, icons on filled circles, or icons in outlined circles.', group: 'Style', widget: 'select' }),
  size: z.enum(['small', 'medium', 'large']).default('medium').meta({ label: 'Icon size', group: 'Style', widget: 'select' }),
  align: alignmentField('center', 'Alignment', "Where the icons sit in the page's content column."),
});
export type SocialsProps = z.infer<typeof socialsProps>;

export const socials = defineBlockType({
  name: 'socials',
  title: 'Social links',
  props: socialsProps,
  compatibility: [],
  builder: () => ({ title: 'Follow us', links: [{ network: 'instagram', href: 'https://www.instagram.com/' }] }),
});

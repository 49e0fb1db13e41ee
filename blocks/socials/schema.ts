import { z } from 'zod';
import { defineBlockType } from '../define.ts';
import { align, safeUrl, text } from '../fields.ts';

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
  /** Which network the link is for; it picks the icon. */
  network: z.enum(Object.keys(SOCIAL_NETWORKS) as [SocialNetwork, ...SocialNetwork[]]),
  /** The store's profile address; https only. */
  href: safeUrl(),
});

export const socialsProps = z.object({
  /** A heading above the icons, e.g. "Follow us". */
  title: text(60).default(''),
  /** One link per network, in the order shown. Links that are not https are left out. */
  links: z.array(socialLink).max(12).default([])
    .transform((links) => links.filter((link, index) =>
      link.href !== undefined && /^https:\/\/[^/\s\\?#]+/i.test(link.href) && links.findIndex((other) => other.network === link.network) === index)),
  /** Plain icons, icons on filled circles, or icons in outlined circles. */
  variant: z.enum(['plain', 'filled', 'outline']).default('filled'),
  /** Icon size. */
  size: z.enum(['small', 'medium', 'large']).default('medium'),
  /** Where the icons sit in the page's content column. */
  align: align().default('center'),
});
export type SocialsProps = z.infer<typeof socialsProps>;

export const socials = defineBlockType({
  name: 'socials',
  title: 'Social links',
  props: socialsProps,
  compatibility: [],
  builder: () => ({ title: 'Follow us', links: [{ network: 'instagram', href: 'https://www.instagram.com/' }] }),
});

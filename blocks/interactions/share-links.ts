// Share addresses of each network. No zod here: the browser script imports this file to
// rebuild the links from the visitor's own address.

export const SHARE_NETWORKS = ['x', 'facebook', 'pinterest', 'whatsapp', 'email'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];

export const SHARE_LABELS: Record<ShareNetwork, string> = {
  x: 'Share on X',
  facebook: 'Share on Facebook',
  pinterest: 'Save to Pinterest',
  whatsapp: 'Share on WhatsApp',
  email: 'Share by email',
};

export interface SharedPage {
  /** Absolute address of what is shared. */
  url: string;
  /** A line to go with it (the page title when the owner gave none). */
  text: string;
  /** Absolute address of a picture, for Pinterest. */
  image?: string | undefined;
}

const withQuery = (base: string, query: Record<string, string | undefined>) =>
  `${base}?${new URLSearchParams(Object.entries(query).filter((entry): entry is [string, string] => Boolean(entry[1])))}`;

export function shareLink(network: ShareNetwork, page: SharedPage): string {
  switch (network) {
    case 'x':
      return withQuery('https://x.com/intent/post', { url: page.url, text: page.text });
    case 'facebook':
      return withQuery('https://www.facebook.com/sharer/sharer.php', { u: page.url });
    case 'pinterest':
      return withQuery('https://www.pinterest.com/pin/create/button/', { url: page.url, media: page.image, description: page.text });
    case 'whatsapp':
      return withQuery('https://wa.me/', { text: [page.text, page.url].filter(Boolean).join(' ') });
    case 'email':
      // Mail programs show "+" literally, so mailto: takes percent-encoding.
      return `mailto:?subject=${encodeURIComponent(page.text)}&body=${encodeURIComponent(page.url)}`;
  }
}

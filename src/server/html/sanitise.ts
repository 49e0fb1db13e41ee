import sanitizeHtml from 'sanitize-html';
import { isSafeUrl, BLOCKED_URL_REPLACEMENT } from '../../lib/url-sanitiser.ts';

// Owner-written rich text is rendered through here: a well-kept sanitiser with a short
// allow-list, and every link through the spec's URL sanitiser.

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'span', 'small', 'sup', 'sub'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: true,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && isSafeUrl(attribs.href) ? attribs.href : BLOCKED_URL_REPLACEMENT;
      const external = /^(https?:)?\/\//i.test(href);
      return {
        tagName,
        attribs: { ...attribs, href, ...(external ? { rel: 'noopener nofollow', target: attribs.target === '_blank' ? '_blank' : '_self' } : {}) },
      };
    },
  },
};

export function sanitiseRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT);
}

/** Plain text of some HTML (for meta descriptions and FAQ answers). */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim();
}

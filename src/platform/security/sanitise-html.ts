import sanitizeHtml from 'sanitize-html';
import { decodeHTML } from 'entities';
import { memoText } from '../../lib/memo-text.ts';
import { isSafeUrl, blockedUrlReplacement } from '../../lib/url-sanitiser.ts';

// Owner-written rich text is rendered through here: a well-kept sanitiser with a short
// allow-list, and every link through the spec's URL sanitiser.

const RICH_TEXT: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'hr', 'span', 'small', 'sup', 'sub'],
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowProtocolRelative: true,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && isSafeUrl(attribs.href) ? attribs.href : blockedUrlReplacement();
      const external = /^(https?:)?\/\//i.test(href);
      return {
        tagName,
        attribs: { ...attribs, href, ...(external ? { rel: 'noopener nofollow', target: attribs.target === '_blank' ? '_blank' : '_self' } : {}) },
      };
    },
  },
};

export const sanitiseRichText = memoText((html) => sanitizeHtml(html, RICH_TEXT));

/** The ends of blocks and line breaks: each becomes a space, so "<p>Free.</p><p>Any" reads "Free. Any". */
const BLOCK_END = /<\/(p|li|h[1-6]|td|th|tr|caption|div|blockquote|dt|dd|figcaption)>|<br\s*\/?>/gi;

/**
 * Plain text of some HTML (meta descriptions, FAQ answers, teasers, reading time), as written:
 * the sanitiser drops the tags (scripts and styles with their content) but hands its text back
 * escaped for HTML ("Tom &amp; Jerry &lt;3"), so it is decoded here. Whatever shows it escapes
 * it once, for where it goes (Astro's text, JSON-LD).
 */
export const plainText = memoText((html) =>
  decodeHTML(sanitizeHtml(html.replace(BLOCK_END, '$& '), { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, ' ')
    .trim(),
);

// Owner HTML (the html block) may lay out more than rich text: headings, tables, images,
// figures, details. Still no script, no event handler, no frame or form, and inline
// styles only from a short list of properties whose values cannot hold url() or
// expression(), so an owner cannot load or run anything through them.
const CSS_COLOUR_VALUE = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
const CSS_LENGTHS_VALUE = /^(auto|0|-?\d+(\.\d+)?(px|em|rem|%|vw|vh))(\s+(auto|0|-?\d+(\.\d+)?(px|em|rem|%|vw|vh))){0,3}$/i;
const OWNER_STYLES: Record<string, RegExp[]> = {
  color: [CSS_COLOUR_VALUE],
  'background-color': [CSS_COLOUR_VALUE],
  'text-align': [/^(left|right|center|justify|start|end)$/i],
  'vertical-align': [/^(top|middle|bottom|baseline)$/i],
  'font-weight': [/^(normal|bold|[1-9]00)$/i],
  'font-style': [/^(normal|italic)$/i],
  'text-decoration': [/^(none|underline|line-through)$/i],
  'text-transform': [/^(none|uppercase|lowercase|capitalize)$/i],
  'font-size': [CSS_LENGTHS_VALUE],
  'line-height': [/^\d+(\.\d+)?(px|em|rem|%)?$/i],
  width: [CSS_LENGTHS_VALUE],
  'max-width': [CSS_LENGTHS_VALUE],
  height: [CSS_LENGTHS_VALUE],
  margin: [CSS_LENGTHS_VALUE],
  padding: [CSS_LENGTHS_VALUE],
  'border-radius': [CSS_LENGTHS_VALUE],
  border: [/^\d{1,2}px\s+(solid|dashed|dotted)\s+(#[0-9a-f]{3,8}|[a-z]{3,20})$/i],
};

const numeric = (value: string | undefined) => (value !== undefined && /^\d{1,4}$/.test(value) ? value : undefined);
const defined = (attribs: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(attribs).filter((entry): entry is [string, string] => entry[1] !== undefined));

// Images may come from the store's own paths, the web or inline image data only.
const isSafeImageSrc = (src: string) => isSafeUrl(src) && /^(https?:\/\/|\/\/|\/(?!\/)|data:image\/)/i.test(src.trim());

const OWNER_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'div',
    'span',
    'section',
    'article',
    'aside',
    'header',
    'footer',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'mark',
    'small',
    'sup',
    'sub',
    'abbr',
    'cite',
    'q',
    'code',
    'pre',
    'kbd',
    'blockquote',
    'a',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'figure',
    'figcaption',
    'img',
    'details',
    'summary',
    'table',
    'caption',
    'colgroup',
    'col',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['class', 'style', 'title', 'lang', 'dir'],
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    ol: ['start', 'reversed'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    col: ['span'],
    colgroup: ['span'],
    details: ['open'],
    abbr: ['title'],
  },
  allowedClasses: { '*': [/^[a-z][a-z0-9_-]{0,40}$/i] },
  allowedStyles: { '*': OWNER_STYLES },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https', 'data'] },
  allowProtocolRelative: true,
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href && isSafeUrl(attribs.href) ? attribs.href.trim() : blockedUrlReplacement();
      const blank = attribs.target === '_blank';
      return { tagName, attribs: defined({ ...attribs, href, target: blank ? '_blank' : undefined, rel: blank ? 'noopener noreferrer' : undefined }) };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: defined({
        src: attribs.src && isSafeImageSrc(attribs.src) ? attribs.src.trim() : undefined,
        alt: attribs.alt ?? '',
        width: numeric(attribs.width),
        height: numeric(attribs.height),
        class: attribs.class,
        style: attribs.style,
        title: attribs.title,
        loading: 'lazy',
        decoding: 'async',
      }),
    }),
    th: (tagName, attribs) => ({
      tagName,
      attribs: defined({
        ...attribs,
        scope: attribs.scope && /^(row|col|rowgroup|colgroup)$/.test(attribs.scope) ? attribs.scope : undefined,
        colspan: numeric(attribs.colspan),
        rowspan: numeric(attribs.rowspan),
      }),
    }),
    td: (tagName, attribs) => ({ tagName, attribs: defined({ ...attribs, colspan: numeric(attribs.colspan), rowspan: numeric(attribs.rowspan) }) }),
  },
  // An image whose address did not pass is left out rather than shown broken.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Owner-written page HTML (the html block): rich text plus headings, tables, figures and images. */
export const sanitiseOwnerHtml = memoText((html) => sanitizeHtml(html, OWNER_HTML));

import { DomUtils, ElementType, parseDocument } from 'htmlparser2';
// domhandler and dom-serializer are htmlparser2's own node and serialiser modules (its
// dependencies): the tree it parses is theirs.
import { Text, type ChildNode, type Document, type Element } from 'domhandler';
import render from 'dom-serializer';

// An uploaded SVG is kept only as what this allow-list lets through, rebuilt from a parsed
// tree (htmlparser2 in XML mode), never patched with regexes over the source:
// - elements: the drawing vocabulary of SVG 1.1 (shapes, text, paint servers, clipping,
//   masking, filters). Everything else goes with its children: script, foreignObject,
//   iframe, animation (set/animate can rewrite href to javascript:), metadata, editors'
//   namespaced elements. An <a> is unwrapped (its drawing stays, its link goes).
// - attributes: geometry and presentation only. No event handler (on*) is on the list.
// - references: href / xlink:href only to a fragment of this document (#id), or, on
//   <image> and <feImage>, to an inline PNG or JPEG data: URL (listed, so the caller checks
//   its size like an upload's). A <use> of another
//   document loses its href and is then dropped.
// - CSS (<style> and style=""): kept only without @import, @font-face, url() other than
//   url(#id), image-set(), expression(), javascript: and backslash escapes (which could
//   spell any of those); otherwise the whole sheet or attribute is dropped.
// - comments, processing instructions and the doctype (entities) are dropped.
// The result is served as an image and rasterised by the render job; the untrusted source
// never reaches a renderer.

const ALLOWED_ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'title',
  'desc',
  'symbol',
  'use',
  'style',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'image',
  'text',
  'tspan',
  'textPath',
  'linearGradient',
  'radialGradient',
  'stop',
  'pattern',
  'clipPath',
  'mask',
  'marker',
  'filter',
  'feBlend',
  'feColorMatrix',
  'feComponentTransfer',
  'feComposite',
  'feConvolveMatrix',
  'feDiffuseLighting',
  'feDisplacementMap',
  'feDistantLight',
  'feDropShadow',
  'feFlood',
  'feFuncA',
  'feFuncB',
  'feFuncG',
  'feFuncR',
  'feGaussianBlur',
  'feImage',
  'feMerge',
  'feMergeNode',
  'feMorphology',
  'feOffset',
  'fePointLight',
  'feSpecularLighting',
  'feSpotLight',
  'feTile',
  'feTurbulence',
]);

/** Unwrapped: the element goes, its children stay. */
const UNWRAPPED_ELEMENTS = new Set(['a']);

/** Elements that draw something: an SVG without one is empty once sanitised. */
const DRAWING_ELEMENTS = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'image', 'text', 'use']);

const ALLOWED_ATTRIBUTES = new Set([
  // structure and geometry
  'id',
  'class',
  'style',
  'transform',
  'viewBox',
  'preserveAspectRatio',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'fx',
  'fy',
  'fr',
  'd',
  'points',
  'pathLength',
  'xmlns',
  'xmlns:xlink',
  'version',
  'xml:space',
  'href',
  'xlink:href',
  // presentation
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'stroke-opacity',
  'opacity',
  'color',
  'display',
  'visibility',
  'overflow',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'paint-order',
  'vector-effect',
  'shape-rendering',
  'image-rendering',
  'color-interpolation',
  'color-interpolation-filters',
  'mix-blend-mode',
  'isolation',
  'marker-start',
  'marker-mid',
  'marker-end',
  // text
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'text-rendering',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'dx',
  'dy',
  'rotate',
  'textLength',
  'lengthAdjust',
  'startOffset',
  'method',
  'spacing',
  'side',
  'path',
  // paint servers, clipping, masking, markers
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'patternUnits',
  'patternContentUnits',
  'patternTransform',
  'clipPathUnits',
  'maskUnits',
  'maskContentUnits',
  'markerWidth',
  'markerHeight',
  'markerUnits',
  'refX',
  'refY',
  'orient',
  // filters
  'filterUnits',
  'primitiveUnits',
  'in',
  'in2',
  'result',
  'stdDeviation',
  'mode',
  'operator',
  'k1',
  'k2',
  'k3',
  'k4',
  'values',
  'type',
  'tableValues',
  'slope',
  'intercept',
  'amplitude',
  'exponent',
  'flood-color',
  'flood-opacity',
  'baseFrequency',
  'numOctaves',
  'seed',
  'stitchTiles',
  'scale',
  'xChannelSelector',
  'yChannelSelector',
  'radius',
  'order',
  'kernelMatrix',
  'divisor',
  'bias',
  'targetX',
  'targetY',
  'edgeMode',
  'preserveAlpha',
  'surfaceScale',
  'specularConstant',
  'specularExponent',
  'diffuseConstant',
  'lighting-color',
  'azimuth',
  'elevation',
  'z',
  'pointsAtX',
  'pointsAtY',
  'pointsAtZ',
  'limitingConeAngle',
  'kernelUnitLength',
]);

const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href']);
/** Elements whose reference may be an inline raster picture. */
const IMAGE_ELEMENTS = new Set(['image', 'feImage']);
const LOCAL_REFERENCE = /^#[A-Za-z_][\w.:-]*$/;
const INLINE_RASTER = /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=\s]*$/i;

/** Everything in CSS that can fetch, run or hide something; url(#id) alone is allowed. */
const UNSAFE_CSS = /\\|@import|@font-face|@namespace|image-set\s*\(|src\s*\(|expression\s*\(|javascript:|behavior\s*:|-moz-binding/i;
const CSS_URL = /url\s*\(\s*(['"]?)([^)'"]*)\1\s*\)/gi;

/** True when CSS (a sheet or a style attribute) cannot load or run anything. */
export function isSafeCss(css: string): boolean {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, ' ');
  if (UNSAFE_CSS.test(text)) return false;
  // Every url( must be a well-formed url(#fragment); anything else (or a broken one) is refused.
  const urls = text.match(/url\s*\(/gi)?.length ?? 0;
  const fragments = [...text.matchAll(CSS_URL)].filter((match) => LOCAL_REFERENCE.test(match[2]!.trim())).length;
  return urls === fragments;
}

function isSafeReference(element: Element, value: string): boolean {
  const trimmed = value.trim();
  if (LOCAL_REFERENCE.test(trimmed)) return true;
  return IMAGE_ELEMENTS.has(element.name) && INLINE_RASTER.test(trimmed);
}

function keepAttribute(element: Element, name: string, value: string): boolean {
  if (!ALLOWED_ATTRIBUTES.has(name)) return false;
  if (REFERENCE_ATTRIBUTES.has(name)) return isSafeReference(element, value);
  if (name === 'style' || /url\s*\(|javascript:|\\/i.test(value)) return isSafeCss(value);
  return true;
}

function cleanAttributes(element: Element): void {
  for (const [name, value] of Object.entries(element.attribs)) {
    if (!keepAttribute(element, name, value)) delete element.attribs[name];
  }
}

/** A <style>'s sheet as plain text (CDATA unwrapped), or undefined when it is unsafe. */
function safeSheet(element: Element): string | undefined {
  const css = DomUtils.textContent(element);
  return isSafeCss(css) ? css : undefined;
}

/** Cleans the children of `parent` in place, returning how many drawing elements remain. */
function cleanChildren(parent: Document | Element): number {
  let drawings = 0;
  for (const child of [...parent.children]) drawings += cleanNode(child);
  return drawings;
}

function cleanNode(node: ChildNode): number {
  if (node.type === ElementType.Text) return 0;
  if (node.type !== ElementType.Tag && node.type !== ElementType.Script && node.type !== ElementType.Style) {
    // Comments, CDATA outside <style>, processing instructions, doctypes.
    DomUtils.removeElement(node);
    return 0;
  }
  const element = node as Element;
  if (UNWRAPPED_ELEMENTS.has(element.name)) {
    const drawings = cleanChildren(element);
    for (const child of [...element.children]) DomUtils.prepend(element, child);
    DomUtils.removeElement(element);
    return drawings;
  }
  if (!ALLOWED_ELEMENTS.has(element.name)) {
    DomUtils.removeElement(element);
    return 0;
  }
  cleanAttributes(element);
  if (element.name === 'style') {
    const css = safeSheet(element);
    if (css === undefined) {
      DomUtils.removeElement(element);
    } else {
      element.children = [];
      DomUtils.appendChild(element, new Text(css));
    }
    return 0;
  }
  // A <use> or <image> whose reference was removed draws nothing and would fetch nothing.
  if (
    (element.name === 'use' || element.name === 'image' || element.name === 'feImage') &&
    !('href' in element.attribs) &&
    !('xlink:href' in element.attribs)
  ) {
    DomUtils.removeElement(element);
    return 0;
  }
  return cleanChildren(element) + (DRAWING_ELEMENTS.has(element.name) ? 1 : 0);
}

export interface SanitisedSvg {
  /** The rebuilt document, UTF-8. */
  svg: string;
  /** The root's width, height and viewBox as written (after sanitising). */
  size: { width: string | undefined; height: string | undefined; viewBox: string | undefined };
  /** How many shapes, texts, images and uses it still draws. */
  drawings: number;
  /** The inline pictures (data: URLs) it still holds: each could be a decompression bomb. */
  inlineRasters: string[];
}

/**
 * The SVG rebuilt from the allow-list above, or undefined when the root element is not an
 * <svg>. Pure: no file, network or renderer is touched.
 */
export function sanitiseSvg(source: string): SanitisedSvg | undefined {
  const document = parseDocument(source.replace(/^\uFEFF/, ''), { xmlMode: true, recognizeCDATA: true });
  const roots = document.children.filter((node): node is Element => node.type === ElementType.Tag);
  const root = roots[0];
  if (roots.length !== 1 || !root || root.name !== 'svg') return undefined;
  document.children = [root];
  root.parent = null;
  root.prev = null;
  root.next = null;
  const drawings = cleanNode(root);
  root.attribs.xmlns = 'http://www.w3.org/2000/svg';
  delete root.attribs.href;
  delete root.attribs['xlink:href'];
  if (hasXlink(root)) root.attribs['xmlns:xlink'] = 'http://www.w3.org/1999/xlink';
  const svg = render(root, { xmlMode: true });
  return { svg, size: { width: root.attribs.width, height: root.attribs.height, viewBox: root.attribs.viewBox }, drawings, inlineRasters: inlineRasters(root) };
}

function inlineRasters(root: Element): string[] {
  return DomUtils.findAll((element) => IMAGE_ELEMENTS.has(element.name), [root])
    .flatMap((element) => [element.attribs.href, element.attribs['xlink:href']])
    .filter((value): value is string => value !== undefined && INLINE_RASTER.test(value.trim()));
}

function hasXlink(root: Element): boolean {
  return DomUtils.findOne((element) => 'xlink:href' in element.attribs, [root], true) !== null;
}

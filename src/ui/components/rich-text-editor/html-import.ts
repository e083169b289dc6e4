import {
  $isElementNode,
  $isTextNode,
  type DOMConversion,
  type DOMConversionFn,
  type DOMConversionMap,
  type LexicalNode,
  ParagraphNode,
  TextNode,
  type Klass,
  getStaticNodeConfig,
  getStyleObjectFromCSS,
  isHTMLElement,
} from 'lexical';
import { HeadingNode, QuoteNode } from '@lexical/rich-text';
import { filterStyle } from '../../../domain/editor/html-policy';

/** Inline styles a text run keeps from pasted or stored HTML (the font colour among them). */
const TEXT_STYLES = ['color', 'background-color', 'font-size', 'font-family'];
/** Block styles Lexical already turns into alignment and indentation. */
const BLOCK_STYLES_HANDLED = ['text-align', 'padding-inline-start'];

const toCss = (entries: [string, string][]) => entries.map(([k, v]) => `${k}: ${v};`).join(' ');
const styleEntries = (el: HTMLElement) =>
  Object.entries(getStyleObjectFromCSS(filterStyle(el.getAttribute('style') ?? '', el.localName)));

export function textStyleOf(el: Node): string {
  if (!isHTMLElement(el)) return ''; // the #text importer sees text nodes
  return toCss(styleEntries(el).filter(([k]) => TEXT_STYLES.includes(k)));
}

export function blockStyleOf(el: Node): string {
  if (!isHTMLElement(el)) return '';
  return toCss(styleEntries(el).filter(([k]) => !BLOCK_STYLES_HANDLED.includes(k)));
}

/** Later (inner) declarations win, as they would in the browser. */
export function mergeStyles(outer: string, inner: string): string {
  return toCss(Object.entries({ ...getStyleObjectFromCSS(outer), ...getStyleObjectFromCSS(inner) }));
}

/**
 * A class's importers. Lexical 0.52 derives the static importDOM of $config-based nodes
 * (TextNode, ParagraphNode) when the class is first registered, so ask for its config first.
 */
function importersOf(klass: Klass<LexicalNode>): DOMConversionMap | null {
  getStaticNodeConfig(klass);
  return klass.importDOM?.() ?? null;
}

type Wrap = (conversion: DOMConversion, element: HTMLElement) => DOMConversion;

/** Wraps every importer a node class has, one priority step above the original so it wins. */
function wrapImporters(map: DOMConversionMap, source: DOMConversionMap | null, wrap: Wrap) {
  for (const [tag, importer] of Object.entries(source ?? {})) {
    map[tag] = (element: HTMLElement) => {
      const conversion = importer(element);
      if (!conversion) return null;
      const priority = Math.min(4, (conversion.priority ?? 0) + 1) as DOMConversion['priority'];
      return { ...wrap(conversion, element), priority };
    };
  }
}

const withTextStyle: Wrap = (conversion) => ({
  ...conversion,
  conversion: ((element: HTMLElement) => {
    const output = conversion.conversion(element);
    const extra = textStyleOf(element);
    if (!output || !extra || output.node || !output.forChild) return output;
    const { forChild } = output;
    return {
      ...output,
      forChild: (child: LexicalNode, parent) => {
        const node = forChild(child, parent);
        if ($isTextNode(node)) node.setStyle(mergeStyles(node.getStyle(), extra));
        return node;
      },
    };
  }) as DOMConversionFn,
});

const withBlockStyle: Wrap = (conversion) => ({
  ...conversion,
  conversion: ((element: HTMLElement) => {
    const output = conversion.conversion(element);
    const node = output?.node;
    const style = blockStyleOf(element);
    if (style && node && !Array.isArray(node) && $isElementNode(node)) node.setStyle(style);
    return output;
  }) as DOMConversionFn,
});

/**
 * The editor's HTML import map: Lexical drops inline styles it does not model, so text keeps
 * its colour (and size, font, background) and paragraphs and headings keep their block style
 * (the named custom styles), which makes stored HTML survive a round trip.
 */
export function buildImportMap(): DOMConversionMap {
  const map: DOMConversionMap = {};
  wrapImporters(map, importersOf(TextNode), withTextStyle);
  const blocks: DOMConversionMap = {};
  wrapImporters(blocks, importersOf(ParagraphNode), withBlockStyle);
  const headings: DOMConversionMap = {};
  wrapImporters(headings, importersOf(HeadingNode), withBlockStyle);
  const quotes: DOMConversionMap = {};
  wrapImporters(quotes, importersOf(QuoteNode), withBlockStyle);
  // Heading importers also claim p and span (for Google Docs); the plain ones win those tags.
  return { ...quotes, ...headings, ...map, ...blocks };
}

/**
 * Rules every piece of landing HTML obeys (theme files, their English texts, shared sections):
 * the baked page is served under a strict CSP (no inline script, no style attribute, nothing from
 * another host), so what would be blocked there is refused at sync instead, with the line.
 */
import { parseFragment } from 'parse5';
import type { ProblemCode } from './problems.ts';

/** Placeholders a block may use; `{{photo}}` only in block-photo. Values are produced at bake. */
export const FORMULA_FIELDS = ['name', 'price', 'deposit', 'summary', 'features', 'apply_url'] as const;
export const BLOCK_PLACEHOLDERS = new Set([
  'photo',
  'cta_url',
  'signin_url',
  'home_url',
  'deposit_percent',
  ...['essentiel', 'premium'].flatMap((id) => FORMULA_FIELDS.map((field) => `formula.${id}.${field}`)),
]);

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function placeholdersOf(text: string): { name: string; index: number }[] {
  return [...text.matchAll(PLACEHOLDER)].map((m) => ({ name: m[1]!, index: m.index! }));
}

export interface HtmlProblem {
  code: ProblemCode;
  line: number;
  message: string;
  fix: string;
}

/**
 * What block HTML may hold, read with a real HTML parser (parse5, as a browser parses it) against
 * allowlists: patterns missed `<svg/onload=…>`, `<a href="x"onmouseover=…>` and an
 * entity-encoded `javascript:`. Anything not listed is refused, with its line.
 */
const ALLOWED_ELEMENTS = new Set([
  'section', 'div', 'p', 'span', 'br', 'hr', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'strong', 'em', 'b', 'i', 'u', 's', 'small',
  'mark', 'sub', 'sup', 'abbr', 'cite', 'q', 'time', 'blockquote', 'figure', 'figcaption', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'address', 'article', 'aside', 'header', 'footer', 'nav', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
]);
/** Attributes any allowed element may carry (plus `aria-*`); `style` and `on…` have their own codes. */
const GLOBAL_ATTRIBUTES = new Set(['id', 'class', 'title', 'lang', 'dir', 'role', 'hidden']);
const ELEMENT_ATTRIBUTES: Record<string, ReadonlySet<string>> = {
  a: new Set(['href', 'rel', 'target', 'hreflang']),
  blockquote: new Set(['cite']),
  q: new Set(['cite']),
  time: new Set(['datetime']),
  th: new Set(['colspan', 'rowspan', 'scope']),
  td: new Set(['colspan', 'rowspan']),
  ol: new Set(['start', 'reversed']),
};
const URL_ATTRIBUTES = new Set(['href', 'cite']);
/** Schemes a link may use; relative links, `#anchors` and placeholders such as {{cta_url}} need none. */
const ALLOWED_SCHEMES = new Set(['https', 'http', 'mailto', 'tel']);
/** Embedded and form elements: the photo comes from {{photo}}, actions are plain links. */
const EMBEDDED = /^(img|picture|iframe|object|embed|video|audio|source|track|form|input|button|select|textarea|link|meta|base|svg|math|canvas|frame|frameset|template|slot|portal)$/;

interface ParsedNode {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: ParsedNode[];
  content?: ParsedNode;
  sourceCodeLocation?: { startLine: number; attrs?: Record<string, { startLine: number }> } | null;
}

/** The scheme a browser would see: it drops ASCII white space and control characters first. */
function schemeOf(url: string): string | null {
  const cleaned = url.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^\{\{[^{}]*\}\}/.test(cleaned)) return null; // a placeholder, checked with the others
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(cleaned);
  return match ? match[1]!.toLowerCase() : null;
}

function elementProblems(node: ParsedNode, line: (at: number | undefined) => number, problems: HtmlProblem[]): void {
  const tag = node.tagName;
  if (tag) {
    const at = line(node.sourceCodeLocation?.startLine);
    if (tag === 'script') {
      problems.push({ code: 'script_not_allowed', line: at, message: 'a <script> element: landing pages carry no script (their CSP refuses inline scripts)', fix: 'remove the script; landings are static pages' });
    } else if (tag === 'style') {
      problems.push({ code: 'style_not_allowed', line: at, message: 'inline styling (<style>): the page CSP allows only the generated stylesheet', fix: 'use the classes of _shared/landing.css, or add a class there' });
    } else if (!ALLOWED_ELEMENTS.has(tag)) {
      problems.push({
        code: 'element_not_allowed',
        line: at,
        message: `<${tag}…>: not allowed in a block`,
        fix: EMBEDDED.test(tag) ? 'use {{photo}} in block-photo for the image, and plain links (<a class="lp-button">) for actions' : `use one of ${[...ALLOWED_ELEMENTS].map((e) => `<${e}>`).join(' ')}`,
      });
    }
    for (const { name, value } of node.attrs ?? []) {
      const attrLine = line(node.sourceCodeLocation?.attrs?.[name]?.startLine ?? node.sourceCodeLocation?.startLine);
      if (name.startsWith('on')) {
        problems.push({ code: 'script_not_allowed', line: attrLine, message: `an event handler attribute (${name}=…): the CSP refuses inline handlers`, fix: 'remove the attribute' });
      } else if (name === 'style') {
        problems.push({ code: 'style_not_allowed', line: attrLine, message: 'inline styling (style=…): the page CSP allows only the generated stylesheet', fix: 'use the classes of _shared/landing.css, or add a class there' });
      } else if (!ALLOWED_ELEMENTS.has(tag)) {
        continue; // already refused as a whole
      } else if (!GLOBAL_ATTRIBUTES.has(name) && !name.startsWith('aria-') && !ELEMENT_ATTRIBUTES[tag]?.has(name)) {
        problems.push({ code: 'attribute_not_allowed', line: attrLine, message: `the attribute ${name} on <${tag}>`, fix: 'keep to id, class, title, lang, aria-*, and href on links' });
      } else if (URL_ATTRIBUTES.has(name)) {
        const scheme = schemeOf(value);
        if (scheme === 'javascript') problems.push({ code: 'script_not_allowed', line: attrLine, message: 'a javascript: URL', fix: 'link to a page instead' });
        else if (scheme !== null && !ALLOWED_SCHEMES.has(scheme)) {
          problems.push({ code: 'url_not_allowed', line: attrLine, message: `a ${scheme}: URL in ${name}`, fix: 'link with https:, mailto:, tel:, a relative path or a #anchor' });
        }
      }
    }
  }
  for (const child of node.childNodes ?? []) elementProblems(child, line, problems);
  if (node.content) elementProblems(node.content, line, problems);
}

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Problems of a piece of block HTML; `firstLine` shifts line numbers when it is part of a larger file. */
export function htmlProblems(html: string, options: { blockId: string; firstLine?: number }): HtmlProblem[] {
  const offset = (options.firstLine ?? 1) - 1;
  const problems: HtmlProblem[] = [];
  const fragment = parseFragment(html, { sourceCodeLocationInfo: true }) as unknown as ParsedNode;
  elementProblems(fragment, (at) => offset + (at ?? 1), problems);
  problems.sort((a, b) => a.line - b.line);
  for (const { name, index } of placeholdersOf(html)) {
    if (!BLOCK_PLACEHOLDERS.has(name) || (name === 'photo' && options.blockId !== 'block-photo')) {
      problems.push({
        code: 'unknown_placeholder',
        line: offset + lineAt(html, index),
        message: `{{${name}}} is not a placeholder of ${options.blockId}`,
        fix: `use one of ${[...BLOCK_PLACEHOLDERS].filter((p) => p !== 'photo' || options.blockId === 'block-photo').map((p) => `{{${p}}}`).join(', ')}`,
      });
    }
  }
  return problems;
}

/** WCAG 2 contrast ratio of two `#rrggbb` colours. */
export function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x! + 0.05) / (y! + 0.05);
}

/**
 * Rules every piece of landing HTML obeys (theme files, their English texts, shared sections):
 * the baked page is served under a strict CSP (no inline script, no style attribute, nothing from
 * another host), so what would be blocked there is refused at sync instead, with the line.
 */
import type { ProblemCode } from './problems.ts';

/** Placeholders a block may use; `{{photo}}` only in block-photo. Values are produced at bake. */
export const FORMULA_FIELDS = ['name', 'price', 'deposit', 'summary', 'features'] as const;
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

const RULES: { pattern: RegExp; code: ProblemCode; message: (m: string) => string; fix: string }[] = [
  {
    pattern: /<script\b/gi,
    code: 'script_not_allowed',
    message: () => 'a <script> element: landing pages carry no script (their CSP refuses inline scripts)',
    fix: 'remove the script; landings are static pages',
  },
  {
    pattern: /\son[a-z]+\s*=/gi,
    code: 'script_not_allowed',
    message: (m) => `an event handler attribute (${m.trim()}…): the CSP refuses inline handlers`,
    fix: 'remove the attribute',
  },
  {
    pattern: /javascript:/gi,
    code: 'script_not_allowed',
    message: () => 'a javascript: URL',
    fix: 'link to a page instead',
  },
  {
    pattern: /<style\b|\sstyle\s*=/gi,
    code: 'style_not_allowed',
    message: (m) => `inline styling (${m.trim()}): the page CSP allows only the generated stylesheet`,
    fix: 'use the classes of _shared/landing.css, or add a class there',
  },
  {
    pattern: /<(?:img|picture|iframe|object|embed|video|audio|source|form|link|meta|base|input|button)\b/gi,
    code: 'element_not_allowed',
    message: (m) => `${m}…>: not allowed in a block`,
    fix: 'use {{photo}} in block-photo for the image, and plain links (<a class="lp-button">) for actions',
  },
];

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Problems of a piece of block HTML; `firstLine` shifts line numbers when it is part of a larger file. */
export function htmlProblems(html: string, options: { blockId: string; firstLine?: number }): HtmlProblem[] {
  const offset = (options.firstLine ?? 1) - 1;
  const problems: HtmlProblem[] = [];
  for (const rule of RULES) {
    for (const match of html.matchAll(rule.pattern)) {
      problems.push({ code: rule.code, line: offset + lineAt(html, match.index!), message: rule.message(match[0]), fix: rule.fix });
    }
  }
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

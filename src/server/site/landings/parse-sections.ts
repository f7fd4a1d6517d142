/**
 * Splits a theme's HTML into its top-level `<section id="block-…">` elements. Not a general HTML
 * parser: theme files are written by us, and anything this scanner cannot read is refused with a
 * named problem (the sync stops and says which file and where) rather than guessed at.
 */

export interface Section {
  id: string;
  /** The opening tag as written (`<section id="block-titre" class="hero">`). */
  openTag: string;
  inner: string;
  /** 1-based line of the opening tag, for messages. */
  line: number;
}

export type SectionProblemCode = 'html_outside_blocks' | 'unbalanced_html' | 'section_without_id';

export interface SectionProblem {
  code: SectionProblemCode;
  line: number;
  detail: string;
}

const OPEN = /<section\b[^>]*>/gi;
const CLOSE = /<\/section\s*>/gi;
const ID = /\bid\s*=\s*("([^"]*)"|'([^']*)')/i;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

export function parseSections(html: string): { sections: Section[]; problems: SectionProblem[] } {
  const sections: Section[] = [];
  const problems: SectionProblem[] = [];
  let position = 0;
  while (position < html.length) {
    const rest = html.slice(position);
    const blank = /^(\s+|<!--[\s\S]*?-->)/.exec(rest);
    if (blank) {
      position += blank[0].length;
      continue;
    }
    const open = /^<section\b[^>]*>/i.exec(rest);
    if (!open) {
      problems.push({ code: 'html_outside_blocks', line: lineAt(html, position), detail: rest.slice(0, 60).split('\n')[0]! });
      return { sections, problems };
    }
    const start = position;
    const innerStart = position + open[0].length;
    // Find the matching </section>, counting nested sections.
    let depth = 1;
    let cursor = innerStart;
    let innerEnd = -1;
    while (depth > 0) {
      OPEN.lastIndex = cursor;
      CLOSE.lastIndex = cursor;
      const nextOpen = OPEN.exec(html);
      const nextClose = CLOSE.exec(html);
      if (!nextClose) break;
      if (nextOpen && nextOpen.index < nextClose.index) {
        depth++;
        cursor = nextOpen.index + nextOpen[0].length;
      } else {
        depth--;
        cursor = nextClose.index + nextClose[0].length;
        if (depth === 0) innerEnd = nextClose.index;
      }
    }
    if (innerEnd === -1) {
      problems.push({ code: 'unbalanced_html', line: lineAt(html, start), detail: open[0] });
      return { sections, problems };
    }
    const idMatch = ID.exec(open[0]);
    const id = idMatch ? (idMatch[2] ?? idMatch[3] ?? '') : '';
    if (!id) problems.push({ code: 'section_without_id', line: lineAt(html, start), detail: open[0] });
    else sections.push({ id, openTag: open[0], inner: html.slice(innerStart, innerEnd), line: lineAt(html, start) });
    position = cursor;
  }
  return { sections, problems };
}

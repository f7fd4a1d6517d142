/**
 * What the theme checker reports (Ghost's gscan is the model): a named code, the file, where,
 * what is wrong and how to fix it. Errors stop the sync before the database is touched;
 * warnings are printed and the sync goes on.
 */
export type ProblemCode =
  | 'invalid_slug_file_name'
  | 'reserved_slug'
  | 'json_without_html'
  | 'invalid_json'
  | 'unknown_json_key'
  | 'missing_text'
  | 'title_length'
  | 'description_length'
  | 'invalid_blocks_config'
  | 'unknown_block_id'
  | 'duplicate_block_id'
  | 'enabled_block_missing'
  | 'missing_english_text'
  | 'english_text_for_missing_block'
  | 'html_outside_blocks'
  | 'unbalanced_html'
  | 'section_without_id'
  | 'element_not_allowed'
  | 'script_not_allowed'
  | 'style_not_allowed'
  | 'attribute_not_allowed'
  | 'url_not_allowed'
  | 'unknown_placeholder'
  | 'photo_placeholder_missing'
  | 'photo_missing'
  | 'photo_not_found'
  | 'photo_unreadable'
  | 'missing_h1'
  | 'invalid_colour'
  | 'low_contrast'
  | 'duplicate_main_on_fresh_install'
  | 'shared_file_missing'
  | 'template_placeholder_missing'
  | 'shared_section_invalid'
  | 'no_themes';

export interface Problem {
  severity: 'error' | 'warning';
  code: ProblemCode;
  /** Path relative to the themes directory (`ceramistes.json`, `_shared/template.html`). */
  file: string;
  line?: number;
  message: string;
  fix: string;
}

export function formatProblem(p: Problem): string {
  const where = p.line ? `${p.file}:${p.line}` : p.file;
  return `${p.severity === 'error' ? 'error' : 'warning'} ${p.code} in ${where}\n  ${p.message}\n  fix: ${p.fix}`;
}

export class LandingSyncError extends Error {
  readonly problems: Problem[];
  constructor(problems: Problem[]) {
    const errors = problems.filter((p) => p.severity === 'error');
    super(`Landing themes: ${errors.length} error(s), nothing was changed in the database.\n\n${problems.map(formatProblem).join('\n\n')}`);
    this.problems = problems;
  }
}

/**
 * The theme checker, one named code per kind of mistake (gscan-like): every row breaks a copy of
 * the shipped themes in one way and expects that code, in that file.
 */
import { describe, expect, it } from 'vitest';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readThemes } from './read-themes.ts';
import { readSharedParts } from './shared-parts.ts';
import { copyThemes, editFile, editJson } from '#tests/support/themes-dir.ts';

async function problemsOf(dir: string) {
  const shared = readSharedParts(dir);
  const themes = await readThemes(dir);
  return [...shared.problems, ...themes.problems].map((p) => ({ severity: p.severity, code: p.code, file: p.file, fix: p.fix, line: p.line }));
}

describe('the shipped themes', () => {
  it('pass the checker with no error and no warning', async () => {
    const dir = copyThemes();
    expect(await problemsOf(dir)).toEqual([]);
    const { themes } = await readThemes(dir);
    expect(themes.map((t) => t.slug).sort()).toEqual(['bijoutiers', 'ceramistes', 'maroquiniers', 'salon-createurs']);
    expect(themes.filter((t) => t.mainOnFreshInstall).map((t) => t.slug)).toEqual(['ceramistes']);
    for (const theme of themes) expect(theme.photoPath).toMatch(/photos\/.+\.jpg$/);
  });
});

type Breakage = [string, string, string, (dir: string) => void];

const breakages: Breakage[] = [
  ['an upper-case slug file name', 'invalid_slug_file_name', 'Bijoutiers.html', (d) => { renameSync(join(d, 'bijoutiers.html'), join(d, 'Bijoutiers.html')); renameSync(join(d, 'bijoutiers.json'), join(d, 'Bijoutiers.json')); }],
  ['an underscore in the slug', 'invalid_slug_file_name', 'mes_bijoux.html', (d) => { renameSync(join(d, 'bijoutiers.html'), join(d, 'mes_bijoux.html')); renameSync(join(d, 'bijoutiers.json'), join(d, 'mes_bijoux.json')); }],
  ['an accented slug', 'invalid_slug_file_name', 'céramistes.html', (d) => { renameSync(join(d, 'ceramistes.html'), join(d, 'céramistes.html')); renameSync(join(d, 'ceramistes.json'), join(d, 'céramistes.json')); }],
  ['a slug that names an admin route', 'reserved_slug', 'reorder.html', (d) => { renameSync(join(d, 'bijoutiers.html'), join(d, 'reorder.html')); renameSync(join(d, 'bijoutiers.json'), join(d, 'reorder.json')); }],
  ['a JSON file without its HTML', 'json_without_html', 'bijoutiers.json', (d) => rmSync(join(d, 'bijoutiers.html'))],
  ['broken JSON', 'invalid_json', 'bijoutiers.json', (d) => editFile(d, 'bijoutiers.json', (t) => t.replace('"title":', '"title"'))],
  ['a misspelt JSON key', 'unknown_json_key', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.titel_en = 'x'; })],
  ['a missing English title', 'missing_text', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { delete j.title_en; })],
  ['an unknown block id in blocks_config', 'unknown_block_id', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.blocks_config.blocks[0].id = 'block-hero'; })],
  ['a duplicate block id in blocks_config', 'duplicate_block_id', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.blocks_config.blocks[1].id = 'block-titre'; })],
  ['blocks_config in the wrong shape', 'invalid_blocks_config', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.blocks_config = ['block-titre']; })],
  ['an enabled block missing from the HTML', 'enabled_block_missing', 'bijoutiers.json', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace(/<section id="block-aujourdhui"[\s\S]*?<\/section>\n/, ''))],
  ['an enabled block without its English text', 'missing_english_text', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { delete j.blocks_en['block-cta']; })],
  ['English text for a block the HTML lacks', 'english_text_for_missing_block', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.blocks_en['block-temoignages'] = '<p>x</p>'; })],
  ['an unknown section id in the HTML', 'unknown_block_id', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('id="block-aujourdhui"', 'id="block-today"'))],
  ['the same section twice in the HTML', 'duplicate_block_id', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => `${t}<section id="block-cta"><p>x</p></section>\n`)],
  ['content outside the blocks', 'html_outside_blocks', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => `<p>Bonjour</p>\n${t}`)],
  ['an unclosed section', 'unbalanced_html', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace(/<\/section>\s*$/, ''))],
  ['an inline script', 'script_not_allowed', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('</h1>', '</h1><script>alert(1)</script>'))],
  ['an event handler in the English text', 'script_not_allowed', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.blocks_en['block-cta'].push('<a href="#" onclick="x()">x</a>'); })],
  ['a style attribute', 'style_not_allowed', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('<h1>', '<h1 style="color:red">'))],
  ['a raw <img>', 'element_not_allowed', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('</h1>', '</h1><img src="https://cdn.example/x.jpg" alt="">'))],
  ['an unknown placeholder', 'unknown_placeholder', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('{{cta_url}}', '{{cta}}'))],
  ['{{photo}} outside block-photo', 'unknown_placeholder', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('</h1>', '</h1>{{photo}}'))],
  ['block-photo without {{photo}}', 'photo_placeholder_missing', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace('{{photo}}', ''))],
  ['block-titre without an <h1>', 'missing_h1', 'bijoutiers.html', (d) => editFile(d, 'bijoutiers.html', (t) => t.replace(/<h1>([\s\S]*?)<\/h1>/, '<h2>$1</h2>'))],
  ['a photo that does not exist', 'photo_not_found', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.image = 'photos/absente.jpg'; })],
  ['a photo outside the themes directory', 'photo_not_found', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.image = '../../etc/passwd'; })],
  ['a photo that is not an image', 'photo_unreadable', 'bijoutiers.json', (d) => { writeFileSync(join(d, 'photos', 'faux.jpg'), 'not an image'); editJson(d, 'bijoutiers.json', (j) => { j.image = 'photos/faux.jpg'; }); }],
  ['block-photo on without a photo', 'photo_missing', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { delete j.image; })],
  ['a colour that is not #rrggbb', 'invalid_colour', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.palette.accent = 'teal'; })],
  ['text colours without contrast', 'low_contrast', 'bijoutiers.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.palette.accent = '#9ad0cc'; })],
  ['two themes main on a fresh install', 'duplicate_main_on_fresh_install', 'bijoutiers.json, ceramistes.json', (d) => editJson(d, 'bijoutiers.json', (j) => { j.main_on_fresh_install = true; })],
  ['a missing shared template', 'shared_file_missing', '_shared/template.html', (d) => rmSync(join(d, '_shared', 'template.html'))],
  ['a template without {{blocks}}', 'template_placeholder_missing', '_shared/template.html', (d) => editFile(d, '_shared/template.html', (t) => t.replace('{{blocks}}', ''))],
  ['a template string missing', 'unknown_placeholder', '_shared/template.html', (d) => editFile(d, '_shared/template.html', (t) => t.replace('{{t.skip}}', '{{t.sauter}}'))],
  ['a shared section with the wrong id', 'shared_section_invalid', '_shared/block-formules.en.html', (d) => editFile(d, '_shared/block-formules.en.html', (t) => t.replace('id="block-formules"', 'id="block-prix"'))],
  ['a stylesheet naming a missing asset', 'shared_file_missing', '_shared/landing.css', (d) => editFile(d, '_shared/landing.css', (t) => t.replace('fraunces-latin-600-normal.woff2', 'fraunces.woff2'))],
];

describe('each mistake has its named code, file and fix', () => {
  it.each(breakages)('%s → %s in %s', async (_name, code, file, breakIt) => {
    const dir = copyThemes();
    breakIt(dir);
    const problems = await problemsOf(dir);
    const found = problems.find((p) => p.code === code);
    expect(found, JSON.stringify(problems, null, 1)).toBeDefined();
    expect(found!.severity).toBe('error');
    expect(found!.file).toBe(file);
    expect(found!.fix.length).toBeGreaterThan(5);
  });

  it('warns (without stopping) about a title search engines would cut', async () => {
    const dir = copyThemes();
    editJson(dir, 'bijoutiers.json', (j) => { j.title = 'Un titre beaucoup trop long pour tenir dans un résultat de recherche Google'; });
    const problems = await problemsOf(dir);
    expect(problems).toEqual([expect.objectContaining({ severity: 'warning', code: 'title_length', file: 'bijoutiers.json', line: 2 })]);
  });

  it('names the line of a problem in the HTML file', async () => {
    const dir = copyThemes();
    editFile(dir, 'ceramistes.html', (t) => t.replace('<h2>Aujourd’hui, vous…</h2>', '<h2 style="x">Aujourd’hui, vous…</h2>'));
    const problems = await problemsOf(dir);
    expect(problems).toEqual([expect.objectContaining({ code: 'style_not_allowed', file: 'ceramistes.html', line: 17 })]);
  });
});

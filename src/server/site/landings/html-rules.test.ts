/** Block HTML read with an HTML parser against allowlists. */
import { describe, expect, it } from 'vitest';
import { htmlProblems } from './html-rules.ts';

const codes = (html: string, blockId = 'block-cta') => htmlProblems(html, { blockId }).map((p) => p.code);

describe('htmlProblems', () => {
  it.each([
    ['a plain block', '<h2 class="lp-title">Titre</h2>\n<p>Texte <strong>fort</strong>, <a class="lp-button" href="{{cta_url}}">Candidater</a> <a href="#block-formules">voir</a></p>', []],
    ['https, mailto and relative links', '<p><a href="https://example.org/a">a</a> <a href="mailto:x@example.org">b</a> <a href="/catalogue">c</a> <a href="tel:+33100000000">d</a></p>', []],
    ['aria attributes', '<ul aria-label="Liste"><li>un</li></ul>', []],
    ['<script>', '<p>x</p><script>alert(1)</script>', ['script_not_allowed']],
    ['<svg/onload=…> (no space before the attribute)', '<svg/onload=alert(1)>', ['element_not_allowed', 'script_not_allowed']],
    ['"x"onmouseover= (no space after a quoted value)', '<a href="x"onmouseover="alert(1)">x</a>', ['script_not_allowed']],
    ['an entity-encoded javascript: URL', '<a href="&#106;avascript&#58;alert(1)">x</a>', ['script_not_allowed']],
    ['javascript: behind a tab and a leading space', '<a href=" java\tscript:alert(1)">x</a>', ['script_not_allowed']],
    ['a data: URL', '<a href="data:text/html,hi">x</a>', ['url_not_allowed']],
    ['a style attribute', '<h2 style="color:red">x</h2>', ['style_not_allowed']],
    ['a <style> element', '<style>h2{}</style>', ['style_not_allowed']],
    ['an <img>', '<img src="https://cdn.example/x.jpg" alt="">', ['element_not_allowed']],
    ['a <math> element', '<math><mi>x</mi></math>', ['element_not_allowed', 'element_not_allowed']],
    ['an attribute outside the allowlist', '<p srcset="x">x</p>', ['attribute_not_allowed']],
    ['an unknown placeholder', '<p>{{nope}}</p>', ['unknown_placeholder']],
  ])('%s', (_name, html, expected) => {
    expect(codes(html)).toEqual(expected);
  });

  it('names the line of the problem inside a larger file', () => {
    const problems = htmlProblems('<p>a</p>\n<p>b</p>\n<a href="x"\n   onclick="y()">c</a>', { blockId: 'block-cta', firstLine: 10 });
    expect(problems).toEqual([expect.objectContaining({ code: 'script_not_allowed', line: 13 })]);
  });
});

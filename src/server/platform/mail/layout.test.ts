import { describe, expect, it } from 'vitest';
import { renderMail } from './layout.ts';

describe('renderMail', () => {
  it.each([
    ['We have refunded €100.00 on invoice F-2026-000004.', 'F-2026-000004'],
    ['La facture d’avoir A-2026-000001 est jointe.', 'A-2026-000001'],
  ])('keeps a document number on one line: %s', (paragraph, number) => {
    const { html, text } = renderMail('en', { greeting: 'Hello,', paragraphs: [paragraph], list: [`Item ${number}`] });
    expect(html.split(`<span style="white-space:nowrap">${number}</span>`)).toHaveLength(3);
    expect(text).toContain(paragraph); // the text part is unchanged
  });

  it('still escapes what it wraps around', () => {
    const { html } = renderMail('fr', { greeting: 'Bonjour,', paragraphs: ['<b>F-2026-000001</b> & co'] });
    expect(html).toContain('&lt;b&gt;<span style="white-space:nowrap">F-2026-000001</span>&lt;/b&gt; &amp; co');
  });

  it('leaves other hyphenated words alone', () => {
    const { html } = renderMail('fr', { greeting: 'Bonjour,', paragraphs: ['F-2026-1 et ré-essayer'] });
    expect(html).not.toContain('nowrap');
  });
});

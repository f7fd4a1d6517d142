import { describe, expect, it } from 'vitest';
import { withOneLineHeaders } from './send-mail.ts';

describe('mail headers are one line (decision 050)', () => {
  it('folds line breaks and control characters in the subject, the address and extra headers; the body keeps them', () => {
    const sent = withOneLineHeaders({
      to: 'camille@example.com\r\nBcc: x@example.com',
      subject: 'Rappel : Fiche\nprix\u0001',
      html: '<p>a</p>\n<p>b</p>',
      text: 'a\nb',
      headers: { 'List-Unsubscribe': '<https://atelier.example/u>\r\nX-Evil: 1' },
    });
    expect(sent).toEqual({
      to: 'camille@example.com Bcc: x@example.com',
      subject: 'Rappel : Fiche prix',
      html: '<p>a</p>\n<p>b</p>',
      text: 'a\nb',
      headers: { 'List-Unsubscribe': '<https://atelier.example/u> X-Evil: 1' },
    });
  });
});

import { describe, expect, it } from 'vitest';
import { noticeText, KIND_LABELS } from './notice-texts.ts';
import { EVENT_KIND, NOTIFICATION_EVENTS, NOTIFICATION_KINDS } from './notification-kinds.ts';
import { notificationUnsubscribeToken, verifyNotificationUnsubscribeToken } from './unsubscribe-link.ts';

const data = { actor_first_name: 'Hugo', request_id: 'r-1', request_title: 'Vases', match_id: 'm-1', conflicts: 2, locked: false };

describe('notice texts', () => {
  it.each(NOTIFICATION_EVENTS.flatMap((event) => (['fr', 'en'] as const).map((lang) => [event, lang] as const)))('%s in %s: complete, with a link of this site in that language', (event, lang) => {
    const t = noticeText(event, lang, data);
    const all = [t.title, ...t.paragraphs, t.action.label, t.action.path].join('\n');
    expect(all).not.toMatch(/undefined|null|NaN/);
    expect(t.title).toContain('Vases');
    expect(t.action.path.startsWith('/')).toBe(true);
    if (event !== 'contract_sealed') expect(t.action.path.startsWith('/en/')).toBe(lang === 'en');
    expect(KIND_LABELS[lang][EVENT_KIND[event]]).toBeTruthy();
  });

  it.each([
    [{ conflicts: 1, locked: false }, 'fr', 'Un point diverge'],
    [{ conflicts: 3, locked: false }, 'fr', '3 points divergent'],
    [{ conflicts: 0, locked: true }, 'fr', 'prêt à être lu et signé'],
    [{ conflicts: 1, locked: false }, 'en', 'One point disagrees'],
    [{ conflicts: 0, locked: true }, 'en', 'ready for you to read and sign'],
  ] as const)('answers %o in %s says "%s"', (extra, lang, expected) => {
    expect(noticeText('answers_submitted', lang, { ...data, ...extra }).paragraphs.join(' ')).toContain(expected);
  });
});

describe('unsubscribe tokens', () => {
  const user = '0db4fba9-2cd3-4ec2-b4cf-cbb286d0fd0e';
  it.each(NOTIFICATION_KINDS)('%s: verified for that user and kind only', (kind) => {
    const token = notificationUnsubscribeToken(user, kind, 'secret-a');
    expect(verifyNotificationUnsubscribeToken(token, 'secret-a')).toEqual({ userId: user, kind });
    expect(verifyNotificationUnsubscribeToken(token, 'secret-b')).toBeNull();
    const other = kind === 'reply' ? 'match' : 'reply';
    expect(verifyNotificationUnsubscribeToken(token.replace(`.${kind}.`, `.${other}.`), 'secret-a')).toBeNull();
    expect(verifyNotificationUnsubscribeToken(`${token}.x`, 'secret-a')).toBeNull();
    expect(verifyNotificationUnsubscribeToken(token.replace(user, '1db4fba9-2cd3-4ec2-b4cf-cbb286d0fd0e'), 'secret-a')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextAfterSignIn, safeNextPath, SAME_SITE_PATH } from './safe-next.ts';

const FALLBACK = '/mes-actions';

describe('safeNextPath', () => {
  it.each([
    ['/tableau-de-bord', '/tableau-de-bord'],
    ['/fiches/abc?x=1#top', '/fiches/abc?x=1#top'],
    ['/en/mes-actions', '/en/mes-actions'],
    ['/catalogue/€', '/catalogue/%E2%82%AC'],
    ['/a/../b', '/b'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeNextPath(input, FALLBACK)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/%0d%0aSet-Cookie:x=1'.replace('%0d%0a', '\r\n')],
    ['/\0'],
    ['javascript:alert(1)'],
    ['mes-actions'],
    // Dot segments that normalise into `//host`.
    ['/.//evil.com'],
    ['/..//evil.com'],
    ['/.%2e//evil.com'],
    ['/%2e%2e//evil.com'],
    ['/a/..//evil.com'],
    ['/a/../..//evil.com'],
    ['/a/b/../../..//evil.com/x?y=1'],
    ['/./\\evil.com'],
  ])('falls back for %j', (input) => {
    expect(safeNextPath(input, FALLBACK)).toBe(FALLBACK);
  });
});

describe('nextAfterSignIn', () => {
  it.each([
    ['/mes-actions', 'fr', '/mes-actions'],
    ['/mes-actions', 'en', '/en/mes-actions'],
    ['/fiches/x?y=1', 'en', '/en/fiches/x?y=1'],
    ['/en/catalogue', 'en', '/en/catalogue'],
    ['/', 'en', '/en/'],
    [null, 'fr', '/mes-actions'],
    [null, 'en', '/en/mes-actions'],
    ['https://evil.example', 'en', '/en/mes-actions'],
    ['/\\evil.example', 'fr', '/mes-actions'],
    ['/auth/magic?token=abc', 'fr', '/mes-actions'],
    ['/AUTH/magic?token=abc', 'fr', '/mes-actions'],
    ['/api/my-data/export', 'en', '/en/mes-actions'],
    ['/authors', 'fr', '/authors'],
  ] as const)('%j in %s → %s', (input, lang, expected) => {
    expect(nextAfterSignIn(input, lang)).toBe(expected);
  });
});

describe('SAME_SITE_PATH (the `next` an API accepts, decision 038)', () => {
  it.each([
    ['/mon-compte#supprimer-mon-compte'],
    ['/en/mon-compte#mot-de-passe'],
    ['/fiches/logo-atelier?etape=2'],
    ['/catalogue/%E2%82%AC'],
    ['/'],
  ])('accepts %s, and safeNextPath keeps it', (input) => {
    expect(SAME_SITE_PATH.test(input)).toBe(true);
    expect(safeNextPath(input, FALLBACK)).toBe(input);
  });

  it.each([
    ['https://evil.example'],
    ['//evil.example'],
    ['/\\evil.example'],
    ['/\t/evil.example'],
    ['/ /evil.example'],
    ['/.//evil.com'],
    ['/..//evil.com'],
    ['/.%2e//evil.com'],
    ['/%2e%2e//evil.com'],
    ['/%2E%2E//evil.com'],
    ['/a/..//evil.com'],
    ['/a/../..//evil.com'],
    ['/a/b/../../..//evil.com/x?y=1'],
    ['/./\\evil.com'],
    ['/..'],
    ['/a/.'],
    ['javascript:alert(1)'],
    ['mes-actions'],
    ['/\r\nSet-Cookie:x=1'],
    ['/é'],
    [''],
    // Not a page: a sign-in that lands on someone else's sign-in link signs into their account.
    ['/auth/magic?token=someone-elses-link'],
    ['/en/auth/magic?token=x'],
    ['/api/me'],
    ['/auth'],
  ])('refuses %j', (input) => {
    expect(SAME_SITE_PATH.test(input)).toBe(false);
  });
});

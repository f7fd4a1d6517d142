/** The path half of the kit (decision 065): the one place `/en` is spelled, in both languages. */
import { describe, expect, it } from 'vitest';
import { langPrefix, pagePath, signInPathFor, splitLangPrefix, switchLangPath } from './paths.ts';

describe('langPrefix', () => {
  it.each([
    ['fr', ''],
    ['en', '/en'],
  ] as const)('%s → %j', (lang, prefix) => {
    expect(langPrefix(lang)).toBe(prefix);
  });
});

describe('pagePath', () => {
  it.each([
    ['fr', '/mes-factures', '/mes-factures'],
    ['en', '/mes-factures', '/en/mes-factures'],
    ['fr', '/', '/'],
    ['en', '/', '/en/'],
    ['en', 'connexion', '/en/connexion'],
    ['fr', '/verifier-un-contrat', '/verifier-un-contrat'],
    ['en', '/verifier-un-contrat', '/en/verify-a-contract'],
    ['en', '/candidature/paiement-test', '/en/candidature/paiement-test'],
    ['en', '/fiches/a%20b', '/en/fiches/a%20b'],
  ] as const)('%s %s → %s', (lang, path, expected) => {
    expect(pagePath(lang, path)).toBe(expected);
  });
});

describe('splitLangPrefix', () => {
  it.each([
    ['/en', 'en', '/'],
    ['/en/', 'en', '/'],
    ['/en/connexion', 'en', '/connexion'],
    ['/en/landing/lin', 'en', '/landing/lin'],
    ['/connexion', 'fr', '/connexion'],
    ['/', 'fr', '/'],
    ['/entreprise', 'fr', '/entreprise'], // a French slug that starts with "en" is no prefix
    ['/english', 'fr', '/english'],
  ] as const)('%s → %s %s', (path, lang, rest) => {
    expect(splitLangPrefix(path)).toEqual({ lang, path: rest });
  });
});

describe('switchLangPath', () => {
  it.each([
    ['/mes-factures', 'en', '/en/mes-factures'],
    ['/en/mes-factures', 'fr', '/mes-factures'],
    ['/en', 'fr', '/'],
    ['/en/', 'fr', '/'],
    ['/', 'en', '/en/'],
    ['/en/verify-a-contract', 'fr', '/verifier-un-contrat'],
    ['/verifier-un-contrat', 'en', '/en/verify-a-contract'],
    ['/en/verify-a-contract', 'en', '/en/verify-a-contract'],
  ] as const)('%s to %s → %s', (path, to, expected) => {
    expect(switchLangPath(path, to)).toBe(expected);
  });
});

describe('signInPathFor', () => {
  it('keeps the page to come back to', () => {
    expect(signInPathFor('en', '/mes-actions?x=1')).toBe('/en/connexion?next=%2Fmes-actions%3Fx%3D1');
    expect(signInPathFor('fr', '/')).toBe('/connexion?next=%2F');
  });
});

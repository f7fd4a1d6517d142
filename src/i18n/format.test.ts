import { describe, expect, it, vi } from 'vitest';
import {
  formatCents,
  formatDate,
  formatList,
  formatNumber,
  formatPercent,
  formatRelativeDays,
  formatSigned,
  formatTime,
  frenchSpacing,
  frenchSpacingProblems,
  plural,
  typography,
} from './format.ts';

// Spelled out so a failure shows which space is wrong.
const NB = '\u00a0';
const NN = '\u202f';

describe('formatDate', () => {
  it.each([
    ['2026-11-22', 'fr', 'long', '22 novembre 2026'],
    ['2026-11-22', 'en', 'long', '22 November 2026'],
    ['2026-11-29', 'en', 'medium', '29 Nov 2026'],
    ['2026-11-29', 'fr', 'medium', '29 nov. 2026'],
    ['2026-03-01', 'fr', 'long', '1 mars 2026'],
    ['2026-02-05', 'fr', 'short', '05/02/2026'],
    ['2026-02-05', 'en', 'short', '05/02/2026'],
    ['2026-11-22', 'fr', 'dayMonth', '22 nov.'],
    ['2026-11-22', 'en', 'dayMonth', '22 Nov'],
    ['2026-11-22', 'fr', 'weekday', 'dimanche 22 novembre'],
    ['2026-11-22', 'en', 'weekday', 'Sunday 22 November'],
  ] as const)('%s in %s (%s) → %s', (value, lang, style, expected) => {
    expect(formatDate(value, lang, style)).toBe(expected);
  });

  it('reads a calendar day as that day in any time zone (no shift to the day before)', () => {
    // stubEnv is undone after the test (unstubEnvs), as the other files share this process.
    for (const tz of ['Pacific/Honolulu', 'Pacific/Kiritimati', 'Europe/Paris']) {
      vi.stubEnv('TZ', tz);
      expect(formatDate('2026-01-01', 'fr')).toBe('1 janvier 2026');
    }
  });

  it('formats a timestamp in the given time zone', () => {
    expect(formatDate('2026-11-22T23:30:00Z', 'fr', 'long', 'Europe/Paris')).toBe('23 novembre 2026');
    expect(formatDate(new Date('2026-11-22T23:30:00Z'), 'en', 'medium', 'UTC')).toBe('22 Nov 2026');
    expect(formatTime('2026-11-22T13:05:00Z', 'fr', 'Europe/Paris')).toBe('14:05');
    expect(formatTime('2026-11-22T13:05:00Z', 'en', 'UTC')).toBe('13:05');
  });

  it('gives back what it cannot read', () => {
    expect(formatDate('not a date', 'fr')).toBe('not a date');
  });
});

describe('numbers and money', () => {
  it.each([
    [() => formatNumber(1490, 'fr'), `1${NN}490`],
    [() => formatNumber(1490, 'en'), '1,490'],
    [() => formatNumber(12.345, 'fr'), '12,35'],
    [() => formatNumber(12.5, 'en', 0), '13'],
    [() => formatCents(149_000, 'fr', { cents: 'if-any' }), `1${NN}490${NB}€`],
    [() => formatCents(149_000, 'en', { cents: 'if-any' }), '€1,490'],
    [() => formatCents(1250, 'fr', { cents: 'if-any' }), `12,50${NB}€`],
    [() => formatCents(1250, 'en', { cents: 'if-any' }), '€12.50'],
    [() => formatCents(149_000, 'fr'), `1${NN}490,00${NB}€`],
    [() => formatCents(14_900, 'fr'), `149,00${NB}€`],
    [() => formatCents(5, 'fr'), `0,05${NB}€`],
    [() => formatCents(149_000, 'en'), '€1,490.00'],
    [() => formatCents(250_000, 'fr', { cents: 'never' }), `2${NN}500${NB}€`],
    [() => formatCents(250_000, 'en', { cents: 'never' }), '€2,500'],
    [() => formatPercent(12.5, 'fr'), `12,5${NB}%`],
    [() => formatPercent(12.5, 'en'), '12.5%'],
    [() => formatPercent(100, 'fr', 0), `100${NB}%`],
  ])('%#', (run, expected) => {
    expect(run()).toBe(expected);
  });

  it('refuses amounts that are not integer cents', () => {
    expect(() => formatCents(1.5, 'fr')).toThrow(RangeError);
  });

  it('writes the sign of a change, with a real minus', () => {
    expect(formatSigned(3, 'fr')).toBe('+3');
    expect(formatSigned(-2.5, 'fr')).toBe('\u22122,5');
    expect(formatSigned(0, 'en')).toBe('+0');
    expect(formatSigned(1200, 'fr', (n) => formatCents(n * 100, 'fr', { cents: 'if-any' }))).toBe(`+1${NN}200${NB}€`);
  });
});

describe('relative days, lists and plurals', () => {
  it.each([
    ['2026-11-22', 'fr', 'aujourd’hui'],
    ['2026-11-21', 'fr', 'hier'],
    ['2026-11-19', 'fr', 'il y a 3 jours'],
    ['2026-11-24', 'fr', 'après-demain'],
    ['2026-11-29', 'fr', 'dans 7 jours'],
    ['2026-11-22', 'en', 'today'],
    ['2026-11-19', 'en', '3 days ago'],
    ['2026-11-23', 'en', 'tomorrow'],
  ] as const)('%s seen on 2026-11-22 in %s → %s', (day, lang, expected) => {
    expect(formatRelativeDays(day, '2026-11-22', lang)).toBe(expected);
  });

  it('joins lists and picks plurals per language', () => {
    expect(formatList(['lin', 'laine', 'cuir'], 'fr')).toBe('lin, laine et cuir');
    expect(formatList(['linen', 'wool', 'leather'], 'en')).toBe('linen, wool and leather');
    const forms = { one: 'fiche', other: 'fiches' };
    expect([0, 1, 2].map((n) => plural(n, 'fr', forms))).toEqual(['fiche', 'fiche', 'fiches']);
    expect([0, 1, 2].map((n) => plural(n, 'en', { one: 'card', other: 'cards' }))).toEqual(['cards', 'card', 'cards']);
  });
});

describe('French typography', () => {
  it.each([
    ['Bravo !', `Bravo${NN}!`],
    ['Bravo!', `Bravo${NN}!`],
    ['Avez-vous une boutique ?', `Avez-vous une boutique${NN}?`],
    ['Vraiment ?!', `Vraiment${NN}?!`],
    ['Objectif : vendre', `Objectif${NB}: vendre`],
    ['Objectif: vendre', `Objectif${NB}: vendre`],
    ['un ; deux', `un${NN}; deux`],
    ['le « avant »', `le «${NB}avant${NB}»`],
    ['à 14:05, voir https://atelier.example/?a=1', 'à 14:05, voir https://atelier.example/?a=1'],
    ['(?)', '(?)'],
    [`Déjà bon${NN}!`, `Déjà bon${NN}!`],
    // HTML of the landings: a closing tag ends the word; an entity's `;` is not punctuation.
    ['<li>deux ans ;</li><li>Délai :</li>', `<li>deux ans${NN};</li><li>Délai${NB}:</li>`],
    ['<strong>Vraiment</strong> ?', `<strong>Vraiment</strong>${NN}?`],
    // The end of an HTML element ends a mark too (a baked landing's list item, issue 39).
    ['<li>sur un bol ;</li>', `<li>sur un bol${NN};</li>`],
    ['<p>Nos formules :</p>', `<p>Nos formules${NB}:</p>`],
    ['<a href="https://atelier.example/?a=1">lien</a>', '<a href="https://atelier.example/?a=1">lien</a>'],
  ])('%s', (input, expected) => {
    expect(frenchSpacing(input)).toBe(expected);
    expect(frenchSpacingProblems(expected)).toEqual([]);
  });

  it('leaves the `;` of HTML entities alone', () => {
    const html = 'Dupont &amp; Fils, 3&nbsp;€ &#233; <b>x&amp;</b>';
    expect(frenchSpacing(html)).toBe(html);
  });

  it('finds the problems of badly spaced texts', () => {
    expect(frenchSpacingProblems('Bravo !')).toEqual(['ordinary space before : ; ! or ?']);
    expect(frenchSpacingProblems('Bravo!')).toEqual(['no space before ; ! or ?']);
    expect(frenchSpacingProblems('Note: x')).toEqual(['no space before :']);
    expect(frenchSpacingProblems('le « avant »')).toContain('ordinary space inside « »');
  });

  it('leaves English alone', () => {
    expect(typography('Well done!', 'en')).toBe('Well done!');
    expect(typography('Bravo !', 'fr')).toBe(`Bravo${NN}!`);
  });
});

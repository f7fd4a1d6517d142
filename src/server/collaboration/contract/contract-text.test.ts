import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { canonicalText, contractHash } from './canonical-text.ts';
import { contractLanguage, writeContract } from './contract-text.ts';
import type { ContractContext, PartyInfo } from './contract-context.ts';
import { mergeTerms } from './merge-terms.ts';
import { CHOICES, type Answers } from '../questionnaire/questions.ts';
import { sampleAnswers } from '../questionnaire/test-answers.ts';
import type { Lang } from '#i18n/lang.ts';
import { frenchSpacesOnly, frenchSpacingProblems } from '#i18n/format.ts';

const camille: PartyInfo = { firstName: 'Camille', lastName: 'Rousseau', trade: 'Céramiste', brand: 'Terre de Camille', city: 'Lyon', email: 'camille@example.org' };
const hugo: PartyInfo = { firstName: 'Hugo', lastName: 'Perrin', trade: 'Ébéniste', brand: '', city: '', email: 'hugo@example.org' };

function write(lang: Lang, a: Partial<Answers> = {}, b: Partial<Answers> = a, parties = { demandeur: camille, partenaire: hugo }) {
  const ctx: ContractContext = {
    matchId: '00000000-0000-4000-8000-000000000001',
    requestTitle: 'Vaisselle grès et bois',
    parties,
    terms: mergeTerms(sampleAnswers(a), sampleAnswers(b)),
    submittedAt: { demandeur: new Date('2026-02-20T09:14:05Z'), partenaire: new Date('2026-02-21T17:02:44Z') },
    finalizedAt: new Date('2026-02-21T17:02:44Z'),
    timeZone: 'Europe/Paris',
  };
  return writeContract(ctx, lang).text;
}

describe('the French text as shown on screen', () => {
  it('has its no-break spaces, and the same canonical form and hash as the stored text (issue 39)', () => {
    const stored = write('fr');
    const shown = frenchSpacesOnly(stored);
    expect(stored).toMatch(/ci-après « Camille » ;/);
    expect(shown.split('\n').flatMap((line) => frenchSpacingProblems(line).map((p) => `${p}: ${line}`))).toEqual([]);
    expect(canonicalText(shown)).toBe(stored);
    expect(contractHash(shown)).toBe(contractHash(stored));
  });
});

describe('canonical form and hash', () => {
  it.each([
    ['a\r\nb\rc', 'a\nb\nc'],
    ['  x  \t\ny \n', '  x\ny'],
    ['\n\n\ntext\n\n', 'text'],
    ['50\u202f% « a\u00a0»', '50 % « a »'],
    ['Cafe\u0301', 'Café'],
  ])('%j → %j', (input, expected) => {
    expect(canonicalText(input)).toBe(expected);
  });

  it('hashes the canonical form, so equivalent copies match and one changed character does not', () => {
    const text = write('fr');
    const hash = createHash('sha256').update(text, 'utf8').digest('hex');
    expect(contractHash(text)).toBe(hash);
    expect(contractHash(`${text.replace(/\n/g, '\r\n')}\r\n`)).toBe(hash);
    expect(contractHash(text.replace('Article 3', 'Article\u00a03'))).toBe(hash);
    expect(contractHash(text.replace('Article 3', 'Article 4'))).not.toBe(hash);
    expect(contractHash(text.replace('é', 'e'))).not.toBe(hash);
  });
});

describe('contract text', () => {
  it('is written in English only when both parties use English', () => {
    expect(contractLanguage('en', 'en')).toBe('en');
    expect(contractLanguage('en', 'fr')).toBe('fr');
    expect(contractLanguage('fr', 'en')).toBe('fr');
    expect(write('fr').startsWith('CONTRAT DE COLLABORATION')).toBe(true);
    expect(write('en').startsWith('COLLABORATION AGREEMENT')).toBe(true);
  });

  it.each(['fr', 'en'] as const)('%s: is canonical, complete and names parties, object, shares and the service’s place', (lang) => {
    const text = write(lang);
    expect(canonicalText(text)).toBe(text);
    expect(text).not.toMatch(/undefined|null|NaN|\[object|\$\{/);
    for (const part of ['Camille Rousseau', 'Hugo Perrin', 'camille@example.org', '00000000-0000-4000-8000-000000000001', '40 planches de service en noyer']) expect(text).toContain(part);
    expect(text.match(/^Article \d+ – /gm)).toHaveLength(18);
    if (lang === 'fr') {
      expect(text).toContain('d’ébéniste');
      expect(text).toContain('n’est pas partie au présent contrat. Il ne prend aucune part à son exécution et ne le garantit pas');
      expect(text).toContain('Travail : 50 % pour Camille et 50 % pour Hugo.');
      expect(text).toContain('du 1er mars 2026'.replace('du ', 'le '));
      expect(text).toContain('jusqu’au 31 mai 2026 inclus');
      expect(text).toContain('Camille le 20 février 2026 à 10:14:05');
    } else {
      expect(text).toContain('is not a party to this agreement. It takes no part in its performance and does not guarantee it');
      expect(text).toContain('Work: 50% for Camille and 50% for Hugo.');
      expect(text).toContain('until 31 May 2026 inclusive');
    }
  });

  it('makes the single invoicing party answer to the client for the whole work', () => {
    expect(write('fr', { facturation: 'partenaire' })).toContain(
      'Hugo est la seule partie à facturer le client, pour la totalité du projet. Hugo répond donc envers le client de la bonne exécution de l’ensemble du travail, y compris de la part réalisée par Camille',
    );
    expect(write('en', { facturation: 'demandeur' })).toContain('Camille therefore answers to the client for the proper performance of all the work, including the part carried out by Hugo');
    const separate = write('fr', { facturation: 'chacun' });
    expect(separate).toContain('Chaque partie facture directement au client');
    expect(separate).not.toContain('seule partie à facturer');
  });

  it.each(CHOICES.propriete)('names the rights, their extent, territory and duration (propriete = %s)', (propriete) => {
    const fr = write('fr', { propriete });
    expect(fr).toMatch(/droits? de reproduction/);
    for (const words of ['représentation', 'adaptation', 'commercialisation', 'sur tout support', 'pour le monde entier', 'toute la durée légale de protection des droits']) {
      expect(fr).toContain(words);
    }
    const en = write('en', { propriete });
    for (const words of ['reproduction', 'adaptation', 'on any medium', 'worldwide', 'full legal term of protection']) expect(en).toContain(words);
    if (propriete === 'demandeur') expect(fr).toContain('Hugo cède à Camille, à titre exclusif');
    if (propriete === 'partenaire') expect(fr).toContain('Camille cède à Hugo, à titre exclusif');
    if (propriete === 'les_deux') expect(fr).toContain('appartiennent en commun aux deux parties');
  });

  it('states the risk of a missing RC Pro according to who invoices', () => {
    const carried = write('fr', { facturation: 'demandeur', assurance_rc_pro: true }, { facturation: 'demandeur', assurance_rc_pro: false });
    expect(carried).toContain('Hugo déclare ne pas être titulaire, à ce jour, d’une assurance de responsabilité civile professionnelle.');
    expect(carried).toContain('Camille supporte envers le client le risque des dommages causés par la part de Hugo');
    const own = write('fr', { facturation: 'partenaire', assurance_rc_pro: true }, { facturation: 'partenaire', assurance_rc_pro: false });
    expect(own).toContain('Hugo supporte sans assurance le risque de tout dommage causé au client par le projet');
    const insured = write('fr');
    expect(insured).toContain('Chaque partie déclare être titulaire d’une assurance de responsabilité civile professionnelle');
    expect(insured).not.toContain('ne pas être titulaire');
  });

  it('writes every choice of every question without a gap', () => {
    for (const [key, options] of Object.entries(CHOICES)) {
      for (const value of options) {
        for (const lang of ['fr', 'en'] as const) {
          const text = write(lang, { [key]: value } as Partial<Answers>);
          expect(text, `${key}=${value}`).not.toMatch(/undefined|null|NaN|\[object/);
        }
      }
    }
  });

  it('quotes both descriptions and applies the announced rules when non-blocking answers differ', () => {
    const text = write('fr', { objet: 'Projet A', frais: 'demandeur', delai_paiement: 40, date_debut: '2026-04-01', revenue_pct: 52 }, { objet: 'Projet B', frais: 'au_prorata', delai_paiement: 0, date_debut: '2026-03-01', revenue_pct: 50 });
    expect(text).toContain('Selon Camille :\n    Projet A');
    expect(text).toContain('Selon Hugo :\n    Projet B');
    expect(text).toContain('chaque partie supporte seule les frais');
    expect(text).toContain('sans délai à compter de l’encaissement');
    expect(text).toContain('le 1er avril 2026');
    expect(text).toContain('Recettes : 51 % pour Camille et 49 % pour Hugo. Les parts déclarées (52 % et 50 %)');
  });

  it('tells apart two parties with the same first name', () => {
    const text = write('fr', {}, {}, { demandeur: camille, partenaire: { ...hugo, firstName: 'Camille' } });
    expect(text).toContain('ci-après « Camille Rousseau »');
    expect(text).toContain('ci-après « Camille Perrin »');
  });
});

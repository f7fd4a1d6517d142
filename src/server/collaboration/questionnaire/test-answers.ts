/** A complete, valid set of answers for tests (unit, API and end-to-end). */
import type { Answers } from './questions.ts';

export function sampleAnswers(overrides: Partial<Answers> = {}): Answers {
  return {
    objet: 'Une collection commune de vaisselle en grès et bois pour un restaurant lyonnais.',
    livrables: '40 assiettes en grès émaillé\n40 planches de service en noyer\nLivraison avant le 15 juin',
    charge_pct: 50,
    revenue_pct: 50,
    frais: 'au_prorata',
    facturation: 'demandeur',
    interlocuteur: 'demandeur',
    delai_paiement: 30,
    propriete: 'les_deux',
    portfolio: 'les_deux',
    priorite_futur: 'les_deux',
    alea: 'renegociation',
    resiliation: 'preavis_30_jours',
    assurance_rc_pro: true,
    duree: '3_mois',
    date_debut: '2026-03-01',
    ...overrides,
  };
}

import { describe, expect, it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { extractText, getDocumentProxy } from 'unpdf';
import { renderWorksheet, worksheetFileName } from './render-worksheet.ts';
import type { WorksheetData } from './get-worksheet.ts';

const observation: WorksheetData = {
  lang: 'fr',
  cardSlug: 'premier-contact-boutique',
  cardTitle: 'Soigner le premier contact en boutique',
  domainLabel: 'Parcours client',
  item: { id: 'observer_visiteurs', label: 'Observer dix visiteurs sans intervenir', detail: 'Notez où ils s’arrêtent, ce qu’ils touchent, quand ils repartent.' },
  section: 'observation',
  objective: 'Transformer plus de visites en ventes',
  measures: [],
};

const q = { cadence_jours: 7, depends_on_metric: null, options: null, unit: null, min: null, max: null };
const bilan: WorksheetData = {
  ...observation,
  item: { id: 'bilan_accueil', label: 'Comparer les ventes avant et après', detail: null },
  section: 'bilan',
  measures: [
    { ...q, metric: 'a_boutique', label: 'Avez-vous tenu boutique ce mois-ci ?', type: 'boolean', options: null, first: { date: '2026-03-02', value: 1 }, last: null },
    { ...q, metric: 'ventes_boutique', label: 'Ventes en boutique sur la semaine', type: 'currency', unit: '€', first: { date: '2026-03-02', value: 1490 }, last: { date: '2026-04-06', value: 2310.5 } },
    { ...q, metric: 'visiteurs', label: 'Visiteurs sur la semaine', type: 'integer', first: null, last: null },
    { ...q, metric: 'ressenti', label: 'Votre ressenti sur l’accueil', type: 'choice', options: ['difficile', 'correct', 'fluide'], first: { date: '2026-03-02', value: 2 }, last: null },
  ],
};

async function textOf(bytes: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

const printing = { timeZone: 'Europe/Paris', printedAt: '2026-03-01T10:00:00Z' };

describe('renderWorksheet', () => {
  it('prints the observation sheet in French with its typography intact', async () => {
    const bytes = await renderWorksheet(observation, printing);
    if (process.env.WORKSHEET_OUT) writeFileSync(`${process.env.WORKSHEET_OUT}/observation-fr.pdf`, bytes);
    const text = await textOf(bytes);
    for (const expected of ['Soigner le premier contact en boutique', 'Observer dix visiteurs sans intervenir', 'Notez où ils s’arrêtent, ce qu’ils touchent', '« Ce que je retiens »', 'Ce que j’observe', 'À retenir']) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('\u0000');
  });

  it('prints the bilan sheet with every measure and the artisan’s own readings', async () => {
    const bytes = await renderWorksheet(bilan, printing);
    if (process.env.WORKSHEET_OUT) writeFileSync(`${process.env.WORKSHEET_OUT}/bilan-fr.pdf`, bytes);
    const text = await textOf(bytes);
    const amount = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }).format(1490);
    expect(amount).toContain('\u202f'); // what the font must be able to print
    for (const expected of ['Bilan', '« Transformer plus de visites en ventes »', 'Ventes en boutique sur la semaine', 'Votre ressenti sur l’accueil', 'fluide', amount.replace(/\s/gu, ' '), '02/03/2026', 'Ce qui a marché']) {
      // pdf.js extracts every kind of space as U+0020.
      expect(text.replace(/\s/gu, ' ')).toContain(expected.replace(/\s/gu, ' '));
    }
    expect(text).not.toContain('\u0000');
  });

  it('prints in English', async () => {
    const bytes = await renderWorksheet({ ...bilan, lang: 'en', cardTitle: 'Make the first contact in your shop count', objective: 'Turn more visits into sales' }, printing);
    if (process.env.WORKSHEET_OUT) writeFileSync(`${process.env.WORKSHEET_OUT}/bilan-en.pdf`, bytes);
    const text = await textOf(bytes);
    for (const expected of ['Review', 'Before', 'After', 'What worked', '€2,310.50', '“Turn more visits into sales”']) expect(text).toContain(expected);
  });

  it('offers a file name without separators', () => {
    expect(worksheetFileName({ ...observation, item: { ...observation.item, label: 'Prix / coût\u0007 réel' } })).toBe('Fiche de terrain – Prix coût réel.pdf');
  });
});

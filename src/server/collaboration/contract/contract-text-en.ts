/**
 * The contract in English (written when both parties use English), clause for clause the French
 * one: French law still governs, so the references to French codes stay.
 */
import type { Party } from '../questionnaire/questions.ts';
import { formatPct, fullName, partyLabels, quoteBlock, type ContractContext, type PartyInfo } from './contract-context.ts';
import { formatDayInWords } from '#i18n/format.ts';
import { formatInstantInWords } from '#server/platform/dates.ts';
import type { SharePair, TextPair } from './merge-terms.ts';

const NEUTRAL = { demandeur: 'the initiating party', partenaire: 'the partner party' };

export function contractTextEn(ctx: ContractContext): string {
  const { terms: t } = ctx;
  const L = partyLabels(ctx.parties, NEUTRAL);
  const D = L.demandeur;
  const P = L.partenaire;
  const other = (party: Party) => (party === 'demandeur' ? P : D);
  const pct = (n: number) => formatPct(n, 'en');
  const lines: string[] = [];
  const para = (...text: string[]) => lines.push('', ...text);
  const article = (n: number, title: string) => lines.push('', '', `Article ${n} – ${title}`);

  const identity = (p: PartyInfo, label: string, role: string) => {
    const parts = [fullName(p) || label];
    if (p.trade.trim()) parts.push(`working as ${p.trade.trim()}`);
    if (p.brand.trim()) parts.push(`under the brand “${p.brand.trim()}”`);
    if (p.city.trim()) parts.push(`in ${p.city.trim()}`);
    parts.push(`reachable at ${p.email}`);
    return `${parts.join(', ')}, ${role}, hereinafter “${label}”`;
  };

  const shares = (s: SharePair, what: string) => {
    const main = `${what}: ${pct(s.demandeur)} for ${D} and ${pct(s.partenaire)} for ${P}.`;
    if (!s.adjusted) return main;
    return `${main} The declared shares (${pct(s.declared.demandeur)} and ${pct(s.declared.partenaire)}) have been scaled proportionally to a total of 100%.`;
  };

  const described = (pair: TextPair, intro: string, introBoth: string) => {
    if (pair.same) return para(intro, ...quoteBlock(pair.text));
    para(introBoth);
    para(`According to ${D}:`, ...quoteBlock(pair.demandeur));
    para(`According to ${P}:`, ...quoteBlock(pair.partenaire));
    para('These two descriptions complement each other. Where they contradict each other, the parties agree in writing before carrying out the part concerned.');
  };

  lines.push('COLLABORATION AGREEMENT BETWEEN INDEPENDENT CRAFTSPEOPLE');
  para(`Reference: ${ctx.matchId}`, `Collaboration request: “${ctx.requestTitle}”`);
  para('BETWEEN THE UNDERSIGNED');
  para(`${identity(ctx.parties.demandeur, D, 'author of the collaboration request')};`);
  para('AND');
  para(`${identity(ctx.parties.partenaire, P, 'who replied to that request')}.`);
  para('Together “the parties”. Each party declares that it works as a duly registered independent business and undertakes to give the other, on request, its SIREN number, business address and VAT status.');

  article(1, 'Purpose');
  described(t.objet, 'The parties agree to carry out the following project together:', 'The parties agree to carry out together a project that each described in these terms:');

  article(2, 'Deliverables');
  described(t.livrables, 'The parties undertake to make and deliver:', 'The parties undertake to make and deliver the deliverables that each described in these terms:');
  para('Each party performs its part with care, according to the standards of its craft, and informs the other without delay of any difficulty that may affect the schedule or the quality of the deliverables.');

  article(3, 'Sharing of work and revenue');
  para(shares(t.charge, 'Work'));
  para(shares(t.revenue, 'Revenue'));
  para('Revenue means the amounts, excluding tax, actually received for the project.');

  article(4, 'Costs');
  const costText = {
    au_prorata: 'Costs incurred for the project (raw materials, supplies, transport, packaging, selling costs) are borne by the parties in proportion to their share of revenue set in Article 3.',
    chacun_les_siens: 'Each party alone bears the costs it incurs to carry out its part (materials, tools, travel, supplies), without reimbursement by the other.',
    demandeur: `${D} bears all the costs of the project, including those ${P} incurs to carry out their part.`,
    partenaire: `${P} bears all the costs of the project, including those ${D} incurs to carry out their part.`,
  }[t.frais.value];
  para(t.frais.differed ? `As the parties answered differently about costs, the rule provided for that case applies: ${costText.charAt(0).toLowerCase()}${costText.slice(1)}` : costText);
  if (t.frais.value !== 'chacun_les_siens') {
    para('Any shared expense is incurred with the prior written consent of the other party (an email is enough) and supported by an invoice or receipt.');
  }

  article(5, 'Invoicing and relationship with the client');
  if (t.facturation === 'chacun') {
    para('Each party invoices the client directly for the part of the project it carries out, in line with the revenue split of Article 3, and answers to the client for the performance of its own part. The parties inform the client of this separate invoicing before any order.');
  } else {
    const invoicer = t.facturation === 'demandeur' ? D : P;
    const subcontractor = t.facturation === 'demandeur' ? P : D;
    para(
      `${invoicer} is the only party invoicing the client, for the whole project. ${invoicer} therefore answers to the client for the proper performance of all the work, including the part carried out by ${subcontractor}, with recourse against ${subcontractor} for failures attributable to ${subcontractor}. ${subcontractor} invoices ${invoicer} for their share of revenue.`,
    );
  }
  const contactText = {
    demandeur: `The client's only contact is ${D}, who passes on to ${P} without delay the requests and information concerning their part.`,
    partenaire: `The client's only contact is ${P}, who passes on to ${D} without delay the requests and information concerning their part.`,
    les_deux: 'Both parties are the client’s contacts. They keep each other informed in writing of any exchange with the client about the project and make no commitment to the client on the other’s behalf.',
  }[t.interlocuteur];
  para(contactText);
  para('Amounts are stated excluding tax. Each party applies to its invoices its own VAT scheme (including, where applicable, the franchise of Article 293 B of the French General Tax Code) and includes the mandatory information.');

  article(6, 'Payments between the parties');
  const days = t.delaiPaiement.value;
  const within = days === 0 ? 'without delay' : `within ${days} day${days > 1 ? 's' : ''}`;
  if (t.facturation !== 'chacun') {
    const invoicer = t.facturation === 'demandeur' ? D : P;
    const paid = t.facturation === 'demandeur' ? P : D;
    para(`${invoicer} pays ${paid} their share of revenue ${within} of receiving each payment from the client, against an invoice from ${paid}.`);
    para('Amounts the client does not pay are owed by neither party to the other: the risk of non-payment is borne by the parties in proportion to their share of revenue. They decide together on any recovery steps.');
  }
  para(`Any other sum owed by one party to the other under this agreement, in particular a reimbursement of costs, is paid ${within} of receipt of the invoice or receipt.`);
  if (t.delaiPaiement.differed) para('As the parties gave different periods, the shorter one applies.');
  para('Any late payment between the parties automatically bears, without prior reminder, penalties at three times the French legal interest rate and the fixed recovery fee of 40 euros provided for by Articles L. 441-10 and D. 441-5 of the French Commercial Code.');

  article(7, 'Ownership of the creations');
  para('“Joint creations” means the works, pieces, models, prototypes, drawings, photographs and other creations made for the project.');
  para('Each party remains the sole owner of its know-how, techniques, creations, designs and trademarks existing before this agreement or developed outside the project; this agreement transfers no right in them.');
  if (t.propriete === 'les_deux') {
    para(
      'The joint creations belong jointly to both parties (a work of collaboration under Article L. 113-3 of the French Intellectual Property Code). Each may make, show and sell them within the project. Any other use, in particular reproducing or adapting them outside the project, and any assignment or licence of rights to a third party, requires the prior written consent of both parties. This joint ownership covers the rights of reproduction, public performance and display, adaptation and commercial distribution, on any medium and by any means, worldwide and for the full legal term of protection of the rights. Revenue from any use is shared according to Article 3.',
    );
  } else {
    const owner = t.propriete === 'demandeur' ? D : P;
    const assignor = t.propriete === 'demandeur' ? P : D;
    para(
      `${assignor} assigns to ${owner}, exclusively, the economic rights of authorship and, where applicable, the design rights that ${assignor} holds in their contribution to the joint creations. The rights assigned are: the right of reproduction (making, publishing and copying in any number, on any medium), the right of public performance and display (showing to the public, exhibiting, publishing online), the right of adaptation (modifying, creating variations and new versions) and the right to distribute and sell copies. The assignment covers any commercial and promotional use, on any medium and by any means known today, worldwide and for the full legal term of protection of the rights.`,
    );
    para(`In accordance with Article L. 131-4 of the French Intellectual Property Code, the remuneration for this assignment is proportional: it is the share of revenue set in Article 3, owed to ${assignor} on any use of the joint creations, including after this agreement ends.`);
    para(`${assignor} keeps their moral rights, in particular the right to be credited by name when the joint creations are shown to the public.`);
  }

  article(8, 'Portfolio and communication');
  const showText = {
    les_deux: 'Each party may show the joint creations in its portfolio, on its website, on its social media and in its sales material, crediting the other party.',
    demandeur: `The right to show the joint creations in a portfolio and in communication is reserved to ${D}, who credits ${P}. ${P} may do so only with the prior written consent of ${D}.`,
    partenaire: `The right to show the joint creations in a portfolio and in communication is reserved to ${P}, who credits ${D}. ${D} may do so only with the prior written consent of ${P}.`,
    aucun: 'Neither party shows the joint creations in its portfolio or communication without the prior written consent of the other.',
  }[t.portfolio];
  para(showText);
  if (t.portfolio !== 'aucun') para('Such showing happens only after delivery to the client or the start of sales, and subject to any confidentiality the client has asked for.');

  article(9, 'Priority for future work');
  const scope = 'any follow-up or new order relating to the joint creations (restock, variation, new series)';
  const priorityText = {
    demandeur: `During this agreement and for twelve months after it ends, ${scope} is first offered in writing to ${D}, who has fifteen days to accept it. After that period, or upon refusal, ${P} may carry it out without ${D} or with a third party, subject to Article 7.`,
    partenaire: `During this agreement and for twelve months after it ends, ${scope} is first offered in writing to ${P}, who has fifteen days to accept it. After that period, or upon refusal, ${D} may carry it out without ${P} or with a third party, subject to Article 7.`,
    les_deux: `During this agreement and for twelve months after it ends, each party first offers the other in writing to carry out together ${scope}. The other has fifteen days to accept; after that period, or upon refusal, the party that received the request may carry it out without the other or with a third party, subject to Article 7.`,
    aucune: 'Neither party has priority: each may accept any future order without the other or with a third party, subject to Article 7.',
  }[t.prioriteFutur];
  para(priorityText);

  article(10, 'Unforeseen events');
  const unforeseen = 'If an unforeseen event (cancellation or change of the order by the client, a sharp rise in the cost of materials, illness or accident of a party, breakage or loss) makes the project harder or more expensive to carry out, the party that notices it informs the other in writing without delay.';
  const eventText = {
    renegociation: `${unforeseen} The parties then renegotiate in good faith, within fifteen days, the terms affected, in the spirit of Article 1195 of the French Civil Code. Failing agreement within that period, either party may end this agreement in writing under Article 11.`,
    report: `${unforeseen} The project schedule is then postponed by the duration of the impediment, and the parties set a new schedule in writing. If the postponement exceeds three months, either party may end this agreement in writing under Article 11.`,
    partage_des_pertes: `${unforeseen} The resulting losses (lost materials, costs incurred and not reimbursed, deposits to be refunded) are shared between the parties in proportion to their share of revenue set in Article 3.`,
  }[t.alea];
  para(eventText);
  para('Force majeure within the meaning of Article 1218 of the French Civil Code suspends the obligations of the party prevented, who informs the other without delay; if it lasts more than two months, either party may end this agreement in writing.');

  article(11, 'Early termination');
  const endText = {
    preavis_15_jours: 'Either party may end this agreement at any time, in writing (registered letter or email whose receipt is confirmed), with fifteen days’ notice.',
    preavis_30_jours: 'Either party may end this agreement at any time, in writing (registered letter or email whose receipt is confirmed), with thirty days’ notice.',
    accord_mutuel: 'This agreement may end before its term only by written mutual agreement of the parties, subject to the cases provided for in Articles 10 and 11.',
  }[t.resiliation.value];
  para(t.resiliation.differed ? `${endText} As the parties answered differently, this thirty-day notice, provided for that case, applies.` : endText);
  para('If a party seriously fails to perform its obligations, the other may terminate this agreement in writing fifteen days after a formal notice that has remained without effect (Articles 1224 et seq. of the French Civil Code).');
  para('On early termination, the work done up to the end date is settled according to the split of Article 3, in proportion to its progress, and the costs incurred are shared according to Article 4. The parties organise together the end of the commitments made to the client so as not to harm the client.');

  article(12, 'Insurance and liability');
  for (const paragraph of insuranceEn(ctx, L, other)) para(paragraph);
  para('Each party is liable to the other for damage it causes through its fault in performing this agreement.');

  article(13, 'Term and start');
  const start = formatDayInWords(t.dateDebut.value, 'en');
  if (t.dateFin === null) {
    para(`This agreement takes effect on ${start}. It is entered into for the duration of the project and ends once all deliverables have been delivered and all sums owed between the parties have been paid.`);
  } else {
    const months = { '1_mois': 1, '3_mois': 3, '6_mois': 6, '12_mois': 12, projet: 0 }[t.duree];
    para(`This agreement takes effect on ${start} for a term of ${months} month${months > 1 ? 's' : ''}, that is until ${formatDayInWords(t.dateFin, 'en')} inclusive. It does not renew tacitly: any extension requires a new written agreement. Deliverables in progress at its end are completed and settled under its terms.`);
  }
  if (t.dateDebut.differed) para('As the parties gave different start dates, the later one has been used.');
  para('Articles 6 (sums owed), 7, 8, 9 and 15 continue to apply after this agreement ends, on the terms they set.');

  article(14, 'Independence of the parties');
  para('This agreement creates no company, partnership, association or employment relationship between the parties. Each party remains an independent business, solely responsible for its own social security, tax and accounting obligations. Neither party may bind the other towards a third party without its written consent.');

  article(15, 'Confidentiality');
  para('Each party keeps confidential the non-public information received from the other or from the client in the course of the project (prices, suppliers, processes, contact details), during this agreement and for two years after it ends.');

  article(16, 'Role of the Atelier service');
  para('Atelier, the online service that put the parties in touch and collected their answers, is not a party to this agreement. It takes no part in its performance and does not guarantee it: in particular, it guarantees neither the proper performance of the parties’ obligations nor their solvency.');
  para('This text was drawn up automatically from the parties’ answers; it does not replace the advice of a legal professional, whom the parties may consult before committing.');

  article(17, 'Disputes and governing law');
  para('This agreement is governed by French law. In the event of a dispute, the parties first seek an amicable solution for thirty days from the written request of either of them; failing that, the dispute is brought before the competent courts.');

  article(18, 'Formation of the agreement');
  para(
    `This agreement reflects the answers each party confirmed on the service: ${D} on ${formatInstantInWords(ctx.submittedAt.demandeur, ctx.timeZone, 'en')}, and ${P} on ${formatInstantInWords(ctx.submittedAt.partenaire, ctx.timeZone, 'en')} (${ctx.timeZone} time).`,
  );
  para(`Text drawn up and sealed on ${formatInstantInWords(ctx.finalizedAt, ctx.timeZone, 'en')}. Its SHA-256 fingerprint, computed over its canonical form, lets each party check that a copy is identical to the sealed text. The parties may also sign it to attest to it.`);
  return lines.join('\n');
}

function insuranceEn(ctx: ContractContext, L: Record<Party, string>, other: (party: Party) => string): string[] {
  const { assurance, facturation } = ctx.terms;
  const insured = (['demandeur', 'partenaire'] as const).filter((p) => assurance[p]);
  const uninsured = (['demandeur', 'partenaire'] as const).filter((p) => !assurance[p]);
  const keep = 'to keep this insurance throughout this agreement and to provide proof of it on request';
  if (insured.length === 2) {
    return [`Each party declares that it holds valid professional liability insurance covering its activities in the project and undertakes ${keep}.`];
  }
  const out = insured.map((party) => `${L[party]} declares holding valid professional liability insurance covering their activities in the project and undertakes ${keep}.`);
  for (const party of uninsured) {
    const name = L[party];
    out.push(`${name} declares not currently holding professional liability insurance. Damage caused by their part of the work is therefore covered by no insurance and remains their own responsibility.`);
    if (facturation === party) {
      out.push(`As ${name} is the only party invoicing the client and answers to the client for all the work (Article 5), ${name} bears, uninsured, the risk of any damage caused to the client by the project, including by the part of ${other(party)}, subject to their recourse against ${other(party)}.`);
    } else if (facturation === 'chacun') {
      out.push(`As each party answers to the client for its own part (Article 5), ${name} personally bears the consequences of damage caused by their part.`);
    } else {
      out.push(`As ${other(party)} is the only party invoicing the client and answers to the client for all the work (Article 5), ${other(party)} bears towards the client the risk of damage caused by the part of ${name}, with no insurance covering that part, and has recourse only against ${name} personally.`);
    }
    out.push(`${name} is strongly advised to take out such insurance before the project starts and to inform ${other(party)}.`);
  }
  return out;
}

/**
 * The contract in French, written as a careful adviser would for two French independents: who
 * does and earns what, who invoices and answers to the client, the rights on the joint creations
 * (named, with their extent, territory and duration), what happens when things go wrong, and
 * the service's place (not a party, no part in the execution, no guarantee).
 */
import type { Party } from '../questionnaire/questions.ts';
import { formatPct, fullName, partyLabels, quoteBlock, type ContractContext, type PartyInfo } from './contract-context.ts';
import { formatDayInWords } from '#i18n/format.ts';
import { formatInstantInWords } from '#server/platform/dates.ts';
import type { SharePair, TextPair } from './merge-terms.ts';
import { deName } from '#i18n/elision.ts';

/** "Céramiste" reads "céramiste" inside a sentence; "ÉBÉNISTE" or "DJ" stay as they are. */
const lowerFirst = (text: string) => (/^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLocaleLowerCase('fr') + text.slice(1) : text);

/** "de céramiste", "d’ébéniste" (src/i18n/elision.ts). */
const de = deName;

const NEUTRAL = { demandeur: 'la partie initiatrice', partenaire: 'la partie partenaire' };

export function contractTextFr(ctx: ContractContext): string {
  const { terms: t } = ctx;
  const L = partyLabels(ctx.parties, NEUTRAL);
  const D = L.demandeur;
  const P = L.partenaire;
  const other = (party: Party) => (party === 'demandeur' ? P : D);
  const pct = (n: number) => formatPct(n, 'fr');
  const lines: string[] = [];
  const para = (...text: string[]) => lines.push('', ...text);
  const article = (n: number, title: string) => lines.push('', '', `Article ${n} – ${title}`);

  const identity = (p: PartyInfo, label: string, role: string) => {
    const parts = [fullName(p) || label];
    if (p.trade.trim()) parts.push(`exerçant le métier ${de(lowerFirst(p.trade.trim()))}`);
    if (p.brand.trim()) parts.push(`sous la marque « ${p.brand.trim()} »`);
    if (p.city.trim()) parts.push(`à ${p.city.trim()}`);
    parts.push(`joignable à l’adresse ${p.email}`);
    return `${parts.join(', ')}, ${role}, ci-après « ${label} »`;
  };

  const shares = (s: SharePair, what: string) => {
    const main = `${what} : ${pct(s.demandeur)} pour ${D} et ${pct(s.partenaire)} pour ${P}.`;
    if (!s.adjusted) return main;
    return `${main} Les parts déclarées (${pct(s.declared.demandeur)} et ${pct(s.declared.partenaire)}) ont été ramenées proportionnellement à un total de 100 %.`;
  };

  const described = (pair: TextPair, intro: string, introBoth: string) => {
    if (pair.same) return para(intro, ...quoteBlock(pair.text));
    para(introBoth);
    para(`Selon ${D} :`, ...quoteBlock(pair.demandeur));
    para(`Selon ${P} :`, ...quoteBlock(pair.partenaire));
    para('Ces deux descriptions se complètent. En cas de contradiction entre elles, les parties se concertent par écrit avant d’exécuter la partie concernée.');
  };

  lines.push('CONTRAT DE COLLABORATION ENTRE ARTISANS INDÉPENDANTS');
  para(`Référence : ${ctx.matchId}`, `Demande de collaboration : « ${ctx.requestTitle} »`);
  para('ENTRE LES SOUSSIGNÉS');
  para(`${identity(ctx.parties.demandeur, D, 'auteur de la demande de collaboration')} ;`);
  para('ET');
  para(`${identity(ctx.parties.partenaire, P, 'qui a répondu à cette demande')}.`);
  para(
    'Ensemble « les parties ». Chaque partie déclare exercer son activité en entrepreneur indépendant, régulièrement immatriculé, et s’engage à communiquer à l’autre, sur simple demande, son numéro SIREN, son adresse professionnelle et son régime de TVA.',
  );

  article(1, 'Objet');
  described(t.objet, 'Les parties conviennent de réaliser ensemble le projet suivant :', 'Les parties conviennent de réaliser ensemble un projet que chacune a décrit en ces termes :');

  article(2, 'Livrables');
  described(t.livrables, 'Les parties s’engagent à réaliser et à livrer :', 'Les parties s’engagent à réaliser et à livrer les livrables que chacune a décrits en ces termes :');
  para('Chaque partie exécute sa part avec soin, selon les règles de l’art de son métier, et informe l’autre sans délai de toute difficulté susceptible d’affecter le calendrier ou la qualité des livrables.');

  article(3, 'Répartition du travail et des recettes');
  para(shares(t.charge, 'Travail'));
  para(shares(t.revenue, 'Recettes'));
  para('Les recettes s’entendent des sommes hors taxes effectivement encaissées au titre du projet.');

  article(4, 'Frais');
  const fraisText = {
    au_prorata: `Les frais engagés pour le projet (matières premières, fournitures, transport, emballage, frais de vente) sont supportés par les parties à proportion de leur part des recettes fixée à l’article 3.`,
    chacun_les_siens: 'Chaque partie supporte seule les frais qu’elle engage pour réaliser sa part (matières, outillage, déplacements, fournitures), sans remboursement par l’autre.',
    demandeur: `${D} prend en charge l’ensemble des frais du projet, y compris ceux que ${P} engage pour réaliser sa part.`,
    partenaire: `${P} prend en charge l’ensemble des frais du projet, y compris ceux que ${D} engage pour réaliser sa part.`,
  }[t.frais.value];
  para(t.frais.differed ? `Les parties ayant répondu différemment sur les frais, la règle prévue dans ce cas s’applique : ${fraisText.charAt(0).toLowerCase()}${fraisText.slice(1)}` : fraisText);
  if (t.frais.value !== 'chacun_les_siens') {
    para('Toute dépense commune est engagée avec l’accord préalable de l’autre partie, donné par écrit (un courriel suffit), et justifiée par une facture ou un reçu.');
  }

  article(5, 'Facturation et relation avec le client');
  if (t.facturation === 'chacun') {
    para(
      'Chaque partie facture directement au client la part du projet qu’elle réalise, dans le respect de la répartition des recettes de l’article 3, et répond envers le client de l’exécution de sa propre part. Les parties informent le client de cette facturation séparée avant toute commande.',
    );
  } else {
    const invoicer = t.facturation === 'demandeur' ? D : P;
    const subcontractor = t.facturation === 'demandeur' ? P : D;
    para(
      `${invoicer} est la seule partie à facturer le client, pour la totalité du projet. ${invoicer} répond donc envers le client de la bonne exécution de l’ensemble du travail, y compris de la part réalisée par ${subcontractor}, sauf à se retourner ensuite contre ${subcontractor} pour les manquements qui lui sont imputables. ${subcontractor} facture à ${invoicer} sa part des recettes.`,
    );
  }
  const contactText = {
    demandeur: `Le client a pour seul interlocuteur ${D}, qui transmet sans délai à ${P} les demandes et informations concernant sa part.`,
    partenaire: `Le client a pour seul interlocuteur ${P}, qui transmet sans délai à ${D} les demandes et informations concernant sa part.`,
    les_deux: 'Les deux parties sont les interlocutrices du client. Elles se tiennent mutuellement informées, par écrit, de tout échange avec lui portant sur le projet et ne prennent aucun engagement envers lui au nom de l’autre.',
  }[t.interlocuteur];
  para(contactText);
  para('Les montants s’entendent hors taxes. Chaque partie applique à ses factures le régime de TVA qui est le sien (y compris, le cas échéant, la franchise en base de l’article 293 B du code général des impôts) et y porte les mentions obligatoires.');

  article(6, 'Paiements entre les parties');
  const days = t.delaiPaiement.value;
  const within = days === 0 ? 'sans délai' : `dans un délai de ${days} jour${days > 1 ? 's' : ''}`;
  if (t.facturation !== 'chacun') {
    const invoicer = t.facturation === 'demandeur' ? D : P;
    const paid = t.facturation === 'demandeur' ? P : D;
    para(`${invoicer} verse à ${paid} sa part des recettes ${within} à compter de l’encaissement de chaque paiement du client, sur facture de ${paid}.`);
    para('Les sommes que le client ne paie pas ne sont dues par aucune partie à l’autre : le risque d’impayé est supporté par les parties à proportion de leur part des recettes. Elles décident ensemble des démarches de recouvrement.');
  }
  para(`Toute autre somme due par une partie à l’autre au titre du présent contrat, notamment un remboursement de frais, est payée ${within} à compter de la réception de la facture ou du justificatif.`);
  if (t.delaiPaiement.differed) para('Les parties ayant indiqué des délais différents, le plus court des deux s’applique.');
  para('Tout retard de paiement entre les parties entraîne de plein droit, sans rappel préalable, des pénalités au taux de trois fois le taux d’intérêt légal et l’indemnité forfaitaire pour frais de recouvrement de 40 euros prévue aux articles L. 441-10 et D. 441-5 du code de commerce.');

  article(7, 'Propriété des créations');
  para('Sont appelées « créations communes » les œuvres, pièces, modèles, prototypes, dessins, photographies et autres créations réalisés dans le cadre du projet.');
  para('Chaque partie reste seule propriétaire de ses savoir-faire, techniques, créations, dessins, modèles et marques antérieurs au présent contrat ou développés en dehors du projet ; le présent contrat ne lui en transfère aucun droit.');
  if (t.propriete === 'les_deux') {
    para(
      'Les créations communes appartiennent en commun aux deux parties (œuvre de collaboration au sens de l’article L. 113-3 du code de la propriété intellectuelle). Chacune peut les fabriquer, les présenter et les vendre dans le cadre du projet. Toute autre exploitation, notamment leur reproduction ou leur adaptation hors du projet, ainsi que la cession ou la licence de droits à un tiers, requiert l’accord écrit préalable des deux parties. Cette copropriété porte sur les droits de reproduction, de représentation, d’adaptation et de commercialisation, sur tout support et par tout moyen, pour le monde entier et pour toute la durée légale de protection des droits. Les recettes de toute exploitation sont partagées selon l’article 3.',
    );
  } else {
    const owner = t.propriete === 'demandeur' ? D : P;
    const assignor = t.propriete === 'demandeur' ? P : D;
    para(
      `${assignor} cède à ${owner}, à titre exclusif, les droits patrimoniaux d’auteur et, le cas échéant, les droits sur les dessins et modèles dont ${assignor} est titulaire sur sa contribution aux créations communes. Sont cédés : le droit de reproduction (fabrication, édition et duplication en tout nombre, sur tout support), le droit de représentation (présentation au public, exposition, diffusion en ligne), le droit d’adaptation (modification, déclinaison, nouvelles versions) et le droit de distribution et de commercialisation des exemplaires. La cession vaut pour toute exploitation commerciale et promotionnelle, sur tout support et par tout moyen connus à ce jour, pour le monde entier et pour toute la durée légale de protection des droits.`,
    );
    para(
      `Conformément à l’article L. 131-4 du code de la propriété intellectuelle, la rémunération de cette cession est proportionnelle : elle consiste en la part des recettes fixée à l’article 3, due à ${assignor} sur toute exploitation des créations communes, y compris après le terme du présent contrat.`,
    );
    para(`${assignor} conserve son droit moral, notamment le droit à la mention de son nom lorsque les créations communes sont présentées au public.`);
  }

  article(8, 'Portfolio et communication');
  const showText = {
    les_deux: 'Chaque partie peut présenter les créations communes dans son portfolio, sur son site, sur ses réseaux sociaux et dans ses supports de prospection, en citant l’autre partie.',
    demandeur: `Le droit de présenter les créations communes dans un portfolio et dans sa communication est réservé à ${D}, qui cite ${P}. ${P} ne peut le faire qu’avec l’accord écrit préalable de ${D}.`,
    partenaire: `Le droit de présenter les créations communes dans un portfolio et dans sa communication est réservé à ${P}, qui cite ${D}. ${D} ne peut le faire qu’avec l’accord écrit préalable de ${P}.`,
    aucun: 'Aucune partie ne présente les créations communes dans son portfolio ou sa communication sans l’accord écrit préalable de l’autre.',
  }[t.portfolio];
  para(showText);
  if (t.portfolio !== 'aucun') para('Cette présentation n’intervient qu’après la livraison au client ou la mise en vente, et dans le respect de la confidentialité qu’il aurait demandée.');

  article(9, 'Priorité sur les travaux futurs');
  const priorityScope = 'toute suite ou nouvelle commande portant sur les créations communes (réassort, déclinaison, nouvelle série)';
  const priorityText = {
    demandeur: `Pendant la durée du contrat et les douze mois qui suivent son terme, ${priorityScope} est d’abord proposée par écrit à ${D}, qui dispose de quinze jours pour l’accepter. Passé ce délai, ou en cas de refus, ${P} peut la réaliser sans ${D} ou avec un tiers, dans le respect de l’article 7.`,
    partenaire: `Pendant la durée du contrat et les douze mois qui suivent son terme, ${priorityScope} est d’abord proposée par écrit à ${P}, qui dispose de quinze jours pour l’accepter. Passé ce délai, ou en cas de refus, ${D} peut la réaliser sans ${P} ou avec un tiers, dans le respect de l’article 7.`,
    les_deux: `Pendant la durée du contrat et les douze mois qui suivent son terme, chaque partie propose d’abord par écrit à l’autre de réaliser ensemble ${priorityScope}. L’autre dispose de quinze jours pour accepter ; passé ce délai, ou en cas de refus, la partie qui a reçu la demande peut la réaliser sans l’autre ou avec un tiers, dans le respect de l’article 7.`,
    aucune: 'Aucune partie ne bénéficie d’une priorité : chacune peut accepter, sans l’autre ou avec un tiers, toute commande future, dans le respect de l’article 7.',
  }[t.prioriteFutur];
  para(priorityText);

  article(10, 'Imprévus');
  const unforeseen = 'Si un événement imprévu (annulation ou modification de la commande par le client, hausse importante du coût des matières, maladie ou accident d’une partie, casse ou perte) rend l’exécution du projet plus difficile ou plus coûteuse, la partie qui le constate en informe l’autre par écrit sans délai.';
  const aleaText = {
    renegociation: `${unforeseen} Les parties renégocient alors de bonne foi, dans les quinze jours, les conditions affectées, dans l’esprit de l’article 1195 du code civil. À défaut d’accord dans ce délai, chaque partie peut mettre fin au contrat par écrit dans les conditions de l’article 11.`,
    report: `${unforeseen} Le calendrier du projet est alors reporté de la durée de l’empêchement, et les parties fixent par écrit un nouveau calendrier. Si le report dépasse trois mois, chaque partie peut mettre fin au contrat par écrit dans les conditions de l’article 11.`,
    partage_des_pertes: `${unforeseen} Les pertes qui en résultent (matières perdues, frais engagés non remboursés, acomptes à restituer) sont partagées entre les parties à proportion de leur part des recettes fixée à l’article 3.`,
  }[t.alea];
  para(aleaText);
  para('Un cas de force majeure au sens de l’article 1218 du code civil suspend les obligations de la partie empêchée, qui en informe l’autre sans délai ; s’il dure plus de deux mois, chaque partie peut mettre fin au contrat par écrit.');

  article(11, 'Fin anticipée du contrat');
  const endText = {
    preavis_15_jours: 'Chaque partie peut mettre fin au contrat à tout moment, par écrit (lettre recommandée ou courriel dont la réception est confirmée), moyennant un préavis de quinze jours.',
    preavis_30_jours: 'Chaque partie peut mettre fin au contrat à tout moment, par écrit (lettre recommandée ou courriel dont la réception est confirmée), moyennant un préavis de trente jours.',
    accord_mutuel: 'Le contrat ne peut prendre fin avant son terme que d’un commun accord écrit des parties, sous réserve des cas prévus aux articles 10 et 11.',
  }[t.resiliation.value];
  para(t.resiliation.differed ? `${endText} Les parties ayant répondu différemment, c’est ce préavis de trente jours, prévu dans ce cas, qui s’applique.` : endText);
  para('En cas de manquement grave d’une partie à ses obligations, l’autre peut résilier le contrat par écrit quinze jours après une mise en demeure restée sans effet (articles 1224 et suivants du code civil).');
  para('En cas de fin anticipée, le travail réalisé jusqu’à la date de fin est réglé selon la répartition de l’article 3, au prorata de son avancement, et les frais engagés sont répartis selon l’article 4. Les parties organisent ensemble la fin des engagements pris envers le client, de manière à ne pas lui nuire.');

  article(12, 'Assurance et responsabilité');
  for (const paragraph of insuranceFr(ctx, L, other)) para(paragraph);
  para('Chaque partie répond envers l’autre des dommages qu’elle lui cause par sa faute dans l’exécution du présent contrat.');

  article(13, 'Durée et prise d’effet');
  const start = formatDayInWords(t.dateDebut.value, 'fr');
  if (t.dateFin === null) {
    para(`Le contrat prend effet le ${start}. Il est conclu pour la durée du projet et prend fin lorsque tous les livrables ont été livrés et que toutes les sommes dues entre les parties ont été payées.`);
  } else {
    const months = { '1_mois': 1, '3_mois': 3, '6_mois': 6, '12_mois': 12, projet: 0 }[t.duree];
    para(`Le contrat prend effet le ${start} pour une durée de ${months} mois, soit jusqu’au ${formatDayInWords(t.dateFin, 'fr')} inclus. Il ne se renouvelle pas tacitement : sa prolongation fait l’objet d’un nouvel accord écrit. Les livrables en cours à son terme sont achevés et réglés selon ses stipulations.`);
  }
  if (t.dateDebut.differed) para('Les parties ayant indiqué des dates de début différentes, la plus tardive a été retenue.');
  para('Les articles 6 (sommes dues), 7, 8, 9 et 15 continuent de s’appliquer après le terme du contrat, dans les conditions qu’ils prévoient.');

  article(14, 'Indépendance des parties');
  para('Le présent contrat ne crée entre les parties ni société, ni association, ni lien de subordination. Chaque partie reste un entrepreneur indépendant, seul responsable de ses obligations sociales, fiscales et comptables. Aucune partie ne peut engager l’autre envers un tiers sans son accord écrit.');

  article(15, 'Confidentialité');
  para('Chaque partie garde confidentielles les informations non publiques reçues de l’autre ou du client à l’occasion du projet (prix, fournisseurs, procédés, coordonnées), pendant la durée du contrat et deux ans après son terme.');

  article(16, 'Rôle du service Atelier');
  para('Atelier, le service en ligne qui a mis les parties en relation et recueilli leurs réponses, n’est pas partie au présent contrat. Il ne prend aucune part à son exécution et ne le garantit pas : il ne garantit notamment ni la bonne exécution des obligations des parties, ni leur solvabilité.');
  para('Le présent texte a été établi automatiquement à partir des réponses des parties ; il ne remplace pas le conseil d’un professionnel du droit, que les parties peuvent consulter avant de s’engager.');

  article(17, 'Différends et droit applicable');
  para('Le contrat est soumis au droit français. En cas de différend, les parties recherchent d’abord une solution amiable pendant trente jours à compter de la demande écrite de l’une d’elles ; à défaut, le différend est porté devant les juridictions compétentes.');

  article(18, 'Formation du contrat');
  para(
    `Le présent contrat reprend les réponses que chaque partie a validées sur le service : ${D} le ${formatInstantInWords(ctx.submittedAt.demandeur, ctx.timeZone, 'fr')}, et ${P} le ${formatInstantInWords(ctx.submittedAt.partenaire, ctx.timeZone, 'fr')} (fuseau horaire ${ctx.timeZone}).`,
  );
  para(`Texte établi et scellé le ${formatInstantInWords(ctx.finalizedAt, ctx.timeZone, 'fr')}. Son empreinte SHA-256, calculée sur sa forme canonique, permet à chaque partie de vérifier qu’un exemplaire est identique au texte scellé. Les parties peuvent en outre le signer pour en attester.`);
  return lines.join('\n');
}

/** The insurance clause, and the risk each missing RC Pro leaves, given who answers to the client. */
function insuranceFr(ctx: ContractContext, L: Record<Party, string>, other: (party: Party) => string): string[] {
  const { assurance, facturation } = ctx.terms;
  const insured = (['demandeur', 'partenaire'] as const).filter((p) => assurance[p]);
  const uninsured = (['demandeur', 'partenaire'] as const).filter((p) => !assurance[p]);
  const out: string[] = [];
  const keep = 'à maintenir cette assurance pendant toute la durée du contrat et à en justifier sur demande';
  if (insured.length === 2) {
    out.push(`Chaque partie déclare être titulaire d’une assurance de responsabilité civile professionnelle en cours de validité, couvrant ses activités dans le projet, et s’engage ${keep}.`);
    return out;
  }
  for (const party of insured) {
    out.push(`${L[party]} déclare être titulaire d’une assurance de responsabilité civile professionnelle en cours de validité, couvrant ses activités dans le projet, et s’engage ${keep}.`);
  }
  for (const party of uninsured) {
    const name = L[party];
    out.push(`${name} déclare ne pas être titulaire, à ce jour, d’une assurance de responsabilité civile professionnelle. Les dommages causés par sa part du travail ne sont donc couverts par aucune assurance et restent à sa charge.`);
    if (facturation === party) {
      out.push(`Comme ${name} est la seule partie à facturer le client et répond envers lui de la totalité du travail (article 5), ${name} supporte sans assurance le risque de tout dommage causé au client par le projet, y compris par la part de ${other(party)}, sous réserve de son recours contre ${other(party)}.`);
    } else if (facturation === 'chacun') {
      out.push(`Chaque partie répondant envers le client de sa propre part (article 5), ${name} supporte personnellement les conséquences des dommages causés par sa part.`);
    } else {
      out.push(`Comme ${other(party)} est la seule partie à facturer le client et répond envers lui de la totalité du travail (article 5), ${other(party)} supporte envers le client le risque des dommages causés par la part de ${name}, sans qu’aucune assurance ne couvre cette part, et ne dispose que d’un recours contre ${name} personnellement.`);
    }
    out.push(`Il est vivement recommandé à ${name} de souscrire une telle assurance avant le début du projet et d’en informer ${other(party)}.`);
  }
  return out;
}

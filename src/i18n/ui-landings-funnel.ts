/** Texts of the funnel and of the theme history on /admin/themes (decision 029), French and English. */
import type { Lang } from './lang.ts';

type Field = 'actif' | 'est_accueil' | 'image_url' | 'blocks_config';


/** "0 vue", "1 vue", "2 vues" (French counts 0 as singular); "0 views", "1 view". */
function plural(n: number, one: string, many: string, lang: Lang = 'fr'): string {
  return `${n} ${n === 1 || (n === 0 && lang === 'fr') ? one : many}`;
}
const fr = {
  funnelTitle: 'Fréquentation et candidatures',
  funnelIntro:
    'Comptées par le serveur, sans cookie et sans rien garder du visiteur (ni adresse, ni navigateur) ; les robots déclarés et les préchargements ne sont pas comptés. Une candidature est rattachée au thème dont le visiteur a suivi le bouton « Déposer ma candidature » ; « payées » : celles dont l’acompte est réglé.',
  funnelCdn: 'Les vues des pages servies par un CDN ou un serveur statique (pages publiées) n’arrivent pas à l’application : elles ne sont pas comptées ici, les candidatures et paiements si.',
  funnelEmpty: 'Aucun thème.',
  days7: '7 jours',
  days30: '30 jours',
  views: 'Vues',
  applications: 'Candidatures',
  paid: 'Acomptes payés',
  conversion: 'Conversion (candidatures ÷ vues)',
  noRatio: '—',
  chartLabel: (name: string, from: string, to: string, views: number, applications: number, peak: string) =>
    `${name}\u00a0: vues par jour du ${from} au ${to}\u00a0: ${plural(views, 'vue', 'vues')}, ${plural(applications, 'candidature', 'candidatures')}${peak ? `\u202f; jour le plus fréquenté\u00a0: ${peak}` : ''}.`,
  peak: (day: string, views: number) => `${day} (${plural(views, 'vue', 'vues')})`,
  chartLegend: 'Barres : vues par jour ; points : jours avec candidature.',
  chartScale: (max: number) => `Tous les graphiques ont la même échelle\u00a0: la barre la plus haute vaut ${plural(max, 'vue', 'vues')}.`,
  historyTitle: 'Historique',
  historyHelp: 'Chaque modification de ce thème, la plus récente en premier. « Revenir à l’état d’avant » remet les réglages tels qu’ils étaient avant cette modification et régénère la page aussitôt.',
  historyEmpty: 'Aucune modification enregistrée pour ce thème.',
  historyLoading: 'Chargement de l’historique…',
  historyFailed: 'L’historique n’a pas pu être chargé.',
  restore: 'Revenir à l’état d’avant',
  restoreContext: (when: string) => ` la modification du ${when}`,
  restoreAsk: (when: string) => `Revenir à l’état d’avant la modification du ${when}\u202f?`,
  restoreAlsoUndoes: (n: number) => (n === 1 ? 'Cela annule aussi la modification plus récente\u00a0:' : `Cela annule aussi les ${n} modifications plus récentes\u00a0:`),
  restoreNothingElse: 'C’est la dernière modification\u00a0: rien d’autre n’est annulé.',
  restoreYes: 'Revenir à cet état',
  restoreNo: 'Annuler',
  restored: (name: string) => `« ${name} » : réglages restaurés, page régénérée.`,
  restoredWithoutImage: (name: string) => `«\u00a0${name}\u00a0»\u00a0: réglages restaurés sauf l’image, qui n’existe plus (l’image actuelle est gardée)\u202f; page régénérée.`,
  restoreWithoutImage: 'Restaurer le reste et garder l’image actuelle',
  restoreCancel: 'Ne rien restaurer',
  by: (who: string) => `par ${who}`,
  kindRestore: 'Restauration',
  kindMainMoved: 'Un autre thème est devenu la page d’accueil',
  kindSync: 'Changé par les fichiers du thème (landings:sync)',
  yes: 'oui',
  no: 'non',
  fields: { actif: 'Actif', est_accueil: 'Page d’accueil', image_url: 'Image', blocks_config: 'Blocs' } as Record<Field, string>,
  themePhoto: 'photo du thème',
  uploadedImage: (file: string) => `image téléversée ${file}`,
  photoNamed: (alt: string) => `photo ${alt}`,
  blockMoved: (name: string, from: number, to: number) => `${name} de la place ${from} à la place ${to}`,
  restoredFrom: (when: string) => `Retour à l’état d’avant la modification du ${when}.`,
  restoredFromOlder: 'Retour à l’état d’avant une modification plus ancienne que cette liste.',
  blocksShown: (names: string[]) => `affichés : ${names.join(', ')}`,
  blocksHidden: (names: string[]) => `masqués : ${names.join(', ')}`,
  blocksOrder: (moves: string[]) => `ordre\u00a0: ${moves.join(', ')}`,
};

type Texts = typeof fr;

const en: Texts = {
  funnelTitle: 'Visits and applications',
  funnelIntro:
    'Counted by the server, with no cookie and nothing kept about the visitor (no address, no browser); announced robots and prefetches are not counted. An application belongs to the theme whose “Apply” button the visitor followed; “paid”: those whose deposit is settled.',
  funnelCdn: 'Views of pages served by a CDN or a static server (published pages) never reach the application: they are not counted here; applications and payments are.',
  funnelEmpty: 'No theme.',
  days7: '7 days',
  days30: '30 days',
  views: 'Views',
  applications: 'Applications',
  paid: 'Deposits paid',
  conversion: 'Conversion (applications ÷ views)',
  noRatio: '—',
  chartLabel: (name, from, to, views, applications, peak) => `${name}: views per day from ${from} to ${to}: ${plural(views, 'view', 'views', 'en')}, ${plural(applications, 'application', 'applications', 'en')}${peak ? `; busiest day: ${peak}` : ''}.`,
  peak: (day, views) => `${day} (${plural(views, 'view', 'views', 'en')})`,
  chartLegend: 'Bars: views per day; dots: days with an application.',
  chartScale: (max) => `Every chart has the same scale: the highest bar is ${plural(max, 'view', 'views', 'en')}.`,
  historyTitle: 'History',
  historyHelp: 'Every change to this theme, newest first. “Restore the state before” puts the settings back as they were before that change and regenerates the page at once.',
  historyEmpty: 'No change recorded for this theme.',
  historyLoading: 'Loading the history…',
  historyFailed: 'The history could not be loaded.',
  restore: 'Restore the state before',
  restoreContext: (when) => ` the change of ${when}`,
  restoreAsk: (when) => `Restore the state before the change of ${when}?`,
  restoreAlsoUndoes: (n) => (n === 1 ? 'This also undoes the later change:' : `This also undoes the ${n} later changes:`),
  restoreNothingElse: 'This is the latest change: nothing else is undone.',
  restoreYes: 'Restore this state',
  restoreNo: 'Cancel',
  restored: (name) => `“${name}”: settings restored, page regenerated.`,
  restoredWithoutImage: (name) => `“${name}”: settings restored except the image, which no longer exists (the current image is kept); page regenerated.`,
  restoreWithoutImage: 'Restore the rest and keep the current image',
  restoreCancel: 'Restore nothing',
  by: (who) => `by ${who}`,
  kindRestore: 'Restore',
  kindMainMoved: 'Another theme became the home page',
  kindSync: 'Changed by the theme’s files (landings:sync)',
  yes: 'yes',
  no: 'no',
  fields: { actif: 'Active', est_accueil: 'Home page', image_url: 'Image', blocks_config: 'Blocks' },
  themePhoto: 'theme photo',
  uploadedImage: (file) => `uploaded image ${file}`,
  photoNamed: (alt) => `photo ${alt}`,
  blockMoved: (name, from, to) => `${name} from place ${from} to place ${to}`,
  restoredFrom: (when) => `Back to the state before the change of ${when}.`,
  restoredFromOlder: 'Back to the state before a change older than this list.',
  blocksShown: (names) => `shown: ${names.join(', ')}`,
  blocksHidden: (names) => `hidden: ${names.join(', ')}`,
  blocksOrder: (moves) => `order: ${moves.join(', ')}`,
};

export const funnelUi: Record<Lang, Texts> = { fr, en };
export type FunnelUi = Texts;

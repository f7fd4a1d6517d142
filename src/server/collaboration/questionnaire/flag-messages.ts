/**
 * The plain explanation of each flag, written for the artisan reading it ("you" is the caller),
 * in the caller's language.
 */
import { answerLabel, questionTexts, type Names } from '#i18n/ui-collaboration-questions.ts';
import { SHARE_BAND, type DetectedFlag } from './detect-flags.ts';
import { otherParty, type DraftAnswers, type Party } from './questions.ts';
import type { Lang } from '#i18n/lang.ts';
import { frenchSpacing } from '#i18n/format.ts';

export interface FlagView {
  type: 'conflict' | 'risk';
  key: string;
  message: string;
}

export function flagMessage(flag: DetectedFlag, viewer: Party, sets: Partial<Record<Party, DraftAnswers | null>>, names: Names, lang: Lang): string {
  const text = message(flag, viewer, sets, names, lang);
  // French typography (issue 39): no-break spaces before : ; ! ? and % and inside « ».
  return lang === 'fr' ? frenchSpacing(text.replace(/(\d) %/g, '$1\u00a0%')) : text;
}

function message(flag: DetectedFlag, viewer: Party, sets: Partial<Record<Party, DraftAnswers | null>>, names: Names, lang: Lang): string {
  const mine = sets[viewer] ?? {};
  const theirs = sets[otherParty(viewer)] ?? {};
  const partner = names[otherParty(viewer)];
  const fr = lang === 'fr';
  if (flag.type === 'risk') {
    const invoicer = mine.facturation ?? null;
    if (flag.party === viewer) {
      const extra =
        invoicer === viewer
          ? fr ? ' Comme vous facturez tout le projet, vous en répondriez aussi envers le client pour la part de votre partenaire.' : ' As you invoice the whole project, you would also answer to the client for your partner’s part.'
          : '';
      return fr
        ? `Vous n’avez pas confirmé avoir une assurance responsabilité civile professionnelle. Ce n’est pas bloquant, mais les dommages causés par votre part du travail resteraient à votre charge.${extra} Le contrat le mentionnera.`
        : `You have not confirmed holding professional liability insurance. This does not block anything, but damage caused by your part of the work would remain your own responsibility.${extra} The agreement will say so.`;
    }
    const extra =
      invoicer === viewer
        ? fr ? ' Comme vous facturez tout le projet, vous répondriez envers le client des dommages causés par sa part, sans assurance pour les couvrir.' : ' As you invoice the whole project, you would answer to the client for damage caused by their part, with no insurance to cover it.'
        : '';
    return fr
      ? `${partner} n’a pas confirmé avoir une assurance responsabilité civile professionnelle. Ce n’est pas bloquant, mais les dommages causés par sa part du travail ne seraient couverts par aucune assurance.${extra} Le contrat le mentionnera.`
      : `${partner} has not confirmed holding professional liability insurance. This does not block anything, but damage caused by their part of the work would be covered by no insurance.${extra} The agreement will say so.`;
  }
  if (flag.key === 'charge_pct' || flag.key === 'revenue_pct') {
    const a = Number(mine[flag.key]);
    const b = Number(theirs[flag.key]);
    const what = flag.key === 'charge_pct' ? (fr ? 'du travail' : 'of the work') : fr ? 'des recettes' : 'of the revenue';
    return fr
      ? `Vos parts ${what} font ${a + b} % à vous deux (vous ${a} %, ${partner} ${b} %) : le total doit être compris entre ${SHARE_BAND.min} et ${SHARE_BAND.max} %. Ajustez votre part, ou convenez-en avec ${partner}.`
      : `Your shares ${what} add up to ${a + b}% (you ${a}%, ${partner} ${b}%): the total must be between ${SHARE_BAND.min} and ${SHARE_BAND.max}%. Adjust your share, or agree on it with ${partner}.`;
  }
  const question = questionTexts[lang].questions[flag.key].label;
  const yours = answerLabel(lang, flag.key, mine[flag.key], names);
  const other = answerLabel(lang, flag.key, theirs[flag.key], names);
  return fr
    ? `« ${question} » : vous avez répondu « ${yours} » et ${partner} « ${other} ». Il faut la même réponse pour établir le contrat.`
    : `“${question}”: you answered “${yours}” and ${partner} “${other}”. You need the same answer to draw up the agreement.`;
}

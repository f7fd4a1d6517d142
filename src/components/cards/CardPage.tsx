import { useCallback, useEffect, useState } from 'react';
import { api } from '../api-client.ts';
import type { Action, CardDetail, DomainLevel, TitledText } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '#i18n/ui.ts';
import { pagePath } from '#i18n/paths.ts';
import Icon, { domainIcon } from '../ui/Icon.tsx';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import LevelUpMoment from '../levels/LevelUpMoment.tsx';
import { waitingItems } from './waiting-items.ts';
import ActionForm from './ActionForm.tsx';
import ActionPhotos from '../files/ActionPhotos.tsx'; // files
import ActionPanel from './ActionPanel.tsx';
import StatusBadge from './StatusBadge.tsx';
import { useActionEditor } from './use-action-editor.ts';
import ImpactSection from '../impact/ImpactSection.tsx';
import type { Lang } from '#i18n/lang.ts';

function Steps({ items, texts }: { items: TitledText[] | null; texts: ReturnType<typeof textsOf> }) {
  if (!items?.length) return null;
  return (
    <section className="panel" aria-labelledby="steps-title">
      <h2 id="steps-title">{texts.card.steps}</h2>
      <ol className="guide-steps">
        {items.map((item, i) => (
          <li key={i}>
            <p className="step-label">{texts.card.stepLabel(i + 1, items.length)}</p>
            <h3>{item.titre}</h3>
            <p>{item.texte}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

const textsOf = (lang: Lang) => ui[lang].app;

interface Props {
  lang: Lang;
  slug: string;
  userId: string;
  /** Her first name: the example of the choice to be named in others' samples (decision 055). */
  firstName: string;
  initialCard: CardDetail;
  /** APP_TIMEZONE: the calendar days checklist items open on (decision 041). */
  timeZone: string;
}

/**
 * A card: its guide (objective, steps, examples), the answers and checklist, the impact section,
 * and the panel with the artisan's progress and the save / finish actions (sticky beside the
 * content on a wide screen, a bottom bar on a phone).
 */
export default function CardPage({ lang, userId, firstName, initialCard, timeZone }: Props) {
  const texts = textsOf(lang);
  const t = texts.card;
  const card = initialCard;
  const hydrated = useHydrated();
  const [status, setStatus] = useState(card.action?.status ?? null);
  const onAction = useCallback((a: Action) => setStatus(a.status), []);
  const editor = useActionEditor(card, userId, onAction);
  const waiting = waitingItems(card.guide.checklist ?? [], editor.action ? String(editor.action.created_at) : null, timeZone);
  const [domainLevel, setDomainLevel] = useState<DomainLevel | null>(null);
  const [levelsError, setLevelsError] = useState<unknown>(null);

  // After a level-up, what the next level asks comes from the levels now.
  useEffect(() => {
    if (!editor.levelUp) return;
    api('get', '/api/levels')
      .then((levels) => setDomainLevel(levels.domains.find((d) => d.domain === editor.levelUp!.domain) ?? null))
      .catch(setLevelsError);
  }, [editor.levelUp]);

  const objective = card.guide.objectif?.label;
  const questions = (card.guide.mesure as { questions?: unknown } | null)?.questions;
  return (
    <article className="card-page" data-hydrated={hydrated ? 'true' : undefined} data-card-id={card.id} data-domain={card.domain ?? undefined}>
      <header className="card-hero">
        <p className="card-meta">
          <span className="domain-chip" data-domain={card.domain ?? 'none'}>
            <Icon name={domainIcon(card.domain)} />
            {card.domain_label ?? texts.common.noDomain}
          </span>
          <StatusBadge lang={lang} status={status} />
          {card.domain_label ? <span className="xp-chip">{t.xpReward}</span> : <span className="xp-chip none">{t.noXpShort}</span>}
        </p>
        <h1>{card.title}</h1>
        {card.summary && <p className="lead">{card.summary}</p>}
      </header>

      <div className="card-layout">
        <div className="card-main">
          {objective && (
            <section className="panel objective" aria-labelledby="objective-title">
              <h2 id="objective-title"><Icon name="sparkles" /> {t.objective}</h2>
              <p>{objective}</p>
            </section>
          )}
          <Steps items={card.comment_faire_par_etape} texts={texts} />
          {!!card.exemples_concrets?.length && (
            <details className="panel examples">
              <summary><h2 id="examples-title">{t.examples}</h2></summary>
              <ul className="guide-examples">
                {card.exemples_concrets.map((item, i) => (
                  <li key={i}>
                    <h3>{item.titre}</h3>
                    <p>{item.texte}</p>
                  </li>
                ))}
              </ul>
            </details>
          )}

          <div aria-live="polite">
            {editor.levelUp && (
              <LevelUpMoment lang={lang} levelUp={editor.levelUp} level={domainLevel} testId="card-level-up">
                <p><a href={pagePath(lang, '/mes-actions')}>{t.seeWorkshop}</a></p>
              </LevelUpMoment>
            )}
            {levelsError !== null && <ErrorNotice lang={lang} error={levelsError} />}
          </div>

          <ActionForm lang={lang} card={card} texts={texts} editor={editor} waiting={waiting} />
          <ActionPhotos lang={lang} cardId={card.id} />
          {/* A first reading takes the action on the server: the panel learns it at once (issue 39's walk). */}
          <ImpactSection lang={lang} userId={userId} firstName={firstName} cardId={card.id} guideQuestions={questions} taken={status !== null} onReadingSaved={() => { if (!editor.action) void editor.take(); }} />
        </div>
        <ActionPanel lang={lang} card={card} texts={texts} editor={editor} waiting={waiting} />
      </div>
    </article>
  );
}

import { useEffect, useState } from 'react';
import { apiFetch, errorMessage } from '../api-client.ts';
import type { Action, CardDetail, TitledText } from '../api-types.ts';
import { useHydrated } from '../use-hydrated.ts';
import { ui } from '../../i18n/ui.ts';
import type { PageLang } from '../../i18n/paths.ts';
import ActionForm from './ActionForm.tsx';
import StatusBadge from './StatusBadge.tsx';
import ImpactSection from '../impact/ImpactSection.tsx';

function TextList({ id, title, items }: { id: string; title: string; items: TitledText[] | null }) {
  if (!items?.length) return null;
  return (
    <section className="panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className="guide-steps">
        {items.map((item, i) => (
          <li key={i}>
            <h3>{item.titre}</h3>
            <p>{item.texte}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A card: its guide (objective, steps, examples), the answers form and the impact section. */
export default function CardPage({ lang, slug, initialCard }: { lang: PageLang; slug: string; initialCard: CardDetail | null }) {
  const texts = ui[lang].app;
  const t = texts.card;
  const hydrated = useHydrated();
  const [card, setCard] = useState<CardDetail | null>(initialCard);
  const [action, setAction] = useState<Action | null>(initialCard?.action ?? null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (initialCard) return;
    apiFetch<CardDetail>(`/api/cards/${encodeURIComponent(slug)}`)
      .then((c) => {
        setCard(c);
        setAction(c.action);
      })
      .catch((e: unknown) => setError(errorMessage(e, texts.common.loadError)));
  }, [slug]);

  if (error) return <p className="notice error" role="alert" data-hydrated={hydrated ? 'true' : undefined}>{error}</p>;
  if (!card) return <p className="muted" aria-live="polite">{texts.common.loading}</p>;
  return (
    <article className="card-page" data-hydrated={hydrated ? 'true' : undefined} data-card-id={card.id}>
      <header>
        <h1>{card.title}</h1>
        <p className="card-meta">
          <span className="domain-tag">{t.domain}{texts.common.colon}{card.domain_label ?? texts.common.noDomain}</span>
          <StatusBadge lang={lang} status={action?.status ?? null} />
        </p>
        {card.summary && <p className="lead">{card.summary}</p>}
      </header>
      {card.guide.objectif?.label && (
        <section className="panel objective" aria-labelledby="objective-title">
          <h2 id="objective-title">{t.objective}</h2>
          <p>{card.guide.objectif.label}</p>
        </section>
      )}
      <TextList id="steps-title" title={t.steps} items={card.comment_faire_par_etape} />
      <TextList id="examples-title" title={t.examples} items={card.exemples_concrets} />
      <ActionForm lang={lang} card={card} texts={texts} onAction={setAction} />
      <ImpactSection lang={lang} cardId={card.id} guideQuestions={(card.guide.mesure as { questions?: unknown } | null)?.questions} />
    </article>
  );
}

import { useEffect, useState } from 'react';
import { api } from '../api-client.ts';
import type { AggregateResponse } from '../api-types.ts';
import type { ImpactTexts } from '#i18n/ui-card.ts';
import { namedSample, signedPct, unitOf, type Question } from './format.ts';
import { sampleConsentUi } from '#i18n/ui-sample-consent.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  cardId: string;
  question: Question;
  lang: Lang;
  texts: ImpactTexts;
  /** Changes when the artisan's readings change (the aggregate may change too). */
  version: number;
}

/**
 * Other artisans' before/after on this card and metric (at least 3 of them): the mean over all,
 * and samples naming only those who chose to be shown (decision 055; money: percent only).
 */
export default function SocialProof({ cardId, question, lang, texts, version }: Props) {
  const [data, setData] = useState<AggregateResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api('get', '/api/impact/{card_id}/aggregate', { path: { card_id: cardId }, query: { metric: question.metric } })
      .then(setData)
      .catch(() => setFailed(true));
  }, [cardId, question.metric, version]);

  // Social proof is a bonus: when it cannot load, the section simply stays away.
  if (failed || !data) return null;
  const yesNo: [string, string] = [texts.yes, texts.no];
  const colon = lang === 'fr' ? '\u00a0: ' : ': ';
  return (
    <div className="social-proof" data-testid={`social-${question.metric}`}>
      <h4>{texts.socialTitle}</h4>
      {!data.enough ? (
        <p className="muted">{texts.socialNotEnough}</p>
      ) : (
        <>
          <p className="social-avg"><strong>{texts.socialAvg(signedPct(data.avg_pct, lang), data.count)}</strong></p>
          {data.samples.length === 0 ? (
            <p className="muted" data-testid="social-nobody">{sampleConsentUi[lang].nobodyNamed}</p>
          ) : (
            <ul>
              {data.samples.map((s, i) => (
                <li key={i}>
                  {s.name}{colon}{namedSample(question, s, lang, texts.socialPoints, yesNo)}
                </li>
              ))}
            </ul>
          )}
          <p className="small-text muted" data-testid="social-units">
            {question.type === 'currency' ? sampleConsentUi[lang].moneyNote : unitOf(question) === '%' ? texts.socialPointsNote : texts.socialRelativeNote}
          </p>
        </>
      )}
    </div>
  );
}

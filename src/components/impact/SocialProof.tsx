import { useEffect, useState } from 'react';
import { apiFetch } from '../api-client.ts';
import type { AggregateResponse } from '../api-types.ts';
import type { AppTexts } from '../../i18n/ui-app.ts';
import { formatValue, signedPct, type Question } from './format.ts';

interface Props {
  cardId: string;
  question: Question;
  lang: 'fr' | 'en';
  texts: AppTexts['impact'];
}

/** Other artisans' anonymised before/after on this card and metric (at least 3 of them). */
export default function SocialProof({ cardId, question, lang, texts }: Props) {
  const [data, setData] = useState<AggregateResponse | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    apiFetch<AggregateResponse>(`/api/impact/${encodeURIComponent(cardId)}/aggregate?metric=${encodeURIComponent(question.metric)}`)
      .then(setData)
      .catch(() => setFailed(true));
  }, [cardId, question.metric]);

  if (failed || !data) return null;
  const yesNo: [string, string] = [texts.yes, texts.no];
  return (
    <div className="social-proof" data-testid={`social-${question.metric}`}>
      <h4>{texts.socialTitle}</h4>
      {!data.enough ? (
        <p className="muted">{texts.socialNotEnough}</p>
      ) : (
        <>
          <p className="social-avg"><strong>{texts.socialAvg(signedPct(data.avg_pct, lang), data.count)}</strong></p>
          <ul>
            {data.samples.map((s, i) => (
              <li key={i}>
                {s.name}{lang === 'fr' ? '\u00a0: ' : ': '}{formatValue(question, s.before, lang, yesNo)} → {formatValue(question, s.after, lang, yesNo)} ({s.delta})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

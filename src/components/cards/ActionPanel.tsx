import type { ReactNode } from 'react';
import type { CardDetail } from '../api-types.ts';
import type { AppTexts } from '#i18n/ui-app.ts';
import { formatDate, formatTime } from '#i18n/format.ts';
import Icon, { domainIcon } from '../ui/Icon.tsx';
import ErrorNotice from '../ui/ErrorNotice.tsx';
import StatusBadge from './StatusBadge.tsx';
import type { ActionEditor } from './use-action-editor.ts';
import type { WaitingDays } from './waiting-items.ts';
import { finishBlocker } from './finish-blocker.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  card: CardDetail;
  texts: AppTexts;
  editor: ActionEditor;
  waiting: WaitingDays;
}

function focusTarget(selector: string): void {
  const element = document.querySelector<HTMLElement>(selector);
  element?.focus();
  element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
}

/**
 * The artisan's progress and the save / finish actions, always in view: a sticky side panel on a
 * wide screen, a bar fixed at the bottom on a phone (CSS only: one set of controls). "Terminer"
 * is offered only when every required answer is given and every step ticked; what is missing is
 * listed with links to it (on a phone, one line instead: how much is left, and the day a waiting
 * step opens).
 */
export default function ActionPanel({ lang, card, texts, editor, waiting }: Props) {
  const t = texts.card;
  const { action, progress, save } = editor;
  const validated = action?.status === 'validee';
  const hasDomain = card.domain_label !== null;
  const missing = [
    ...progress.missingFields.map((f) => ({ key: `f-${f.key}`, text: t.missingField(f.label), target: `[data-field="${f.key}"] [data-focus-first], #field-${f.key}, #field-${f.key}-hex` })),
    ...progress.missingItems.map((i) => {
      const opens = waiting.get(i.id);
      const text = opens ? t.missingWaiting(i.label, formatDate(opens, lang)) : i.requires_proof ? t.missingProof(i.label) : t.missingItem(i.label);
      return { key: `i-${i.id}`, text, target: `#check-${i.id}` };
    }),
  ];
  const blocker = action && !validated ? finishBlocker(progress, waiting) : null;
  const blockerText = blocker === null ? null : blocker.kind === 'waiting' ? t.finishOn(formatDate(blocker.day, lang)) : t.finishLater(blocker.count, blocker.day ? formatDate(blocker.day, lang) : null);
  const stepsText = progress.steps.total > 0 ? `${t.checklist} ${t.checklistProgress(progress.steps.done, progress.steps.total)}` : null;
  const requiredText = progress.required.total > 0 ? t.requiredProgress(progress.required.filled, progress.required.total) : null;

  let statusLine: ReactNode = null;
  if (save.kind === 'saving') statusLine = <p className="save-state">{t.saving}</p>;
  else if (save.kind === 'error') statusLine = <ErrorNotice lang={lang} error={save.error} kept />;
  else if (editor.dirty) statusLine = <p className="save-state unsaved">{t.unsaved}</p>;
  else if (save.kind === 'saved') statusLine = <p className="save-state saved"><Icon name="check" />{save.finished ? t.finished : t.savedAt(formatTime(save.at, lang))}</p>;
  else if (action) statusLine = <p className="save-state">{t.autosaveOn}</p>;

  return (
    <aside className="action-panel" aria-labelledby="panel-title" data-testid="action-panel">
      <h2 id="panel-title" className="panel-title">{t.progressTitle}</h2>
      <div className="panel-state">
        <StatusBadge lang={lang} status={action?.status ?? null} />
        <span data-testid="action-status" className="visually-hidden">{texts.status[action?.status ?? 'a_faire']}</span>
        {validated && action?.validated_at && <span className="muted small-text">{t.validatedOn(formatDate(action.validated_at, lang))}</span>}
      </div>
      <p className="panel-reward" data-domain={card.domain ?? undefined}>
        {!hasDomain ? (
          <span className="xp-chip none" data-testid="no-xp">{t.noXp}</span>
        ) : validated ? (
          <span className="xp-chip earned" data-testid="xp-earned"><Icon name="star" />{t.xpEarned}</span>
        ) : (
          <span className="panel-reward-text"><Icon name={domainIcon(card.domain)} />{t.reward(card.domain_label!)}</span>
        )}
      </p>
      <p className="panel-progress" data-testid="panel-progress">
        {[stepsText, requiredText].filter(Boolean).join(' · ')}
      </p>
      {!validated && action && missing.length > 0 && (
        <div className="panel-missing">
          <p className="small-text">{t.toFinish}</p>
          <ul>
            {missing.slice(0, 5).map((m) => (
              <li key={m.key}>
                <button type="button" className="link-button" onClick={() => focusTarget(m.target)}>{m.text}</button>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* The phone bar hides the list above: one line says why « Terminer » is missing, and when it comes. */}
      {blockerText && missing.length > 0 && (
        <p className="panel-why small-text" data-testid="finish-why">
          <button type="button" className="link-button" onClick={() => focusTarget(missing[0]!.target)}>{blockerText}</button>
        </p>
      )}
      {!validated && action && missing.length === 0 && <p className="panel-ready small-text"><Icon name="check" />{t.readyToFinish}</p>}
      {!action && <p className="small-text muted panel-not-taken">{t.notTaken}</p>}
      <div className="panel-buttons">
        {!action && (
          <button type="button" onClick={() => void editor.take()} disabled={editor.busy}>{t.take}</button>
        )}
        {/* Saving is automatic once the action is taken: the button shows when there is something to save. */}
        {(editor.dirty || save.kind === 'error') && (
          <button type="submit" form="action-form" className="secondary" disabled={editor.busy}>{t.save}</button>
        )}
        {action && !validated && progress.canFinish && (
          <button type="button" onClick={() => void editor.submit(true)} disabled={editor.busy} data-testid="finish">{t.finish}</button>
        )}
      </div>
      <div className="panel-status" aria-live="polite" data-testid="form-status">
        {statusLine}
        {editor.restoredDraft && editor.dirty && (
          <div className="notice info">
            <p>{t.restoredDraft}</p>
            <button type="button" className="link-button" onClick={editor.discardDraft}>{t.discardDraft}</button>
          </div>
        )}
      </div>
    </aside>
  );
}

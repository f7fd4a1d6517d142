import { filesUi } from '#i18n/ui-files.ts';
import Icon from '../ui/Icon.tsx';
import type { Lang } from '#i18n/lang.ts';

/** Download link of the printable field worksheet of a checklist item, in the page's language. */
export default function WorksheetLink({ lang, cardId, itemId, itemLabel }: { lang: Lang; cardId: string; itemId: string; itemLabel: string }) {
  const t = filesUi[lang];
  const href = `/api/cards/${encodeURIComponent(cardId)}/worksheet/${encodeURIComponent(itemId)}?lang=${lang}`;
  return (
    // The item's name is in the link's text (hidden), not in an aria-label: a label naming the
    // item would make the link answer to the item's label as its checkbox does.
    <a className="worksheet-link" href={href} download data-testid={`worksheet-${itemId}`}>
      <Icon name="print" /> {t.worksheet.link}
      <span className="visually-hidden">{t.worksheet.forItem(itemLabel)}</span>
    </a>
  );
}

import { filesUi } from '#i18n/ui-files.ts';
import DropZone from './DropZone.tsx';
import DocumentList from './DocumentList.tsx';
import { addFile, deleteFile, useActionFiles } from './action-files-store.ts';
import type { Lang } from '#i18n/lang.ts';

/** The action's own photos and documents (not attached to a checklist item). */
export default function ActionPhotos({ lang, cardId }: { lang: Lang; cardId: string }) {
  const t = filesUi[lang];
  const { files, loaded } = useActionFiles(cardId);
  const own = files.filter((f) => f.checklist_item_id === null);
  return (
    <section className="panel action-photos" aria-labelledby="action-photos-title" data-testid="action-photos">
      <h2 id="action-photos-title">{t.photos.title}</h2>
      <p className="hint">{t.photos.intro}</p>
      {loaded && (
        <DocumentList
          texts={t}
          files={own}
          empty={t.photos.none}
          onDelete={async (record) => {
            await deleteFile(cardId, record.id);
            return null;
          }}
        />
      )}
      <DropZone id="action-file" texts={t} buttonLabel={t.drop.choose} fields={{ type: 'action_document', card_id: cardId }} photosOnly={false} onUploaded={(record) => addFile(cardId, record)} />
    </section>
  );
}

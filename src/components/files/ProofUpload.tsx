import { api } from '../api-client.ts';
import type { Action } from '../api-types.ts';
import { filesUi } from '#i18n/ui-files.ts';
import DropZone from './DropZone.tsx';
import DocumentList from './DocumentList.tsx';
import { addFile, deleteFile, useActionFiles } from './action-files-store.ts';
import type { Lang } from '#i18n/lang.ts';

interface Props {
  lang: Lang;
  cardId: string;
  itemId: string;
  itemLabel: string;
  /** Whether the action exists (an upload takes it when it does not). */
  hasAction: boolean;
  /** The action as the server left it: after taking it, or after a deletion (`lastProofGone`: the item is unticked). */
  onAction: (action: Action, lastProofGone: boolean) => void;
}

/** The proofs of one `requires_proof` checklist item: drop zone, progress, list with delete. */
export default function ProofUpload({ lang, cardId, itemId, itemLabel, hasAction, onAction }: Props) {
  const t = filesUi[lang];
  const { files } = useActionFiles(cardId);
  const proofs = files.filter((f) => f.checklist_item_id === itemId);
  const titleId = `proofs-${itemId}-title`;
  return (
    // The title describes the picker (aria-describedby) rather than labelling a group: a label with
    // the item's name would compete with the item's checkbox for that name.
    <div className="proof-upload" data-testid={`proofs-${itemId}`}>
      <p id={titleId} className="sub-label">{t.proofs.title(itemLabel)}</p>
      <DocumentList
        texts={t}
        files={proofs}
        empty={t.proofs.none}
        onDelete={async (record) => {
          const action = await deleteFile(cardId, record.id);
          const lastProofGone = proofs.length === 1;
          onAction(action, lastProofGone);
          return lastProofGone ? t.list.uncheckedToo : null;
        }}
      />
      <DropZone
        id={`proof-${itemId}`}
        describedBy={titleId}
        texts={t}
        buttonLabel={t.drop.chooseProof}
        fields={{ type: 'action_document', card_id: cardId, checklist_item_id: itemId }}
        photosOnly={false}
        successText={() => t.drop.proofAdded}
        onUploaded={(record) => {
          addFile(cardId, record);
          if (!hasAction) {
            void api('get', '/api/cards/{id}', { path: { id: cardId } }).then((card) => card.action && onAction(card.action, false), () => {});
          }
        }}
      />
    </div>
  );
}

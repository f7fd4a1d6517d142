/**
 * Unticking "Actif" or "Page d'accueil" on the theme shown at / would leave / and /en/
 * on the application's bare home page, at once and for every visitor. The editor asks first and
 * says what visitors will see; the server is unchanged (an API client may still do it).
 * The dialog itself is the app's shared ConfirmDialog (native modal, cancel focused first).
 */
import type { LandingsUi } from '#i18n/ui-landings.ts';
import ConfirmDialog from '../ui/ConfirmDialog.tsx';

/** `restore`: going back to a state of the history where the theme was not shown at / (decision 029). */
export type HomeChange = { slug: string; name: string; kind: 'actif' | 'main' | 'restore'; entryId?: string };

export default function ConfirmHomeDialog({ t, change, onConfirm, onCancel }: { t: LandingsUi; change: HomeChange | null; onConfirm: () => void; onCancel: () => void }) {
  const texts = t.confirmHome;
  return (
    <ConfirmDialog
      id="confirm-home"
      open={change !== null}
      title={texts.title}
      body={change ? texts.body(change.name, change.kind) : ''}
      hint={texts.hint}
      confirmLabel={change ? texts.confirm(change.kind) : ''}
      cancelLabel={texts.cancel}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

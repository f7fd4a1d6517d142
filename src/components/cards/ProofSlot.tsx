import type { ReactNode } from 'react';
import type { CardTexts } from '#i18n/ui-card.ts';

interface Props {
  id: string;
  texts: CardTexts;
  /** Whether a proof is attached to this step (the step can then be ticked). */
  hasProof: boolean;
  /** The proof upload of the step (src/components/files/ProofUpload.tsx). */
  children: ReactNode;
}

/**
 * The place of a checklist step's proof (a photo or document attached to that step): the reason
 * the step is locked while no proof exists, and the upload that unlocks it.
 */
export default function ProofSlot({ id, texts, hasProof, children }: Props) {
  return (
    <div className="proof-slot">
      {!hasProof && (
        <p id={id} className="hint proof-hint">
          {texts.proofNeeded}
        </p>
      )}
      {children}
    </div>
  );
}

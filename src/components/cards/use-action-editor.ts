/**
 * The state of a card's action on its page: answers and ticks as typed, what the server has
 * stored, saving (explicit, or automatic once the action is taken), the local draft that keeps
 * unsaved text through a network failure or an expired session, and the warning before leaving
 * with unsaved changes. The form and the side panel both read it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorKind, fieldErrorsOf, api } from '../api-client.ts';
import type { Action, CardDetail, LevelUp } from '../api-types.ts';
import { rememberLevelUp } from '../level-up-store.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../drafts.ts';
import { answersToSend } from './answers.ts';
import { actionProgress, type ActionProgress } from './action-progress.ts';

/** Wait after the last change before an automatic save. */
export const AUTOSAVE_DELAY_MS = 1500;

type Snapshot = { data: Record<string, unknown>; checklist: Record<string, boolean> };

export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date; finished: boolean }
  | { kind: 'error'; error: unknown; auto: boolean };

export interface ActionEditor {
  action: Action | null;
  data: Record<string, unknown>;
  checklist: Record<string, boolean>;
  progress: ActionProgress;
  fieldErrors: Record<string, string[]>;
  itemErrors: Record<string, string>;
  save: SaveState;
  dirty: boolean;
  busy: boolean;
  restoredDraft: boolean;
  levelUp: LevelUp | null;
  /** Bumped when a save fails explicitly: the form focuses its first invalid field. */
  failedSaves: number;
  setField: (key: string, value: unknown) => void;
  setItem: (id: string, checked: boolean) => void;
  take: () => Promise<void>;
  submit: (finish: boolean) => Promise<void>;
  discardDraft: () => void;
  /** The action as the server left it after a proof upload or deletion; `uncheckItem`: the server unticked that step (its last proof is gone). */
  fromServer: (action: Action, uncheckItem?: string) => void;
}

const snapshotOf = (s: Snapshot) => JSON.stringify(s);

export function useActionEditor(card: CardDetail, userId: string, onAction: (action: Action) => void): ActionEditor {
  const fields = card.guide.renseignements?.fields ?? [];
  const key = draftKey(userId, `card.${card.id}`);
  const [action, setAction] = useState<Action | null>(card.action);
  const stored: Snapshot = { data: card.action?.data ?? {}, checklist: card.action?.checklist ?? {} };
  const [data, setData] = useState<Record<string, unknown>>(stored.data);
  const [checklist, setChecklist] = useState<Record<string, boolean>>(stored.checklist);
  const [savedSnapshot, setSavedSnapshot] = useState(snapshotOf(stored));
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [itemErrors, setItemErrors] = useState<Record<string, string>>({});
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const [levelUp, setLevelUp] = useState<LevelUp | null>(null);
  const [restoredDraft, setRestoredDraft] = useState(false);
  const [failedSaves, setFailedSaves] = useState(0);
  // What the last failed save sent: never sent again automatically (no loop on a refused value,
  // a network failure or an expired session); a change, "Enregistrer" or the network coming back does.
  const [failedSnapshot, setFailedSnapshot] = useState<string | null>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);

  const current = useMemo(() => snapshotOf({ data, checklist }), [data, checklist]);
  const dirty = current !== savedSnapshot;
  const progress = useMemo(() => actionProgress(card.guide, data, checklist), [card.guide, data, checklist]);

  // A draft newer than what the server stored comes back into the form.
  useEffect(() => {
    const draft = readDraft<Snapshot>(key);
    if (!draft) return;
    const storedAt = card.action ? Date.parse(card.action.updated_at) : 0;
    if (draft.at <= storedAt || snapshotOf(draft.value) === savedSnapshot) {
      clearDraft(key);
      return;
    }
    setData(draft.value.data ?? {});
    setChecklist(draft.value.checklist ?? {});
    setRestoredDraft(true);
  }, []);

  // Every unsaved change is copied to this device.
  useEffect(() => {
    if (dirty) writeDraft<Snapshot>(key, { data, checklist });
  }, [current]);

  // Leaving with unsaved changes asks first (the browser words the question).
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const stored_ = useCallback((next: Action) => {
    setAction(next);
    onAction(next);
  }, [onAction]);

  const send = useCallback(
    async (finish: boolean, auto: boolean): Promise<void> => {
      if (busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setSave({ kind: 'saving' });
      let sentChecklist = checklist;
      // Finishing needs every step (decisions §4): once a step is unticked below, the action is
      // saved without finishing, so the answers are kept and the panel lists what is missing.
      let finishing = finish;
      const sent = () => snapshotOf({ data, checklist: sentChecklist });
      try {
        for (let attempt = 0; ; attempt++) {
          const body = { card_id: card.id, data: answersToSend(fields, data), checklist: sentChecklist, ...(finishing ? { status: 'validee' as const } : {}) };
          try {
            const saved = await api('put', '/api/my-actions', { body });
            const { level_up, ...rest } = saved;
            stored_(rest);
            setSavedSnapshot(sent());
            setFailedSnapshot(null);
            if (sent() === current) clearDraft(key);
            setFieldErrors({});
            setSave({ kind: 'saved', at: new Date(), finished: finishing });
            if (level_up) {
              setLevelUp(level_up);
              rememberLevelUp(level_up);
            }
            return;
          } catch (e) {
            // A step the server will not tick (its proof is missing, or its day has not come) must not lose the rest: untick it, say why, send again.
            const itemId = e instanceof ApiError && (e.code === 'proof_required' || e.code === 'checklist_item_not_yet_open') ? (e.details as { checklist_item_id?: unknown } | undefined)?.checklist_item_id : undefined;
            if (typeof itemId === 'string' && attempt === 0 && sentChecklist[itemId]) {
              sentChecklist = { ...sentChecklist, [itemId]: false };
              finishing = false;
              setChecklist((prev) => ({ ...prev, [itemId]: false }));
              setItemErrors({ [itemId]: (e as ApiError).message });
              continue;
            }
            throw e;
          }
        }
      } catch (e) {
        setFieldErrors(fieldErrorsOf(e));
        setFailedSnapshot(sent());
        setSave({ kind: 'error', error: e, auto });
        if (!auto) setFailedSaves((n) => n + 1);
      } finally {
        busyRef.current = false;
        setBusy(false);
      }
    },
    [card.id, fields, data, checklist, current, key, stored_],
  );

  // Once the action is taken, changes save themselves after a short pause.
  useEffect(() => {
    if (!dirty || !action || busy || current === failedSnapshot) return;
    const timer = setTimeout(() => void send(false, true), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [current, dirty, action, busy, failedSnapshot]);

  // Back online: the pending save goes.
  useEffect(() => {
    const retry = () => {
      if (dirty && action && save.kind === 'error' && errorKind(save.error) === 'network') void send(false, true);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [dirty, action, save, send]);

  const take = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setSave({ kind: 'saving' });
    try {
      stored_(await api('post', '/api/my-actions', { body: { card_id: card.id } }));
      setSave({ kind: 'idle' });
    } catch (e) {
      setSave({ kind: 'error', error: e, auto: false });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [card.id, stored_]);

  return {
    action,
    data,
    checklist,
    progress,
    fieldErrors,
    itemErrors,
    save,
    dirty,
    busy,
    restoredDraft,
    levelUp,
    failedSaves,
    setField: (k, value) => {
      setData((prev) => ({ ...prev, [k]: value }));
      setFieldErrors((prev) => {
        if (!prev[k]) return prev;
        const { [k]: _gone, ...rest } = prev;
        return rest;
      });
    },
    setItem: (id, checked) => {
      setChecklist((prev) => ({ ...prev, [id]: checked }));
      setItemErrors({});
    },
    take,
    submit: (finish) => send(finish, false),
    discardDraft: () => {
      clearDraft(key);
      const back = JSON.parse(savedSnapshot) as Snapshot;
      setData(back.data);
      setChecklist(back.checklist);
      setRestoredDraft(false);
    },
    fromServer: (next, uncheckItem) => {
      stored_(next);
      if (!uncheckItem) return;
      setChecklist((prev) => ({ ...prev, [uncheckItem]: false }));
      setSavedSnapshot((prev) => {
        const saved = JSON.parse(prev) as Snapshot;
        return snapshotOf({ ...saved, checklist: { ...saved.checklist, [uncheckItem]: false } });
      });
    },
  };
}

/**
 * The state of a card's action on its page: answers and ticks as typed, what the server has
 * stored, saving (explicit, or automatic once the action is taken), the local draft that keeps
 * unsaved text through a network failure or an expired session, the save sent as the page is
 * hidden or left, and the warning before leaving with changes that cannot be sent. The form and
 * the side panel both read it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError, errorKind, fieldErrorsOf, api } from '../api-client.ts';
import type { Action, CardDetail, LevelUp } from '../api-types.ts';
import { rememberLevelUp } from '../level-up-store.ts';
import { clearDraft, draftKey, readDraft, writeDraft } from '../drafts.ts';
import { answersToSend } from './answers.ts';
import { actionProgress, type ActionProgress } from './action-progress.ts';

/**
 * Wait after the last typed change before an automatic save; a tick, a choice or a switch saves
 * at once (URGENT_DELAY_MS). Every automatic save can outlive the page (`keepalive`), and hiding
 * or leaving the page sends what is pending at once (decision 038).
 */
export const AUTOSAVE_DELAY_MS = 600;
const URGENT_DELAY_MS = 0;

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
  // Requests in flight (a save sent as the page is hidden may join one already going) and the
  // snapshot the latest one carries, so nothing sends the same answers twice.
  const inFlight = useRef(0);
  const sentSnapshot = useRef<string | null>(null);
  const urgent = useRef(false);
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


  const stored_ = useCallback((next: Action) => {
    setAction(next);
    onAction(next);
  }, [onAction]);

  const send = useCallback(
    async (finish: boolean, auto: boolean, leaving = false): Promise<void> => {
      if (inFlight.current > 0 && !leaving) return;
      inFlight.current += 1;
      sentSnapshot.current = current;
      setBusy(true);
      setSave({ kind: 'saving' });
      let sentChecklist = checklist;
      // Finishing needs every step (decision 011): once a step is unticked below, the action is
      // saved without finishing, so the answers are kept and the panel lists what is missing.
      let finishing = finish;
      const sent = () => snapshotOf({ data, checklist: sentChecklist });
      try {
        for (let attempt = 0; ; attempt++) {
          const body = { card_id: card.id, data: answersToSend(fields, data), checklist: sentChecklist, ...(finishing ? { status: 'validee' as const } : {}) };
          try {
            // keepalive: closing the page right after a tick must not cancel its save.
            const saved = await api('put', '/api/my-actions', { body, keepalive: auto });
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
        inFlight.current -= 1;
        if (inFlight.current === 0) {
          sentSnapshot.current = null;
          setBusy(false);
        }
      }
    },
    [card.id, fields, data, checklist, current, key, stored_],
  );

  // Once the action is taken, changes save themselves: a tick at once, typing after a short pause.
  useEffect(() => {
    if (!dirty || !action || busy || current === failedSnapshot) return;
    const timer = setTimeout(() => void send(false, true), urgent.current ? URGENT_DELAY_MS : AUTOSAVE_DELAY_MS);
    urgent.current = false;
    return () => clearTimeout(timer);
  }, [current, dirty, action, busy, failedSnapshot]);

  // Hidden (another app, the tab switcher) or left: what is pending goes now, as a keepalive
  // request the browser finishes after the page is gone (decision 038). Leaving with changes that
  // cannot be sent that way (a refused or failed save, an action not taken) asks first.
  const pending = useRef({ dirty, action, current, failedSnapshot, send });
  pending.current = { dirty, action, current, failedSnapshot, send };
  useEffect(() => {
    const canSend = () => {
      const p = pending.current;
      return p.dirty && !!p.action && p.current !== p.failedSnapshot;
    };
    const flush = () => {
      const p = pending.current;
      if (canSend() && p.current !== sentSnapshot.current) void p.send(false, true, true);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    const warn = (event: BeforeUnloadEvent) => {
      if (!pending.current.dirty) return;
      if (canSend()) return flush();
      event.preventDefault();
      event.returnValue = '';
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', warn);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', warn);
    };
  }, []);

  // Back online: the pending save goes.
  useEffect(() => {
    const retry = () => {
      if (dirty && action && save.kind === 'error' && errorKind(save.error) === 'network') void send(false, true);
    };
    window.addEventListener('online', retry);
    return () => window.removeEventListener('online', retry);
  }, [dirty, action, save, send]);

  const take = useCallback(async () => {
    if (inFlight.current > 0) return;
    inFlight.current += 1;
    setBusy(true);
    setSave({ kind: 'saving' });
    try {
      stored_(await api('post', '/api/my-actions', { body: { card_id: card.id } }));
      setSave({ kind: 'idle' });
    } catch (e) {
      setSave({ kind: 'error', error: e, auto: false });
    } finally {
      inFlight.current -= 1;
      if (inFlight.current === 0) setBusy(false);
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
      // A switch or a choice is one deliberate act, like a tick: saved at once; typing waits.
      const field = fields.find((f) => f.key === k);
      urgent.current = typeof value === 'boolean' || (!!field?.options && field.type !== 'tags');
      setData((prev) => ({ ...prev, [k]: value }));
      setFieldErrors((prev) => {
        if (!prev[k]) return prev;
        const { [k]: _gone, ...rest } = prev;
        return rest;
      });
    },
    setItem: (id, checked) => {
      urgent.current = true;
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

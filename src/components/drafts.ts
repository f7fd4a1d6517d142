/**
 * What a person typed but the server has not stored yet, kept in localStorage per account and
 * form: a network failure, a closed tab or an expired session never costs them their text.
 * The form writes on every change, clears after a successful save, and offers the draft back
 * when it finds one newer than the stored version.
 */
export interface Draft<T> {
  value: T;
  /** When it was written (ms since epoch). */
  at: number;
}

const PREFIX = 'atelier.draft';

export function draftKey(userId: string, scope: string): string {
  return `${PREFIX}.${userId}.${scope}`;
}

export function readDraft<T>(key: string): Draft<T> | null {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Draft<T>;
    return parsed && typeof parsed.at === 'number' && 'value' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

export function writeDraft<T>(key: string, value: T): void {
  try {
    localStorage.setItem(key, JSON.stringify({ value, at: Date.now() } satisfies Draft<T>));
  } catch {
    // Storage full or disabled: the page still works, it just cannot keep a copy.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

/** Every draft of one account on this device: its answers go with the account (decision 038). */
export function forgetDraftsOf(userId: string): void {
  try {
    const prefix = `${PREFIX}.${userId}.`;
    const keys = Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter((k): k is string => !!k?.startsWith(prefix));
    for (const k of keys) localStorage.removeItem(k);
  } catch {
    // storage disabled: nothing was kept
  }
}

/**
 * Kinds of outbox mail (decision 009). Each domain declares its own beside the message it builds
 * (`mailKind({ name, build })`, the payload's type as the parameter) and enqueues with it, so a
 * payload is checked where it is written; the wiring module (src/server/wiring.ts) hands every
 * kind to the outbox, which imports no domain.
 */
import type { DbOrTx } from '../db/client.ts';
import type { MailMessage } from './send-mail.ts';

export interface MailKind<P extends object> {
  /** Stored in `mail_outbox.kind`: never renamed, rows written by an older version still name it. */
  readonly name: string;
  /**
   * Builds the message at send time, reading what it needs from the database, so a message
   * reflects the stored state when it is sent. The payload comes back from JSON: rows written by
   * an older version may lack a field, so builders read it defensively.
   */
  readonly build: (db: DbOrTx, payload: P, to: string) => Promise<MailMessage>;
  /**
   * The row is deleted once sent or given up instead of kept as a sent copy: for a mail whose
   * recipient must leave no trace (the goodbye of an erased account, decision 038).
   */
  readonly forgetAfterSending?: boolean;
}

/** Any kind, whatever its payload (what the outbox holds). */
export type AnyMailKind = MailKind<never>;

export function mailKind<P extends object>(kind: MailKind<P>): MailKind<P> {
  return kind;
}

type Registry = { load?: () => Promise<readonly AnyMailKind[]>; kinds?: Promise<ReadonlyMap<string, AnyMailKind>> };
// On globalThis: the start script and the bundled server load this module twice, and must share
// one table (as they share one database handle, src/server/platform/db/client.ts).
const KEY = Symbol.for('atelier.mailKinds');
const registry: Registry = ((globalThis as { [KEY]?: Registry })[KEY] ??= {});

/**
 * Hands the outbox its kinds (called by src/server/wiring.ts). `load` runs once, when
 * the kinds are first asked for: the server's start asks before it listens (loadMailKinds), so no
 * delivery compiles the builders (PDF and all) while requests wait.
 */
export function registerMailKinds(load: () => Promise<readonly AnyMailKind[]>): void {
  if (registry.load) return;
  registry.load = load;
}

/** Loads the builders now (the start, before it listens: no first delivery compiles them while serving). */
export async function loadMailKinds(): Promise<void> {
  await mailKinds();
}

/** The kinds by name; empty when nothing was wired (every row then fails as of an unknown kind). */
export function mailKinds(): Promise<ReadonlyMap<string, AnyMailKind>> {
  const load = registry.load;
  if (!load) return Promise.resolve(new Map());
  registry.kinds ??= load().then(
    (kinds) => new Map(kinds.map((kind) => [kind.name, kind])),
    (error: unknown) => {
      registry.kinds = undefined; // tried again at the next delivery
      throw error;
    },
  );
  return registry.kinds;
}

/**
 * The database dump waits in a scratch file between the snapshot and the upload (decision 040: the
 * snapshot is never held for a slow upload). That file holds every row, password hashes included,
 * so it is encrypted with a key that exists only in this process's memory (AES-256-CTR, a fresh
 * key and IV each time): a backup killed with SIGKILL leaves in `$TMPDIR` bytes nobody can read,
 * which the next run's sweep removes (decision 052). Integrity is the manifest's SHA-256, taken
 * on the plaintext as it is uploaded.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Transform, Writable } from 'node:stream';
import { pipeline } from 'node:stream';

/** Scratch folders are `$TMPDIR/atelier-backup-XXXXXX/`. */
export const SCRATCH_PREFIX = 'atelier-backup-';

export interface SealedScratch {
  /** The folder holding the encrypted file (removed by `remove`). */
  readonly folder: string;
  /** The end of a pipeline that fills the file: the cipher, then the file itself (owner-only, 0600). */
  sinks(): [Transform, Writable];
  /** The plaintext again, decrypted as it is read. */
  reader(): Readable;
  remove(): Promise<void>;
}

export async function openSealedScratch(parent = tmpdir()): Promise<SealedScratch> {
  const folder = await mkdtemp(join(parent, SCRATCH_PREFIX));
  const file = join(folder, 'database.dump.gz.sealed');
  const key = randomBytes(32);
  const iv = randomBytes(16);
  return {
    folder,
    sinks: () => [createCipheriv('aes-256-ctr', key, iv), createWriteStream(file, { mode: 0o600, flags: 'wx' })],
    reader: () => pipeline(createReadStream(file), createDecipheriv('aes-256-ctr', key, iv), () => {}) as unknown as Readable,
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

/** Removes scratch folders of earlier runs (killed before they could) untouched for `olderThanMs`. */
export async function sweepSealedScratch(olderThanMs: number, now = Date.now(), parent = tmpdir()): Promise<string[]> {
  const removed: string[] = [];
  const names = await readdir(parent).catch(() => [] as string[]);
  for (const name of names) {
    if (!name.startsWith(SCRATCH_PREFIX)) continue;
    const path = join(parent, name);
    try {
      if (now - (await stat(path)).mtimeMs <= olderThanMs) continue; // perhaps another run's, in progress
      await rm(path, { recursive: true, force: true });
      removed.push(path);
    } catch {
      // another user's, or removed meanwhile
    }
  }
  return removed;
}

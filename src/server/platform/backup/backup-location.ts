/**
 * Where backups live (decision 040): a directory, or `s3://bucket/prefix` with the app's S3 settings.
 * Both are the file stores the app already has (storage.ts), so writes are atomic per file (a
 * rename, a PUT) and failures read as they do for uploads. Each backup is a folder
 * `backup-YYYYMMDD-HHMMSS-mmm/` whose `manifest.json`, written last, marks it complete.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from '#src/env.ts';
import { LocalDiskStorage, s3StorageAt, type FileStorage } from '../storage/storage.ts';

export const MANIFEST = 'manifest.json';
const BACKUP_NAME = /^backup-\d{8}-\d{6}-\d{3}$/;

export interface BackupLocation {
  readonly description: string;
  readonly storage: FileStorage;
  /** Removes a whole backup folder. */
  remove(name: string): Promise<void>;
  /** The backup folders there, complete or not (a folder holding only unfinished writes included). */
  folders(): Promise<string[]>;
  close(): void;
}

export function backupName(at = new Date()): string {
  const iso = at.toISOString(); // 2026-11-26T20:33:48.123Z
  return `backup-${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}-${iso.slice(20, 23)}`;
}

export function openLocation(where: string): BackupLocation {
  if (!where.startsWith('s3://')) {
    const storage = new LocalDiskStorage(where);
    return {
      description: storage.root,
      storage,
      remove: (name) => rm(join(storage.root, name), { recursive: true, force: true }),
      folders: async () => (await readdir(storage.root).catch(() => [] as string[])).filter((name) => BACKUP_NAME.test(name)),
      close: () => {},
    };
  }
  const settings = env();
  // A backup moves large objects: each operation gets more than an upload's 15 s.
  const storage = s3StorageAt(where, { requestTimeoutMs: Math.max(settings.S3_REQUEST_TIMEOUT_MS, 120_000), maxAttempts: Math.max(settings.S3_MAX_ATTEMPTS, 3) });
  return {
    description: where,
    storage,
    remove: async (name) => {
      const keys: string[] = [];
      for await (const key of storage.keys()) if (key.startsWith(`${name}/`)) keys.push(key);
      // The manifest first: a folder half removed is no longer taken for a complete backup.
      keys.sort((a, b) => Number(b.endsWith(`/${MANIFEST}`)) - Number(a.endsWith(`/${MANIFEST}`)));
      for (const key of keys) await storage.delete(key);
    },
    folders: async () => {
      const names = new Set<string>();
      for await (const key of storage.keys()) {
        const name = key.split('/')[0]!;
        if (BACKUP_NAME.test(name)) names.add(name);
      }
      return [...names];
    },
    close: () => storage.close(),
  };
}

/** The complete backups (those with a manifest) at a location, oldest first. */
export async function listBackups(location: BackupLocation): Promise<string[]> {
  const names = new Set<string>();
  for await (const key of location.storage.keys()) {
    const [name, file, ...rest] = key.split('/');
    if (file === MANIFEST && rest.length === 0 && BACKUP_NAME.test(name!)) names.add(name!);
  }
  return [...names].sort();
}

/** Keeps the `keep` newest complete backups and removes the others; returns the removed names. */
export async function pruneBackups(location: BackupLocation, keep: number): Promise<string[]> {
  const names = await listBackups(location);
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await location.remove(name);
  return removed;
}

/** When the backup named `name` was started (its name says it, in UTC). */
export function backupStartedAt(name: string): number {
  const [, date, time, ms] = name.split('-') as [string, string, string, string];
  return Date.parse(`${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${ms}Z`);
}

/** A backup runs for minutes, not a day: a folder still without a manifest after that was killed. */
export const UNFINISHED_AFTER_MS = 24 * 3600_000;

/**
 * Removes the folders of backups that never finished (no manifest; a run killed with SIGKILL, or
 * a machine that stopped) started more than `olderThanMs` ago, and the S3 uploads left unfinished
 * (decision 052). Younger folders may be another run in progress: they stay.
 */
export async function sweepUnfinishedBackups(location: BackupLocation, olderThanMs = UNFINISHED_AFTER_MS, now = Date.now()): Promise<string[]> {
  const complete = new Set(await listBackups(location));
  const removed: string[] = [];
  for (const name of (await location.folders()).sort()) {
    if (complete.has(name) || now - backupStartedAt(name) <= olderThanMs) continue;
    await location.remove(name);
    removed.push(name);
  }
  await location.storage.sweepUnfinished(olderThanMs, now);
  return removed;
}

/**
 * A backup's manifest (decision 040): every part with its size and SHA-256, checked before a
 * restore writes anything. Paths are relative to the backup's folder.
 */
import { createHash } from 'node:crypto';
import type { FileStorage } from '../storage/storage.ts';
import { KEY_PATTERN } from '../storage/storage-contract.ts';

export const BACKUP_FORMAT = 'atelier-backup';

/**
 * Secrets the server generates in DATA_DIR outside production (production sets them): restored
 * with the rest, sessions stay valid and new contracts keep their certificate.
 */
export const DATA_DIR_FILES = ['jwt-secret', 'contract-signing.p12', 'contract-signing.pass'] as const;

export interface ManifestEntry {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: 1;
  name: string;
  taken_at: string;
  engine: 'pglite' | 'postgres';
  /** The kind of file store the files came from (`local`, `s3`); they restore into either. */
  storage: string;
  database: ManifestEntry;
  files: (ManifestEntry & { key: string })[];
  data_dir: ManifestEntry[];
}

/**
 * The manifest as read, refused whole when any of its names could write elsewhere than a restore
 * should (decision 052): a file key outside the store's key rule (`../`, absolute), a part outside
 * the backup's folder, a `data_dir` entry other than the known secrets. Checked before anything
 * is read or written, `--check` included.
 */
export function parseManifest(text: string): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new Error('manifest.json is not JSON; nothing was restored');
  }
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 1 || !manifest.database || !Array.isArray(manifest.files) || !Array.isArray(manifest.data_dir)) {
    throw new Error('manifest.json is not the manifest of a backup of this application');
  }
  const problems = manifestProblems(manifest);
  if (problems.length) throw new Error(`manifest.json names what a backup of this application never holds; nothing was restored:\n  ${problems.join('\n  ')}`);
  return manifest;
}

const SHA256 = /^[0-9a-f]{64}$/;
const show = (value: unknown): string => JSON.stringify(value)?.slice(0, 120) ?? String(value);

/** Every name and figure of the manifest that a backup taken by take-backup.ts could not hold. */
export function manifestProblems(manifest: BackupManifest): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  const entry = (part: ManifestEntry, expectedPath: string | null, what: string) => {
    if (typeof part?.path !== 'string' || (expectedPath !== null && part.path !== expectedPath)) problems.push(`${what}: path ${show(part?.path)}${expectedPath ? ` (expected ${show(expectedPath)})` : ''}`);
    else if (seen.has(part.path)) problems.push(`${what}: ${part.path} listed twice`);
    else seen.add(part.path);
    if (!Number.isSafeInteger(part?.size) || part.size < 0) problems.push(`${what}: size ${show(part?.size)}`);
    if (typeof part?.sha256 !== 'string' || !SHA256.test(part.sha256)) problems.push(`${what}: sha256 ${show(part?.sha256)}`);
  };
  entry(manifest.database, 'database.dump.gz', 'database');
  for (const file of manifest.files) {
    const key = file?.key;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) problems.push(`file key ${show(key)}: not a storage key`);
    else entry(file, `files/${key}`, `file ${key}`);
  }
  const known: readonly string[] = DATA_DIR_FILES;
  for (const part of manifest.data_dir) {
    const file = typeof part?.path === 'string' && part.path.startsWith('data-dir/') ? part.path.slice('data-dir/'.length) : null;
    if (file === null || !known.includes(file)) problems.push(`data_dir ${show(part?.path)}: not one of ${DATA_DIR_FILES.join(', ')}`);
    else entry(part, null, `data_dir ${file}`);
  }
  return problems;
}

export const manifestEntries = (manifest: BackupManifest): ManifestEntry[] => [manifest.database, ...manifest.files, ...manifest.data_dir];

/** What does not match the manifest at `base` (missing, other size, other SHA-256); empty when all is well. */
export async function verifyBackup(storage: FileStorage, base: string, manifest: BackupManifest): Promise<string[]> {
  const problems: string[] = [];
  for (const entry of manifestEntries(manifest)) {
    const found = await storage.get(`${base}${entry.path}`);
    if (!found) {
      problems.push(`${entry.path}: missing`);
      continue;
    }
    const hash = createHash('sha256');
    let size = 0;
    for await (const chunk of found.body as AsyncIterable<Buffer>) {
      hash.update(chunk);
      size += chunk.length;
    }
    const sha256 = hash.digest('hex');
    if (size !== entry.size || sha256 !== entry.sha256) problems.push(`${entry.path}: ${size} bytes, SHA-256 ${sha256.slice(0, 12)}… (manifest: ${entry.size} bytes, ${entry.sha256.slice(0, 12)}…)`);
  }
  return problems;
}

/**
 * A backup's manifest (decision 040): every part with its size and SHA-256, checked before a
 * restore writes anything. Paths are relative to the backup's folder.
 */
import { createHash } from 'node:crypto';
import type { FileStorage } from '../storage/storage.ts';

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

export function parseManifest(text: string): BackupManifest {
  const manifest = JSON.parse(text) as BackupManifest;
  if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 1 || !manifest.database || !Array.isArray(manifest.files)) {
    throw new Error('manifest.json is not the manifest of a backup of this application');
  }
  return manifest;
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

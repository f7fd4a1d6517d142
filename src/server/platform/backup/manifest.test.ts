import { describe, expect, it } from 'vitest';
import { BACKUP_FORMAT, parseManifest, type BackupManifest } from './manifest.ts';

const sha = 'a'.repeat(64);
const good: BackupManifest = {
  format: BACKUP_FORMAT,
  version: 1,
  name: 'backup-20261126-030000-412',
  taken_at: '2026-11-26T03:00:00.412Z',
  engine: 'pglite',
  storage: 'local',
  database: { path: 'database.dump.gz', size: 10, sha256: sha },
  files: [{ key: 'actions/u1/photo.webp', path: 'files/actions/u1/photo.webp', size: 3, sha256: sha }],
  data_dir: [{ path: 'data-dir/jwt-secret', size: 64, sha256: sha }],
};

const changed = (change: (m: BackupManifest) => void): string => {
  const copy = structuredClone(good);
  change(copy);
  return JSON.stringify(copy);
};

describe('parseManifest refuses names a restore must never write (decision 052)', () => {
  it('accepts what take-backup writes', () => {
    expect(parseManifest(JSON.stringify(good)).files).toHaveLength(1);
  });

  it.each<[string, (m: BackupManifest) => void, RegExp]>([
    ['a planted data_dir secret', (m) => m.data_dir.push({ path: 'data-dir/pglite.sock.token', size: 1, sha256: sha }), /data_dir "data-dir\/pglite.sock.token": not one of/],
    ['a data_dir path climbing out', (m) => (m.data_dir[0]!.path = 'data-dir/../jwt-secret'), /not one of/],
    ['a data_dir path outside data-dir/', (m) => (m.data_dir[0]!.path = '../../etc/passwd'), /not one of/],
    ['a ../ file key', (m) => (m.files[0]!.key = '../outside'), /file key "..\/outside": not a storage key/],
    ['an absolute file key', (m) => (m.files[0]!.key = '/etc/cron.d/x'), /not a storage key/],
    ['a file whose path is not files/<key>', (m) => (m.files[0]!.path = '../database.dump.gz'), /expected "files\/actions/],
    ['a database elsewhere', (m) => (m.database.path = '../other/database.dump.gz'), /database: path/],
    ['a part listed twice', (m) => m.files.push({ ...m.files[0]! }), /listed twice/],
    ['a size that is not a count', (m) => (m.files[0]!.size = -1), /size -1/],
    ['a SHA-256 that is not one', (m) => (m.database.sha256 = 'x'), /sha256 "x"/],
    ['a missing data_dir list', (m) => delete (m as Partial<BackupManifest>).data_dir, /not the manifest/],
  ])('%s', (_what, change, message) => {
    expect(() => parseManifest(changed(change))).toThrow(message);
  });

  it('says nothing was restored', () => {
    expect(() => parseManifest(changed((m) => (m.files[0]!.key = '../x')))).toThrow(/nothing was restored/);
  });
});

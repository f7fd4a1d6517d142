/** A throwaway copy of landing-themes/ that a test may edit (the state table is replayed on it). */
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export function copyThemes(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'atelier-themes-')), 'landing-themes');
  cpSync(resolve('landing-themes'), dir, { recursive: true });
  return dir;
}

export function editFile(dir: string, file: string, edit: (text: string) => string): void {
  const path = join(dir, file);
  writeFileSync(path, edit(readFileSync(path, 'utf8')));
}

export function editJson(dir: string, file: string, edit: (json: Record<string, any>) => void): void {
  editFile(dir, file, (text) => {
    const json = JSON.parse(text);
    edit(json);
    return JSON.stringify(json, null, 2);
  });
}

/** A valid extra theme made from an existing one under another slug (same photo). */
export function cloneTheme(dir: string, from: string, to: string, mutate: (html: string) => string = (h) => h): void {
  writeFileSync(join(dir, `${to}.html`), mutate(readFileSync(join(dir, `${from}.html`), 'utf8')));
  const json = JSON.parse(readFileSync(join(dir, `${from}.json`), 'utf8'));
  delete json.main_on_fresh_install;
  writeFileSync(join(dir, `${to}.json`), JSON.stringify(json, null, 2));
}

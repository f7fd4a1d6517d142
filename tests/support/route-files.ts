/** The endpoint files under src/pages/api and src/pages/auth and the methods each declares with route(). */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** `GET /api/cards/[id]`-style labels, as Astro names the files (catch-all `[...rest]` excluded). */
export function endpointFiles(): string[] {
  const root = join(process.cwd(), 'src/pages');
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !entry.name.includes('[...')) {
        const route = '/' + relative(root, file).replace(/\.ts$/, '').replace(/\/index$/, '');
        const exported = /export const \{([^}]*)\}\s*=\s*route\(/.exec(readFileSync(file, 'utf8'));
        if (!exported) throw new Error(`${file} does not declare its methods with route()`);
        for (const method of exported[1]!.split(',').map((m) => m.trim()).filter((m) => m && m !== 'ALL')) found.push(`${method} ${route}`);
      }
    }
  };
  walk(join(root, 'api'));
  walk(join(root, 'auth'));
  return found.sort();
}

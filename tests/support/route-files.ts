/**
 * The endpoint files under src/pages/api and src/pages/auth, the methods each declares with
 * route(), and the contract files it hands to endpoint() (decision 051).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { importPath } from './import-path.ts';

export interface RouteFile {
  /** `src/pages/api/cards/[id].ts` */
  file: string;
  /** `/api/cards/[id]`, as Astro names it. */
  route: string;
  /** The methods it exports (ALL aside). */
  methods: string[];
  /** The contract files (`src/server/…/x.contract.ts`) it imports and hands to endpoint(), in order. */
  contracts: string[];
  /** How many endpoint(…) it declares. */
  endpoints: number;
}

/** Every endpoint file (catch-all `[...rest]` excluded). */
export function routeFiles(): RouteFile[] {
  const root = join(process.cwd(), 'src/pages');
  const found: RouteFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.ts$/.test(entry.name) && !entry.name.includes('[...')) {
        const text = readFileSync(file, 'utf8');
        const route = '/' + relative(root, file).replace(/\.ts$/, '').replace(/\/index$/, '');
        const exported = /export const \{([^}]*)\}\s*=\s*route\(/.exec(text);
        if (!exported) throw new Error(`${file} does not declare its methods with route()`);
        const methods = exported[1]!.split(',').map((m) => m.trim()).filter((m) => m && m !== 'ALL');
        const imports = new Map([...text.matchAll(/import \{ contract as (\w+) \} from '([^']+\.contract\.ts)'/g)].map((m) => [m[1]!, importPath(file, m[2]!) ?? m[2]!]));
        const handed = [...text.matchAll(/endpoint\(\s*(\w+)/g)].map((m) => m[1]!);
        found.push({ file: relative(process.cwd(), file), route, methods, contracts: handed.map((name) => imports.get(name) ?? `(not an imported contract: ${name})`), endpoints: handed.length });
      }
    }
  };
  walk(join(root, 'api'));
  walk(join(root, 'auth'));
  return found;
}

/** `GET /api/cards/[id]`-style labels of every endpoint file and method. */
export function endpointFiles(): string[] {
  return routeFiles()
    .flatMap((f) => f.methods.map((m) => `${m} ${f.route}`))
    .sort();
}

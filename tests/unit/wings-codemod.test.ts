/**
 * The wings codemod (scripts/codemods/wings.ts, decision 067) on a small tree: where files go, how
 * a moved import is named, and that a second pass over its own output changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { canonicalSpecifier, movedPath, moveRules, rewriteText, type Tree } from '#scripts/codemods/wings.ts';

const rules = moveRules();
const files = ['src/server/refunds/refund-invoice.ts', 'src/server/invoices/seller.ts', 'src/server/auth/guards.ts', 'src/server/auth/magic-link.ts', 'src/server/platform/http/errors.ts', 'src/i18n/lang.ts', 'src/components/api-schema.d.ts', 'src/components/api-types.ts', 'src/pages/api/x.ts', 'seeds/cards/a.json'];
const tree: Tree = { files: new Set(files), dirs: new Set(['src', 'src/server', 'seeds', 'seeds/cards']) };

describe('wings codemod', () => {
  it('moves a domain into its wing, identity files to identity, generated files to src/generated', () => {
    expect(movedPath('src/server/refunds/refund-invoice.ts', rules)).toBe('src/server/money/refunds/refund-invoice.ts');
    expect(movedPath('src/server/auth/guards.ts', rules)).toBe('src/server/identity/guards.ts');
    expect(movedPath('src/server/auth/guards.test.ts', rules)).toBe('src/server/identity/guards.test.ts');
    expect(movedPath('src/server/auth/magic-link.ts', rules)).toBe('src/server/account/auth/magic-link.ts');
    expect(movedPath('src/components/api-schema.d.ts', rules)).toBe('src/generated/api-schema.d.ts');
    expect(movedPath('src/server/platform/log.ts', rules)).toBe('src/server/platform/log.ts');
  });

  it('keeps an import that climbs one level relative, names a farther one by its subpath', () => {
    expect(canonicalSpecifier('src/server/money/refunds/a.ts', 'src/server/money/invoices/seller.ts', 'src/server/money/invoices/seller.ts', tree.files)).toBe('../invoices/seller.ts');
    expect(canonicalSpecifier('src/server/money/refunds/a.ts', 'src/i18n/lang.ts', 'src/i18n/lang.ts', tree.files)).toBe('#i18n/lang.ts');
    expect(canonicalSpecifier('src/pages/api/x.ts', 'src/server/identity/guards.ts', 'src/server/identity/guards.ts', tree.files)).toBe('#server/identity/guards.ts');
  });

  it('rewrites imports, paths beside the file and repository paths, and a second pass changes nothing', () => {
    const text = [
      "import { seller } from '../invoices/seller.ts';",
      "import { requireUser } from '../auth/guards.ts';",
      "import type { Lang } from '../../i18n/lang.ts';",
      "const seeds = new URL('../../../seeds/cards/', import.meta.url);",
      '// see src/server/invoices/seller.ts and src/server/auth/guards.ts',
    ].join('\n');
    const once = rewriteText('src/server/refunds/refund-invoice.ts', text, tree, rules);
    expect(once.split('\n')).toEqual([
      "import { seller } from '../invoices/seller.ts';",
      "import { requireUser } from '#server/identity/guards.ts';",
      "import type { Lang } from '#i18n/lang.ts';",
      "const seeds = new URL('../../../../seeds/cards/', import.meta.url);",
      '// see src/server/money/invoices/seller.ts and src/server/identity/guards.ts',
    ]);
    const after: Tree = { files: new Set(files.map((f) => movedPath(f, rules))), dirs: tree.dirs };
    expect(rewriteText('src/server/money/refunds/refund-invoice.ts', once, after, rules)).toBe(once);
  });

  it('names a generated declaration file by its full name through a subpath', () => {
    const text = "import type { paths } from '../../src/components/api-schema';";
    expect(rewriteText('tests/api/x.test.ts', text, tree, rules)).toBe("import type { paths } from '#generated/api-schema.d.ts';");
    expect(rewriteText('src/components/api-types.ts', "import type { components } from './api-schema';", tree, rules)).toBe("import type { components } from '../generated/api-schema';");
  });
});

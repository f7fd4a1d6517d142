/**
 * The blocks of a landing page (spec "Landing theme") and blocks_config (decision 007):
 * `{"blocks": [{"id": "block-titre", "enabled": true}, …]}` in display order. Baking turns it into
 * generated display and order styling; the same rules check a theme file at sync and a PUT.
 */
import type { LandingBlockConfig } from '#db/schema/landings.ts';

/** Blocks written in each theme's own HTML file. */
export const THEME_BLOCKS = ['block-titre', 'block-photo', 'block-aujourdhui', 'block-cequecachange', 'block-cta'] as const;
/** Sections shared by every theme, from landing-themes/_shared/. */
export const SHARED_BLOCKS = ['block-temoignages', 'block-formules'] as const;
export const BLOCK_IDS = [...THEME_BLOCKS, ...SHARED_BLOCKS] as const;
export type BlockId = (typeof BLOCK_IDS)[number];

export type { LandingBlockConfig };

export const DEFAULT_BLOCKS_CONFIG: LandingBlockConfig = {
  blocks: ['block-titre', 'block-photo', 'block-aujourdhui', 'block-cequecachange', 'block-temoignages', 'block-formules', 'block-cta'].map((id) => ({ id, enabled: true })),
};

export function isBlockId(value: unknown): value is BlockId {
  return typeof value === 'string' && (BLOCK_IDS as readonly string[]).includes(value);
}

export function isThemeBlock(id: string): boolean {
  return (THEME_BLOCKS as readonly string[]).includes(id);
}

export type BlocksProblemCode = 'invalid_blocks_config' | 'unknown_block_id' | 'duplicate_block_id' | 'enabled_block_missing';

export interface BlocksProblem {
  code: BlocksProblemCode;
  /** Where in blocks_config (`blocks.2.id`), for field errors. */
  path: string;
  block?: string;
}

/**
 * Problems of a blocks_config value: its shape, unknown and duplicate ids, and enabled theme blocks
 * that the theme's HTML does not have (`themeBlocksInHtml`; shared blocks always exist).
 */
export function blocksConfigProblems(value: unknown, themeBlocksInHtml: readonly string[]): BlocksProblem[] {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return [{ code: 'invalid_blocks_config', path: '' }];
  const keys = Object.keys(value);
  const blocks = (value as { blocks?: unknown }).blocks;
  if (keys.some((k) => k !== 'blocks') || !Array.isArray(blocks)) return [{ code: 'invalid_blocks_config', path: keys.find((k) => k !== 'blocks') ?? 'blocks' }];
  if (blocks.length > BLOCK_IDS.length * 4) return [{ code: 'invalid_blocks_config', path: 'blocks' }];
  const problems: BlocksProblem[] = [];
  const seen = new Set<string>();
  blocks.forEach((entry: unknown, index) => {
    const path = `blocks.${index}`;
    const item = entry as { id?: unknown; enabled?: unknown } | null;
    if (!item || typeof item !== 'object' || Array.isArray(item) || typeof item.id !== 'string' || typeof item.enabled !== 'boolean' || Object.keys(item).some((k) => k !== 'id' && k !== 'enabled')) {
      problems.push({ code: 'invalid_blocks_config', path });
      return;
    }
    if (!isBlockId(item.id)) problems.push({ code: 'unknown_block_id', path: `${path}.id`, block: item.id.slice(0, 80) });
    else if (seen.has(item.id)) problems.push({ code: 'duplicate_block_id', path: `${path}.id`, block: item.id });
    else if (item.enabled && isThemeBlock(item.id) && !themeBlocksInHtml.includes(item.id)) problems.push({ code: 'enabled_block_missing', path: `${path}.enabled`, block: item.id });
    seen.add(item.id);
  });
  return problems;
}

/**
 * The complete, ordered list of every block: the configured ones first in their order, then any
 * block the config does not name, disabled (a theme file may leave out blocks it does not use).
 */
export function normalizeBlocks(config: LandingBlockConfig): { id: BlockId; enabled: boolean }[] {
  const out: { id: BlockId; enabled: boolean }[] = [];
  for (const { id, enabled } of config.blocks) if (isBlockId(id) && !out.some((b) => b.id === id)) out.push({ id, enabled });
  for (const id of BLOCK_IDS) if (!out.some((b) => b.id === id)) out.push({ id, enabled: false });
  return out;
}

/**
 * The generated styling: every block gets its display order (`order` in the flex column of
 * `.lp-blocks`), a disabled block `display:none`. Deterministic, so the same config bakes the same bytes.
 */
export function blocksStyle(config: LandingBlockConfig): string {
  return normalizeBlocks(config)
    .map((block, index) => (block.enabled ? `#${block.id}{order:${index + 1}}` : `#${block.id}{display:none}`))
    .join('');
}

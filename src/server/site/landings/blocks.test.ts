import { describe, expect, it } from 'vitest';
import { BLOCK_IDS, THEME_BLOCKS, blocksConfigProblems, blocksStyle, normalizeBlocks } from './blocks.ts';

const all = [...THEME_BLOCKS];
const b = (id: string, enabled = true) => ({ id, enabled });

describe('blocks_config validation', () => {
  it.each([
    ['a valid config', { blocks: [b('block-titre'), b('block-cta', false)] }, all, []],
    ['not an object', 'x', all, ['invalid_blocks_config:']],
    ['an array', [], all, ['invalid_blocks_config:']],
    ['blocks missing', {}, all, ['invalid_blocks_config:blocks']],
    ['an extra key', { blocks: [], order: [] }, all, ['invalid_blocks_config:order']],
    ['an entry without enabled', { blocks: [{ id: 'block-titre' }] }, all, ['invalid_blocks_config:blocks.0']],
    ['an entry with an extra key', { blocks: [{ id: 'block-titre', enabled: true, x: 1 }] }, all, ['invalid_blocks_config:blocks.0']],
    ['enabled as a string', { blocks: [{ id: 'block-titre', enabled: 'true' }] }, all, ['invalid_blocks_config:blocks.0']],
    ['an unknown id', { blocks: [b('block-hero')] }, all, ['unknown_block_id:blocks.0.id']],
    ['a duplicate id', { blocks: [b('block-titre'), b('block-titre', false)] }, all, ['duplicate_block_id:blocks.1.id']],
    ['an enabled block the HTML lacks', { blocks: [b('block-photo')] }, ['block-titre'], ['enabled_block_missing:blocks.0.enabled']],
    ['a disabled block the HTML lacks', { blocks: [b('block-photo', false)] }, ['block-titre'], []],
    ['a shared block (always available)', { blocks: [b('block-formules')] }, [], []],
    ['too many entries', { blocks: Array.from({ length: 100 }, () => b('block-titre')) }, all, ['invalid_blocks_config:blocks']],
  ])('%s', (_name, value, inHtml, expected) => {
    expect(blocksConfigProblems(value, inHtml).map((p) => `${p.code}:${p.path}`)).toEqual(expected);
  });
});

describe('blocks_config → generated styling', () => {
  it.each([
    [
      'configured order first, unnamed blocks hidden after',
      { blocks: [b('block-cta'), b('block-titre')] },
      '#block-cta{order:1}#block-titre{order:2}#block-photo{display:none}#block-aujourdhui{display:none}#block-cequecachange{display:none}#block-temoignages{display:none}#block-formules{display:none}',
    ],
    [
      'a disabled block keeps its place but is not displayed',
      { blocks: BLOCK_IDS.map((id) => b(id, id !== 'block-photo')) },
      '#block-titre{order:1}#block-photo{display:none}#block-aujourdhui{order:3}#block-cequecachange{order:4}#block-cta{order:5}#block-temoignages{order:6}#block-formules{order:7}',
    ],
    [
      'unknown and repeated ids are ignored',
      { blocks: [b('block-x'), b('block-titre'), b('block-titre', false)] },
      '#block-titre{order:1}#block-photo{display:none}#block-aujourdhui{display:none}#block-cequecachange{display:none}#block-cta{display:none}#block-temoignages{display:none}#block-formules{display:none}',
    ],
  ])('%s', (_name, config, css) => {
    expect(blocksStyle(config)).toBe(css);
    expect(normalizeBlocks(config)).toHaveLength(BLOCK_IDS.length);
  });
});

import { describe, expect, it } from 'vitest';
import { movedBlocks } from './moved-blocks.ts';

const blocks = ['titre', 'photo', 'aujourdhui', 'change', 'temoignages', 'formules', 'cta'];

describe('the blocks a change of order moved', () => {
  it.each([
    ['nothing moved', blocks, []],
    ['one block dragged up', ['titre', 'formules', 'photo', 'aujourdhui', 'change', 'temoignages', 'cta'], [{ id: 'formules', from: 6, to: 2 }]],
    ['one block dragged to the end', ['photo', 'aujourdhui', 'change', 'temoignages', 'formules', 'cta', 'titre'], [{ id: 'titre', from: 1, to: 7 }]],
    ['two neighbours swapped: one of them is named', ['photo', 'titre', 'aujourdhui', 'change', 'temoignages', 'formules', 'cta'], [{ id: 'titre', from: 1, to: 2 }]],
  ])('%s', (_name, after, moved) => {
    expect(movedBlocks(blocks, after)).toEqual(moved);
  });
});

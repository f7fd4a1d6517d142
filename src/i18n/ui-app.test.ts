import { describe, expect, it } from 'vitest';
import { ui } from './ui.ts';

describe('the home’s lead line', () => {
  it('names what is counted, even with nothing in progress (« 2 terminées » read as a fragment)', () => {
    expect(ui.fr.app.home.leadActive(0, 2)).toBe('2 actions terminées');
    expect(ui.fr.app.home.leadActive(1, 1)).toBe('1 action en cours · 1 action terminée');
    expect(ui.en.app.home.leadActive(0, 2)).toBe('2 actions done');
    expect(ui.en.app.home.leadActive(2, 0)).toBe('2 actions in progress');
  });
});

import { describe, expect, it } from 'vitest';
import { landingAdminTexts } from './landing-admin-texts.ts';
import { frenchSpacingProblems } from './format.ts';

describe('a landing named for the staff', () => {
  it('spaces the theme’s own title the French way (« Céramistes : vendez… » was typed with a plain space)', () => {
    const name = landingAdminTexts.fr.sourceName('Céramistes : vendez vos pièces au prix qu’elles valent');
    expect(frenchSpacingProblems(name)).toEqual([]);
    expect(name).toBe('Page «\u00a0Céramistes\u00a0: vendez vos pièces au prix qu’elles valent\u00a0»');
  });
});
